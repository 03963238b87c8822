import { z } from 'zod';
import {
  CHILD_PIN_LENGTH,
  CHILD_PIN_PICTURES,
  CHILD_USERNAME_MAX_LENGTH,
  CHILD_USERNAME_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { MAX_INT32, dateField, emailField, nameText, requiredOr, typedText } from './validation.ts';
import { isChildAge } from './dates.ts';
import { CHILD_AVATARS, childAvatarField } from './child-avatars.ts';
import { childPermissions, parentSettings } from './privacy/settings.ts';

export const USER_TYPES = ['parent', 'child'] as const;
export type UserType = (typeof USER_TYPES)[number];

const firstName = nameText(NAME_MAX_LENGTH, 'validation.first_name_required');
const lastName = nameText(NAME_MAX_LENGTH, 'validation.last_name_required');
const nickname = nameText(NICKNAME_MAX_LENGTH, 'validation.nickname_required').min(
  NICKNAME_MIN_LENGTH,
  { error: 'validation.min_length' },
);
const email = emailField(EMAIL_MAX_LENGTH);

/** Spec section 5: length bounds and one of each: lowercase, uppercase, number, special. */
export const passwordField = z
  .string({ error: requiredOr() })
  .min(1, { error: 'validation.required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.min_length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.max_length' })
  .regex(/\p{Ll}/u, { error: 'validation.password_lowercase' })
  .regex(/\p{Lu}/u, { error: 'validation.password_uppercase' })
  .regex(/\p{Nd}/u, { error: 'validation.password_number' })
  .regex(/[^\p{L}\p{N}\s]/u, { error: 'validation.password_special' });

const passwordConfirmation = z
  .string({ error: requiredOr('validation.password_confirm_required') })
  .min(1, { error: 'validation.password_confirm_required' });

const userType = z.enum(USER_TYPES, { error: requiredOr('validation.one_of') });

/** Form fields arrive as strings; an id is a positive whole number either way. */
const idField = z.coerce
  .number({ error: requiredOr('validation.number') })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.positive' })
  .max(MAX_INT32, { error: 'validation.max_value' });

/** `remember` from JSON (true/false) or a form ("1", "on", "true"). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], {
    error: 'validation.invalid_type',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

function confirmsPassword(
  value: { password?: string | undefined; password_confirmation?: string | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (value.password !== undefined && value.password_confirmation !== undefined) {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.password_mismatch',
      });
    }
  }
}

function checkBirthday(birthday: string | undefined, ctx: z.core.$RefinementCtx) {
  if (birthday !== undefined && !isChildAge(birthday)) {
    ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'validation.child_age' });
  }
}

/** A form leaves a field it does not change empty; an empty optional field means "keep it". */
function blankToUndefined(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** What a parent must give and a child may leave out, with the message its absence earns. */
const PARENT_ONLY_REQUIRED = [
  ['last_name', 'validation.last_name_required'],
  ['nickname', 'validation.nickname_required'],
  ['email', 'validation.required'],
  ['password', 'validation.required'],
  ['password_confirmation', 'validation.password_confirm_required'],
] as const;

/**
 * A child is a name, a birth date and maybe a picture (issue 20): the parent plays as them, or
 * sets up a username and PIN later. An address, a password, a last name and a nickname are
 * optional for a child and blank means none; a parent gives them all.
 */
export const registerBody = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const input = raw as Record<string, unknown>;
    if (input.type !== 'child') return input;
    const cleaned = { ...input };
    for (const [field] of PARENT_ONLY_REQUIRED) cleaned[field] = blankToUndefined(input[field]);
    return cleaned;
  },
  z
    .object({
      first_name: firstName,
      last_name: lastName.optional(),
      nickname: nickname.optional(),
      email: email.optional(),
      password: passwordField.optional(),
      password_confirmation: passwordConfirmation.optional(),
      type: userType,
      birthday: dateField().optional(),
      parent_id: idField.optional(),
      /** One of the drawn dinosaurs, instead of an uploaded `avatar`. */
      avatar_art: childAvatarField.optional(),
      /** A parent agrees to the terms and the privacy policy in force; the server records which. */
      accept_terms: flag.optional(),
    })
    .superRefine((value, ctx) => {
      confirmsPassword(value, ctx);
      if (value.type === 'parent') {
        for (const [field, message] of PARENT_ONLY_REQUIRED) {
          if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
        }
        if (value.accept_terms !== true) {
          ctx.addIssue({
            code: 'custom',
            path: ['accept_terms'],
            message: 'validation.accept_terms',
          });
        }
      }
      if (value.type === 'child') {
        if (value.password !== undefined && value.password_confirmation === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['password_confirmation'],
            message: 'validation.password_confirm_required',
          });
        }
        if (value.birthday === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['birthday'],
            message: 'validation.birthday_required',
          });
        }
        checkBirthday(value.birthday, ctx);
        if (value.parent_id === undefined) {
          ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'validation.required' });
        }
      }
    }),
);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: z
    .string({ error: requiredOr() })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH * 4, { error: 'validation.max_length' }),
  remember: flag.optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

export const emailBody = z.object({ email });
export type EmailBody = z.infer<typeof emailBody>;

const tokenField = typedText(200).min(1, { error: 'validation.required' });

