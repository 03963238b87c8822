import { z } from 'zod';
import { passwordField } from '../auth.ts';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { requiredOr } from '../validation.ts';
import { STAGE_SHIFT_MAX } from '../discover/stage-rules.ts';
import { ACTIVITY_SECONDS_MAX, HARD_TASKS_SHOWN } from './rules.ts';
import { cookieChoices } from './settings.ts';

/** The parent's own password, asked again before anything that cannot be undone. */
export const passwordCheckBody = z.object({
  password: z
    .string({ error: requiredOr() })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH * 4, { error: 'validation.max_length' }),
});
export type PasswordCheckBody = z.infer<typeof passwordCheckBody>;

/**
 * A new password a parent sets for their child, with the parent's own password: a token left on
 * a device must not be enough to take a child's account (issue 17).
 */
export const childPasswordBody = z
  .object({
    current_password: z
      .string({ error: requiredOr('validation.current_password') })
      .min(1, { error: 'validation.current_password' }),
    password: passwordField,
    password_confirmation: z
      .string({ error: requiredOr('validation.password_confirm_required') })
      .min(1, { error: 'validation.password_confirm_required' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });
export type ChildPasswordBody = z.infer<typeof childPasswordBody>;

export const childPermissionsBody = z.strictObject({
  games: z.boolean({ error: requiredOr('validation.invalid_type') }),
  videos: z.boolean({ error: requiredOr('validation.invalid_type') }),
});

/** A child moved up (+) or down (-) from their age's stage, or back to it (0). */
export const childStageBody = z.strictObject({
  shift: z
    .number({ error: requiredOr('validation.number') })
    .int({ error: 'validation.integer' })
    .min(-STAGE_SHIFT_MAX, { error: 'validation.min_value' })
    .max(STAGE_SHIFT_MAX, { error: 'validation.max_value' }),
});
export type ChildStageBody = z.infer<typeof childStageBody>;

export const parentSettingsBody = z
  .strictObject({
    weekly_summary: z.boolean({ error: 'validation.invalid_type' }).optional(),
    cookie_consent: cookieChoices.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'validation.required' });
export type ParentSettingsBody = z.infer<typeof parentSettingsBody>;

export const acceptTermsBody = z.object({
  version: z.iso.date({ error: requiredOr('validation.date') }),
});

/**
 * What the activity page knows when the answer is right: whether it was right the first time
 * and how long the child looked at it (capped, see ACTIVITY_SECONDS_MAX). Both optional, and
 * the body too, so older clients keep working.
 */
export const activityCompletionBody = z
  .strictObject({
    first_try: z.boolean({ error: 'validation.invalid_type' }).optional(),
    seconds: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min_value' })
      .max(ACTIVITY_SECONDS_MAX, { error: 'validation.max_value' })
      .optional(),
  })
  // No body at all arrives as null.
  .nullish();

const week = z.object({
  start: z.string().describe('Monday of the week (UTC), YYYY-MM-DD'),
  points: z.number().int(),
  activities: z.number().int(),
  lessons: z.number().int(),
  seconds: z.number().int().describe('Time on activities completed and games finished'),
});

/** One child's progress, for their parent's dashboard. */
export const childProgressData = z.object({
  child: z.object({ id: z.number().int(), first_name: z.string() }),
  totals: z.object({
    score: z.number().int(),
    activities_completed: z.number().int(),
    lessons_completed: z.number().int(),
    lessons_total: z.number().int(),
    modules_completed: z.number().int(),
    modules_total: z.number().int(),
    games_played: z.number().int(),
  }),
  weeks: z.array(week).describe('The last weeks, oldest first, the current one last'),
  by_type: z
    .array(
      z.object({ type: z.string(), first_try: z.number().int(), more_tries: z.number().int() }),
    )
    .describe('Completed activities per type: right on the first try or after more tries'),
  modules: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      lessons_completed: z.number().int(),
      lessons_total: z.number().int(),
    }),
  ),
  hard: z
    .array(
      z.object({
        activity: z.string(),
        type: z.string(),
        lesson: z.string(),
        module: z.string(),
        completed_at: z.string(),
      }),
    )
    .describe(
      `What was hard: the latest ${HARD_TASKS_SHOWN} tasks done only after a wrong try, newest first`,
    ),
  stickers: z
    .array(
      z.object({
        lesson_uuid: z.string(),
        lesson: z.string(),
        module: z.string(),
        position: z
          .number()
          .int()
          .describe('The nth lesson the child completed in that module earns the nth sticker'),
        earned_at: z.string(),
      }),
    )
    .describe('One sticker per completed lesson, newest first'),
});
export type ChildProgressData = z.infer<typeof childProgressData>;
