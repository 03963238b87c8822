import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { emailField, hasLink, typedText } from './validation.ts';

/** The numbers a parent may leave; at least one is needed (spec section 5). */
export const CONTACT_NUMBERS = ['phone', 'whatsapp', 'telegram'] as const;

/** A first name and a surname, as a person signs a letter. */
export const CONTACT_NAME_MAX_LENGTH = 100;

const number = typedText(30).optional();

/** An address is optional: the numbers are how the team answers, a mail is one more way. */
const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  emailField(EMAIL_MAX_LENGTH).optional(),
);

/**
 * The contact form (spec section 3) as the page checks it: the sender's name and, if they like,
 * email; subject, message, and at least one of the phone, WhatsApp or Telegram numbers. Whether
 * each number is a real one is the server's to say (contactBody): its message names the country
 * in the reader's language, which browsers cannot all do in Armenian, and libphonenumber stays
 * out of the page's scripts. `country` is the visitor's (dino/ips/get-user-info), which numbers
 * without a country code are read as. `website` is a field people never see: a form that fills
 * it is a robot's.
 */
export const contactForm = z
  .strictObject({
    // The rule of nameText, but a name left empty does not keep the other checks from speaking
    // too, as a required text that stops at its first issue would.
    name: typedText(CONTACT_NAME_MAX_LENGTH)
      .min(1, { error: 'validation.required' })
      .refine((value) => !hasLink(value), { error: 'validation.name_links' }),
    email: optionalEmail,
    /** One line: it becomes the subject of the team's mail. */
    subject: typedText(120).min(1, { error: 'validation.required' }),
    message: typedText(3000, { lines: true }).min(1, { error: 'validation.required' }),
    phone: number,
    whatsapp: number,
    telegram: number,
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    website: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!CONTACT_NUMBERS.some((field) => body[field])) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.contact_required' });
    }
  });
export type ContactBody = z.infer<typeof contactForm>;
