import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ORGANIZATION_ID } from '../constants.ts';
import { MAX_INT32, typedText, wholeNumber } from '../validation.ts';
import { ACTIVITY_TYPE_IDS } from './activity-types/index.ts';
import { activityAudio } from '../narration/api.ts';

const organizationId = wholeNumber(1, MAX_INT32).default(ORGANIZATION_ID);
const uuid = z.uuid({
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.uuid'),
});

export const pageQuery = z.object({
  organization_id: organizationId,
  page: wholeNumber(1, MAX_INT32).default(1),
  per_page: wholeNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuery>;

export const modulesListQuery = pageQuery;
export const lessonsListQuery = pageQuery.extend({ uuid: uuid.describe('The module') });
export const activitiesListQuery = z.object({
  uuid: uuid.describe('The lesson'),
  organization_id: organizationId,
});
export const examplesListQuery = z.object({ organization_id: organizationId });

/** Path ids are any text: one that is not a uuid names nothing, so it is a 404, not a 422. */
export const uuidParam = z.object({ uuid: typedText(100) });

export const ageBandData = z.object({ min: z.number().int(), max: z.number().int() });

/**
 * How a module's age band meets the age of the child asking (decision 0015): theirs, or made for
 * older or for younger children. Null when no child asks.
 */
export const MODULE_FITS = ['your_age', 'older', 'younger'] as const;
export type ModuleFit = (typeof MODULE_FITS)[number];

const minAge = z.number().int().describe('The youngest age it is made for, in years');
const maxAge = z.number().int().describe('The oldest age it is made for, in years');

const reference = z.object({ uuid: z.uuid(), name: z.string() });

export const moduleData = z.object({
  uuid: z.uuid(),
  slug: z.string().describe('Stable id of the module in the content files'),
  name: z.string(),
  description: z.string(),
  art: z.string().describe('URL of the module picture (SVG)'),
  ages: ageBandData,
  min_age: minAge,
  max_age: maxAge,
  fit: z
    .enum(MODULE_FITS)
    .nullable()
    .describe(
      'For the signed-in child: `your_age` when the band holds their age, `older` when it starts above it, `younger` when it ends below it. A child’s list gives `your_age` first. Null for a parent',
    ),
  lessons_total: z.number().int(),
  lessons_completed: z.number().int().describe('For the signed-in child; 0 for a parent'),
  completed: z.boolean(),
  name_audio: z.string().nullable().describe('URL of the name spoken aloud'),
});
export type ModuleData = z.infer<typeof moduleData>;

export const lessonData = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  name: z.string(),
  index: z.number().int().describe('Zero-based position in the module'),
  completed: z.boolean().describe('For the signed-in child; false for a parent'),
  min_age: minAge.describe(
    'The youngest age of its activities, in years (a lesson’s band, or else its module’s)',
  ),
  max_age: maxAge.describe('The oldest age of its activities, in years'),
  locked: z
    .boolean()
    .describe(
      'For the signed-in child: a lesson starting above their age that opens once the lesson before it is completed. The first lesson, a completed one and one at or below their age are never locked. Always false for a parent, who only browses',
    ),
  activities_total: z.number().int(),
  activities_completed: z.number().int(),
  module: reference,
  name_audio: z.string().nullable().describe('URL of the name spoken aloud'),
});
export type LessonData = z.infer<typeof lessonData>;

export const activityData = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  title: z.string(),
  name: z.string().describe('The same as title (the spec names both)'),
  type: z.enum(ACTIVITY_TYPE_IDS),
  points: z.number().int(),
  ages: ageBandData,
  index: z.number().int().describe('Zero-based position in the lesson'),
  narration: z.string().nullable().describe('Read aloud instead of the prompt, when given'),
  completed: z.boolean(),
  earned: z
    .number()
    .int()
    .nullable()
    .describe(
      'The points this child earned here: all of `points` when the first try was right, a third (rounded up) after a wrong try; null until completed or for a parent',
    ),
  content: z
    .record(z.string(), z.unknown())
    .describe("The type's content in the request's language, art as URLs (see the activity types)"),
  art_names: z
    .record(z.string(), z.string())
    .describe('What each picture of the content shows, by its URL, for screen readers'),
  audio: activityAudio,
  lesson: reference.extend({ index: z.number().int() }),
  module: reference,
});
export type ActivityData = z.infer<typeof activityData>;

export const nextLessonQuery = z.object({
  organization_id: organizationId,
  after: typedText(100)
    .optional()
    .describe(
      'The lesson the child was last on (the web sends its lesson cookie); without it, or when it names no lesson, the lesson of their latest completed activity',
    ),
});

export const lessonCompletionData = z.object({
  total_scores: z.number().int().describe("The child's total after this call"),
  completed: z.literal(true),
});

export const completionData = lessonCompletionData.extend({
  earned: z
    .number()
    .int()
    .describe(
      'The points this activity earned the child, counted once: all of them for a right first try, a third (rounded up) after a wrong one; a repeat answers what the first call earned',
    ),
});
export type CompletionData = z.infer<typeof completionData>;
