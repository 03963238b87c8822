import type { Locale } from '@dino/contract';

/**
 * A calendar day (YYYY-MM-DD, or the date part of a timestamp) as people write it in the page's
 * language: 23.11.2026 in Armenian and Russian, November 23, 2026 in English. Armenian is not
 * left to Intl: browsers without its locale data would fall back to English.
 */
export function calendarDay(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  if (locale !== 'en') return `${day}.${month}.${year}`;
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${year}-${month}-${day}T00:00:00Z`),
  );
}
