import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, NECESSARY_ONLY, consentCookie, parseConsent } from '../app/lib/consent.ts';

describe('cookie consent', () => {
  it('stores the allowed categories for a year, SameSite lax', () => {
    expect(consentCookie(NECESSARY_ONLY)).toBe(
      'cookie_consent=necessary; Path=/; SameSite=Lax; Max-Age=31536000',
    );
    expect(consentCookie({ statistical: false, marketing: true })).toContain(
      'cookie_consent=necessary.marketing;',
    );
  });

  it('reads back what it stored, and treats anything else as no choice yet', () => {
    expect(parseConsent('necessary')).toEqual(NECESSARY_ONLY);
    expect(parseConsent('necessary.statistical.marketing')).toEqual(ACCEPT_ALL);
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('statistical.marketing')).toBeNull();
    expect(parseConsent('')).toBeNull();
  });
});
