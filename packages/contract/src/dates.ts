import { addDays, differenceInYears, format, parseISO, subYears } from 'date-fns';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from './constants.ts';

/** Children's ages, kept apart from the schemas so a page that shows an age loads no zod. */
export function ageOn(birthday: string, today: Date = new Date()): number {
  return differenceInYears(today, parseISO(birthday));
}

/** The birthdays of children aged 3 to 12 today, as bounds for a date picker. */
export function childBirthdayRange(today: Date = new Date()): { min: string; max: string } {
  return {
    min: format(addDays(subYears(today, CHILD_MAX_AGE + 1), 1), 'yyyy-MM-dd'),
    max: format(subYears(today, CHILD_MIN_AGE), 'yyyy-MM-dd'),
  };
}

export function isChildAge(birthday: string, today: Date = new Date()): boolean {
  const age = ageOn(birthday, today);
  return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE;
}
