import { describe, expect, it } from 'vitest';
import { childBirthdayRange, isChildAge } from '../src/dates.ts';
import { learningAge } from '../src/discover/stage-rules.ts';

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

describe('the age a child learns at', () => {
  it('is their own age unless their parent moved them', () => {
    expect(learningAge(6, 0)).toBe(6);
    expect(learningAge(11, 0)).toBe(11);
  });

  it('keeps the place within the stage a child is moved to', () => {
    // A 6-year-old hatchling (5-6) is one year into their stage.
    expect(learningAge(6, 1)).toBe(8);
    expect(learningAge(6, -1)).toBe(4);
    expect(learningAge(5, 2)).toBe(10);
    // An 8-year-old explorer (7-9) moved up to paleontologist (10-12).
    expect(learningAge(8, 1)).toBe(11);
  });

  it('stays inside the stages at either end', () => {
    expect(learningAge(12, 1)).toBe(12);
    expect(learningAge(3, -2)).toBe(3);
    expect(learningAge(4, -1)).toBe(4);
  });
});
