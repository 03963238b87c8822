import { z } from 'zod';

/** Part of a child's user object: what their parent lets them use. */
export const childPermissions = z.object({ games: z.boolean(), videos: z.boolean() });
export type ChildPermissions = z.infer<typeof childPermissions>;

/** The optional cookie categories a parent allowed (necessary ones are always on). */
export const cookieChoices = z.strictObject({
  statistical: z.boolean({ error: 'validation.invalid_type' }),
  marketing: z.boolean({ error: 'validation.invalid_type' }),
});
export type CookieChoices = z.infer<typeof cookieChoices>;

/** Part of a parent's user object: consent given and mail chosen. */
export const parentSettings = z.object({
  weekly_summary: z.boolean(),
  cookie_consent: cookieChoices
    .nullable()
    .describe('The cookie choice saved with the account, or null before the first one'),
  terms: z.object({
    accepted_version: z.string().nullable(),
    accepted_at: z.string().nullable(),
    current_version: z.string().describe('The date the terms or the privacy policy last changed'),
    up_to_date: z.boolean(),
  }),
});
export type ParentSettings = z.infer<typeof parentSettings>;