export const verifyEmailBody = z.object({ token: tokenField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const resetPasswordBody = z
  .object({
    email,
    token: tokenField,
    password: passwordField,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(confirmsPassword);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A reset link as the page opens it: checked, not used up. */
export const resetCheckBody = z.object({ email, token: tokenField });
export type ResetCheckBody = z.infer<typeof resetCheckBody>;

/** What a verification link answers: the address now proven, for the login that follows. */
export const verifiedEmailData = z.object({ email: z.string() });

/** A new password for the signed-in user (the update-password dialog), sent to auth/update. */
export const newPasswordBody = z
  .object({
    current_password: z.string().min(1, { error: 'validation.current_password' }),
    password: passwordField,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(confirmsPassword);
export type NewPasswordBody = z.infer<typeof newPasswordBody>;

/**
 * Profile update (spec: name, surname, nickname, email, password, password_confirmation,
 * avatar, birthday, type). `name` and `surname` are accepted for first_name and last_name.
 */
export const updateBody = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const input = { ...(raw as Record<string, unknown>) };
    input.first_name ??= input.name;
    input.last_name ??= input.surname;
    delete input.name;
    delete input.surname;
    delete input._method;
    for (const key of [
      'password',
      'password_confirmation',
      'current_password',
      'birthday',
      'type',
      'avatar_art',
    ]) {
      input[key] = blankToUndefined(input[key]);
    }
    return input;
  },
  z
    .object({
      first_name: firstName.optional(),
      last_name: lastName.optional(),
      nickname: nickname.optional(),
      email: email.optional(),
      password: passwordField.optional(),
      password_confirmation: z.string().optional(),
      /**
       * The caller's own password: asked for whenever the email or the password changes, also when
       * a parent changes a child's, so that a token alone cannot take an account over.
       */
      current_password: z
        .string({ error: 'validation.invalid_type' })
        .max(PASSWORD_MAX_LENGTH * 4, { error: 'validation.max_length' })
        .optional(),
      birthday: dateField().optional(),
      type: userType.optional(),
      /** A drawn dinosaur in place of the picture: the uploaded one, if any, is deleted. */
      avatar_art: childAvatarField.optional(),
    })
    .superRefine((value, ctx) => {
      if (value.password !== undefined && value.password_confirmation === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: 'validation.password_confirm_required',
        });
      }
      confirmsPassword(value, ctx);
      checkBirthday(value.birthday, ctx);
    }),
);
export type UpdateBody = z.infer<typeof updateBody>;

/** Latin letters and digits, from a letter: typed on any keyboard, and read out the same. */
const childUsername = z
  .string({ error: requiredOr() })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required', abort: true })
  .regex(
    new RegExp(
      `^[a-z][a-z0-9]{${CHILD_USERNAME_MIN_LENGTH - 1},${CHILD_USERNAME_MAX_LENGTH - 1}}$`,
    ),
    { error: 'validation.username' },
  );

/** The pictures tapped, each as its place (1 to 9) on the picture pad. */
const childPin = z
  .string({ error: requiredOr() })
  .regex(new RegExp(`^[1-${CHILD_PIN_PICTURES}]{${CHILD_PIN_LENGTH}}$`), {
    error: 'validation.pin',
  });

/** A parent sets up (or sets again, which unlocks it) their child's own sign-in. */
export const childSignInBody = z.object({ username: childUsername, pin: childPin });
export type ChildSignInBody = z.infer<typeof childSignInBody>;
export const childLoginBody = childSignInBody;
export type ChildLoginBody = ChildSignInBody;

export const userSchema = z.object({
  id: z.number().int(),
  type: z.enum(USER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string(),
  email: z
    .string()
    .nullable()
    .describe('Null for a child without a sign-in address; an address counts once confirmed'),
  avatar: z.string().nullable().describe('Path of the avatar on this site, or null'),
  avatar_art: z
    .enum(CHILD_AVATARS)
    .nullable()
    .describe('The drawn dinosaur that `avatar` shows, or null for an uploaded picture or none'),
  birthday: z.string().nullable().describe('YYYY-MM-DD, children only'),
  email_verified_at: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  user_stat: z.object({ total_scores: z.number().int() }),
  permissions: childPermissions
    .nullable()
    .describe('Children only: what their parent lets them use (the shop is never shown to them)'),
  settings: parentSettings.nullable().describe('Parents only: consent and mail choices'),
  stage_shift: z
    .number()
    .int()
    .nullable()
    .describe("Children only: stages their parent moved them up (+) or down (-) from their age's"),
  sign_in: z
    .object({ username: z.string(), locked: z.boolean() })
    .nullable()
    .describe(
      "Children only, for their parent: the child's own sign-in (username and picture PIN), and whether wrong PINs locked it; null when there is none",
    ),
});
export type User = z.infer<typeof userSchema>;

export const loginData = z.object({ token: z.string(), user: userSchema });
export type LoginData = z.infer<typeof loginData>;
export const registerData = z.object({ user: userSchema });
/** What the "it was not me" link answers: the address restored and a reset token for it. */
export const secureAccountData = z.object({ email: z.string(), token: z.string() });
export type SecureAccountData = z.infer<typeof secureAccountData>;
export const totalScoresData = z.object({ total_scores: z.number().int() });

export const idParam = z.object({ id: idField });
export const parentIdParam = z.object({ parentId: idField });
