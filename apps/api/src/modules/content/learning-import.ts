import { createHash } from 'node:crypto';
import { and, getTableColumns, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LearningContent } from '@dino/content/learning';
import type { Database } from '../../db/client.ts';
import { learningActivities, learningLessons, learningModules } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ContentTable = typeof learningModules | typeof learningLessons | typeof learningActivities;

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
async function upsert<T extends ContentTable>(
  tx: Transaction,
  table: T,
  rows: (T['$inferInsert'] & { content_hash: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((name) => name !== 'uuid');
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
async function retireMissing(tx: Transaction, table: ContentTable, kept: string[]): Promise<void> {
  await tx
    .update(table)
    .set({ retired_at: sql`now()`, updated_at: sql`now()` } as never)
    .where(and(isNull(table.retired_at), notInArray(table.uuid, kept)));
}

function withHash<T extends object>(row: T): T & { content_hash: string } {
  return { ...row, content_hash: hashOf(row) };
}

export async function importLearning(db: Database, content: LearningContent): Promise<void> {
  const modules = content.modules.map((module) =>
    withHash({
      uuid: module.uuid,
      slug: module.id,
      position: module.position,
      organization_id: module.organization_id,
      name: module.name,
      description: module.description,
      art: module.art,
      age_min: module.ages[0],
      age_max: module.ages[1],
    }),
  );
  const lessons = content.modules.flatMap((module) =>
    module.lessons.map((lesson) =>
      withHash({
        uuid: lesson.uuid,
        slug: lesson.id,
        position: lesson.position,
        module_uuid: module.uuid,
        name: lesson.name,
      }),
    ),
  );
  const activities = content.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) =>
      lesson.activities.map((activity) =>
        withHash({
          uuid: activity.uuid,
          slug: activity.id,
          position: activity.position,
          lesson_uuid: lesson.uuid,
          type: activity.type,
          title: activity.title,
          points: activity.points,
          age_min: activity.ages[0],
          age_max: activity.ages[1],
          narration: activity.narration ?? null,
          content: activity.content as Record<string, unknown>,
        }),
      ),
    ),
  );

  await db.transaction(async (tx) => {
    // Parents before children, for the foreign keys.
    await upsert(tx, learningModules, modules);
    await upsert(tx, learningLessons, lessons);
    await upsert(tx, learningActivities, activities);
    for (const [table, rows] of [
      [learningModules, modules],
      [learningLessons, lessons],
      [learningActivities, activities],
    ] as const) {
      await retireMissing(
        tx,
        table,
        rows.map((row) => row.uuid),
      );
    }
  });
}
