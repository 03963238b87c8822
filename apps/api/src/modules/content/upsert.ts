import { createHash } from 'node:crypto';
import { and, getTableColumns, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type {
  learningActivities,
  learningLessons,
  learningModules,
  shopCategories,
  shopProducts,
} from '../../db/schema.ts';

/** Content rows keyed by stable uuids: written when new or changed, retired when gone. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ContentTable =
  | typeof learningModules
  | typeof learningLessons
  | typeof learningActivities
  | typeof shopCategories
  | typeof shopProducts;

function hashOf(row: object): string {
  return createHash('sha256').update(JSON.stringify(row)).digest('hex');
}

/** Every column but the key and the timestamps takes the incoming value. */
function incoming(table: PgTable, columns: string[]): Record<string, SQL> {
  const all = getTableColumns(table);
  return Object.fromEntries(
    columns.map((name) => [name, sql.raw(`excluded."${all[name]!.name}"`)]),
  );
}

/**
 * Inserts new rows and rewrites changed or returning ones; an unchanged row is not touched at
 * all, so a second import writes nothing.
 */
export async function upsert<T extends ContentTable>(
  tx: Transaction,
  table: T,
  rows: (T['$inferInsert'] & { content_hash: string })[],
  /** Columns a later import leaves alone (a product's stock, which orders change). */
  keep: string[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((name) => name !== 'uuid' && !keep.includes(name));
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({
      target: table.uuid,
      set: { ...incoming(table, columns), retired_at: null, updated_at: sql`now()` } as never,
      setWhere: sql`${table.content_hash} <> excluded.content_hash or ${table.retired_at} is not null`,
    });
}

/** What the files no longer hold is retired, never deleted: completions keep their activity. */
export async function retireMissing(
  tx: Transaction,
  table: ContentTable,
  kept: string[],
): Promise<void> {
  await tx
    .update(table)
    .set({ retired_at: sql`now()`, updated_at: sql`now()` } as never)
    .where(and(isNull(table.retired_at), notInArray(table.uuid, kept)));
}

export function withHash<T extends object>(row: T): T & { content_hash: string } {
  return { ...row, content_hash: hashOf(row) };
}
