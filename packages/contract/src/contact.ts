import { isPossiblePhoneNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { typedText } from './validation.ts';

/** The numbers a parent may leave; at least one is needed (spec section 5). */
export const CONTACT_NUMBERS = ['phone', 'whatsapp', 'telegram'] as const;

const number = typedText(30).optional();

/**
 * The contact form (spec section 3): subject, message, and phone, WhatsApp or Telegram number.
 * A number without a country code is read as one of `country` (the visitor's, from
 * dino/ips/get-user-info), else Armenia. `website` is a field people never see: a form that
 * fills it is a robot's.
 */
export const contactBody = z
  .strictObject({
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
    const country = (body.country ?? 'AM') as CountryCode;
    const given = CONTACT_NUMBERS.filter((field) => body[field]);
    if (given.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.contact_required' });
    }
    for (const field of given) {
      const value = body[field]!;
      if (!isPossiblePhoneNumber(value, country)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.phone_not_possible' });
      } else if (!isValidPhoneNumber(value, country)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.phone' });
      }
    }
  });
export type ContactBody = z.infer<typeof contactBody>;
