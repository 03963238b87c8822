import type { Locale } from '@dino/contract';

type Range = { min: number; max: number };

function number(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...options });
}

/** "6–9 m": a range where the sources disagree, one figure where they agree. */
export function formatLength(locale: Locale, length: Range): string {
  const format = number(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' });
  return length.min === length.max
    ? format.format(length.min)
    : format.formatRange(length.min, length.max);
}

/**
 * Kilograms for the small ones; from a tonne up the figures read better in tonnes, and ICU has
 * no tonne unit, so the word comes from the catalog (`tonnes` gets the formatted figures).
 */
export function formatWeight(
  locale: Locale,
  weight: Range,
): { kilograms: string } | { tonnes: string } {
  if (weight.max < 1000) {
    const format = number(locale, { style: 'unit', unit: 'kilogram', unitDisplay: 'short' });
    return {
      kilograms:
        weight.min === weight.max
          ? format.format(weight.min)
          : format.formatRange(weight.min, weight.max),
    };
  }
  const format = number(locale);
  const [min, max] = [weight.min / 1000, weight.max / 1000];
  return { tonnes: min === max ? format.format(min) : format.formatRange(min, max) };
}

/**
 * An animal's figures as text. Made once, in the loader: the server's and the browser's ICU
 * data may write Armenian units differently, and the page must hydrate with the same text.
 */
export function figuresOf(
  locale: Locale,
  entry: { length: Range; mya: { from: number; to: number }; weight?: Range | undefined },
) {
  return {
    length: formatLength(locale, entry.length),
    mya: formatMya(locale, entry.mya),
    weight: entry.weight ? formatWeight(locale, entry.weight) : null,
  };
}

/** "68–66 million years ago", the older figure first, as the sources write it. */
export function formatMya(locale: Locale, mya: { from: number; to: number }): string {
  const format = number(locale);
  return mya.from === mya.to
    ? format.format(mya.from)
    : `${format.format(mya.from)}–${format.format(mya.to)}`;
}
