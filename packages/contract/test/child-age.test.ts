import { describe, expect, it } from 'vitest';
import { childBirthdayRange, isChildAge } from '../src/dates.ts';

describe('child birthday range', () => {
  const today = new Date(2026, 10, 23);

  it('offers exactly the birthdays of children aged 3 to 12', () => {
    const { min, max } = childBirthdayRange(today);
    expect(max).toBe('2023-11-23');
    expect(min).toBe('2013-11-24');
    expect(isChildAge(max, today)).toBe(true);
    expect(isChildAge(min, today)).toBe(true);
    expect(isChildAge('2023-11-24', today)).toBe(false);
    expect(isChildAge('2013-11-23', today)).toBe(false);
  });
});
