import {
  getExampleNumber,
  isPossiblePhoneNumber,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
// Mobile examples only (1.4 KB compressed), for the number a family is called back on.
import examples from 'libphonenumber-js/mobile/examples';
import type { MessageKey } from './messages/index.ts';

/**
 * The country a number without its code is read as: the visitor's, unless it has no numbering
 * plan of its own (Antarctica), else Armenia.
 */
export function phoneCountry(code: string | undefined): CountryCode {
  return code && isSupportedCountry(code) ? code : 'AM';
}

/**
 * What is wrong with a phone number, if anything, with what the message shows: the country
 * whose numbers it was read as, and one of them written the same way (with its code after a
 * "+", else as dialled at home). A number whose code does not tell its country yet (too short,
 * or a code several countries share) is shown a number of `home`, in full. `country` is an ISO
 * code, named in the reader's language when the message is written (validation.ts).
 */
export function phoneProblem(
  value: string,
  home: CountryCode,
): { message: MessageKey; params: { country: string; example: string } } | undefined {
  const possible = isPossiblePhoneNumber(value, home);
  if (possible && isValidPhoneNumber(value, home)) return undefined;
  const international = value.startsWith('+');
  const country = (international && parsePhoneNumberFromString(value)?.country) || home;
  // Every supported country has an example.
  const example = getExampleNumber(country, examples)!;
  return {
    message: possible ? 'validation.phone_in_country' : 'validation.phone_not_possible_in_country',
    params: {
      country,
      example: international ? example.formatInternational() : example.formatNational(),
    },
  };
}
