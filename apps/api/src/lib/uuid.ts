import { z } from 'zod';

const uuid = z.uuid();

/**
 * Path ids are any text (API.md): one that is not a uuid names nothing. Checked before it
 * reaches a uuid column, where PostgreSQL would refuse it with an error instead of no rows.
 */
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}
