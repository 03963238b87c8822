import { CONTACT_NUMBERS, contactForm } from './contact.ts';
import { phoneCountry, phoneProblem } from './phone.ts';

/**
 * `POST contact` as the server checks it: the form's rules, and each number given a real one
 * of the country it is read as (`country`, else Armenia; a number's own code wins).
 */
export const contactBody = contactForm.superRefine((body, ctx) => {
  const country = phoneCountry(body.country);
  for (const field of CONTACT_NUMBERS) {
    const problem = body[field] ? phoneProblem(body[field], country) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: [field], ...problem });
  }
});
