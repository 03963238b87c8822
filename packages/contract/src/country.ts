import { z } from 'zod';

export const countryData = z.object({
  countryCode: z
    .string()
    .length(2)
    .nullable()
    .describe('ISO 3166-1 alpha-2, or null for a private or unknown address'),
});
export type CountryData = z.infer<typeof countryData>;
