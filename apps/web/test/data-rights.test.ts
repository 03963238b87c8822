import { describe, expect, it } from 'vitest';
import type { User } from '@dino/contract';
import { calendarDay } from '../app/features/data-rights/calendar-day.ts';
import { attachmentName } from '../app/features/data-rights/save-file.ts';
import { accountConsent } from '../app/lib/consent.ts';

const parent = {
  type: 'parent',
  settings: {
    weekly_summary: false,
    cookie_consent: { statistical: false, marketing: true },
    terms: {
      accepted_version: '2026-01-01',
      accepted_at: '2026-01-02T10:00:00.000Z',
      current_version: '2026-01-01',
      up_to_date: true,
    },
  },
} as User;

describe('data rights', () => {
  it('names the downloaded file as the server does, and never with a path', () => {
    expect(attachmentName('attachment; filename="dino-data-2026-11-23.zip"', 'x.zip')).toBe(
      'dino-data-2026-11-23.zip',
    );
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
    expect(attachmentName('attachment; filename="../evil.zip"', 'x.zip')).toBe('x.zip');
  });

  it('writes a day as each language does, the same on every time zone', () => {
    expect(calendarDay('2026-11-20', 'en')).toBe('November 20, 2026');
    expect(calendarDay('2026-11-20T23:59:00.000Z', 'ru')).toBe('20.11.2026');
    expect(calendarDay('2026-11-05', 'hy')).toBe('05.11.2026');
    expect(calendarDay('not a date', 'hy')).toBe('not a date');
  });

  it('takes the cookie choice from a parent’s account only', () => {
    expect(accountConsent(parent)).toEqual({ statistical: false, marketing: true });
    expect(
      accountConsent({ ...parent, settings: { ...parent.settings!, cookie_consent: null } }),
    ).toBeNull();
    expect(accountConsent({ ...parent, type: 'child', settings: null } as User)).toBeNull();
    expect(accountConsent(null)).toBeNull();
  });
});
