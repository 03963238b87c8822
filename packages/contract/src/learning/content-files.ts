import { z } from 'zod';
import { CHILD_MAX_AGE, CHILD_MIN_AGE, ORGANIZATION_ID } from '../constants.ts';
import { ACTIVITY_TYPES, ACTIVITY_TYPE_IDS } from './activity-types/index.ts';
import { artKey, localizedText, partialLocalizedText, slug } from './text.ts';

/**
 * The files of content/learning: one folder per module with `module.json` and one file per
 * lesson in `lessons/`, in the order of their names. Ids are stable: the database keys rows by
 * them, so renaming an id retires the old item and starts a new one.
 */
export const contentId = slug('An id');

const age = z.number().int().min(CHILD_MIN_AGE).max(CHILD_MAX_AGE);
export const ageBand = z
  .tuple([age, age])
  .refine(([min, max]) => min <= max, { error: 'The first age must not exceed the second' });
export type AgeBand = z.infer<typeof ageBand>;

export const DEFAULT_ACTIVITY_POINTS = 10;

const activityBase = {
  id: contentId,
  /** Short, shown in breadcrumbs and lists. */
  title: localizedText,
  points: z.number().int().min(1).max(100).default(DEFAULT_ACTIVITY_POINTS),
  /** Defaults to the lesson's band, then the module's. */
  ages: ageBand.optional(),
  /** Read aloud instead of the prompt where given. */
  narration: partialLocalizedText.optional(),
};

export const activityFile = z.discriminatedUnion(
  'type',
  ACTIVITY_TYPE_IDS.map((type) =>
    z.strictObject({
      ...activityBase,
      type: z.literal(type),
      content: ACTIVITY_TYPES[type].content,
    }),
  ) as unknown as [ActivityFileVariant, ...ActivityFileVariant[]],
  { error: `Unknown activity type; the types are ${ACTIVITY_TYPE_IDS.join(', ')}` },
);

type ActivityFileVariant = {
  [T in keyof typeof ACTIVITY_TYPES]: z.ZodObject<
    typeof activityBase & {
      type: z.ZodLiteral<T>;
      content: (typeof ACTIVITY_TYPES)[T]['content'];
    },
    z.core.$strict
  >;
}[keyof typeof ACTIVITY_TYPES];

export type ActivityFile = z.output<typeof activityFile>;

export const lessonFile = z
  .strictObject({
    id: contentId,
    name: localizedText,
    ages: ageBand.optional(),
    activities: z.array(activityFile).min(1),
  })
  .superRefine((lesson, ctx) => {
    const seen = new Set<string>();
    lesson.activities.forEach((activity, index) => {
      if (seen.has(activity.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['activities', index, 'id'],
          message: `Duplicate activity id "${activity.id}"`,
        });
      }
      seen.add(activity.id);
    });
  });
export type LessonFile = z.output<typeof lessonFile>;

export const moduleFile = z.strictObject({
  id: contentId,
  organization_id: z.number().int().positive().default(ORGANIZATION_ID),
  name: localizedText,
  description: localizedText,
  art: artKey,
  ages: ageBand,
});
export type ModuleFile = z.output<typeof moduleFile>;

/** art-names.json: what each picture shows, in every language, for screen readers. */
export const artNamesFile = z.record(artKey, localizedText);
