import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type ConsentCategory,
  type User,
} from '@dino/contract';
import { useRouteLoaderData } from 'react-router';
import { cookie } from './cookies.ts';
import { createStore, useStore } from './store.ts';

/** The optional categories the visitor allowed; necessary cookies are always on. */
export type Consent = Record<Exclude<ConsentCategory, 'necessary'>, boolean>;

export const NECESSARY_ONLY: Consent = { statistical: false, marketing: false };
export const ACCEPT_ALL: Consent = { statistical: true, marketing: true };

/** Stored as the allowed categories joined by dots, e.g. "necessary.statistical". */
export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  const allowed = new Set(value.split('.'));
  if (!allowed.has('necessary')) return null;
  return { statistical: allowed.has('statistical'), marketing: allowed.has('marketing') };
}

export function consentCookie(consent: Consent): string {
  const allowed = CONSENT_CATEGORIES.filter(
    (category) => category === 'necessary' || consent[category],
  );
  return cookie(CONSENT_COOKIE, allowed.join('.'), {
    maxAge: CONSENT_COOKIE_MAX_AGE,
    sameSite: 'Lax',
  });
}

/** The choice a parent saved with their account, for a device that has none yet; never a child's. */
export function accountConsent(user: User | null): Consent | null {
  if (user?.type !== 'parent' || !user.settings?.cookie_consent) return null;
  const { statistical, marketing } = user.settings.cookie_consent;
  return { statistical, marketing };
}

/** A choice made on this page, before the next load reads it from the cookie. */
const chosenHere = createStore<Consent | null>(null);

export function chooseConsent(consent: Consent): void {
  document.cookie = consentCookie(consent);
  chosenHere.set(consent);
}

/**
 * The visitor's choice, or null until they make one. Anything that is not necessary (a video
 * embed, statistics) must ask `allows` first and stay off while it says no.
 */
export function useConsent(): Consent | null {
  const stored = useRouteLoaderData<{ consent: Consent | null }>('root')?.consent ?? null;
  return useStore(chosenHere) ?? stored;
}

export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  return category === 'necessary' || consent?.[category] === true;
}
