import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { RETRY_POINTS_DIVISOR } from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import {
  activityCompletions,
  learningActivities,
  learningLessons,
  learningModules,
  lessonCompletions,
  userStats,
} from '../../db/schema.ts';

/** What the activity page saw: right on the first try, and the seconds it took. */
export interface CompletionDetails {
  first_try?: boolean | undefined;
  seconds?: number | undefined;
}

/** The signed-in child whose progress is shown; a parent has none. */
type ChildId = number | null;

const modules = learningModules;
const lessons = learningLessons;
const activities = learningActivities;

const moduleIsLive = isNull(modules.retired_at);
const lessonIsLive = and(isNull(lessons.retired_at), moduleIsLive);
const activityIsLive = and(isNull(activities.retired_at), lessonIsLive);

function moduleProgress(child: ChildId) {
  return {
    lessons_total: sql<number>`(select count(*)::int from ${lessons} l
      where l.module_uuid = ${outer(modules.uuid)} and l.retired_at is null)`,
    lessons_completed: sql<number>`(select count(*)::int from ${lessonCompletions} c
      join ${lessons} l on l.uuid = c.lesson_uuid
      where l.module_uuid = ${outer(modules.uuid)} and l.retired_at is null and c.child_id = ${child})`,
  };
}

/**
 * A child's list gives the modules of their age first, then the others nearest to it (a module
 * one year too old before one five years too young; older before younger at the same distance),
 * each in the curriculum's order: one order in the database, so pages never overlap or skip.
 */
function moduleOrder(age: number | null) {
  if (age === null) return [asc(modules.position)];
  return [
    sql`greatest(${modules.age_min} - ${age}::int, ${age}::int - ${modules.age_max}, 0)`,
    sql`(${modules.age_min} > ${age}::int) desc`,
    asc(modules.position),
  ];
}

/**
 * What decides whether a lesson is open (path.ts): its band and whether it and the lesson
 * before it are completed. The database keeps no band of a lesson's own: each activity holds
 * the lesson's band unless it narrows it, so the lesson's is theirs taken together.
 */
function lessonPath(child: ChildId) {
  return {
    completed: sql<boolean>`exists (select 1 from ${lessonCompletions} c
      where c.lesson_uuid = ${outer(lessons.uuid)} and c.child_id = ${child})`,
    min_age: sql<number>`coalesce((select min(a.age_min) from ${activities} a
      where a.lesson_uuid = ${outer(lessons.uuid)} and a.retired_at is null), ${modules.age_min})`,
    max_age: sql<number>`coalesce((select max(a.age_max) from ${activities} a
      where a.lesson_uuid = ${outer(lessons.uuid)} and a.retired_at is null), ${modules.age_max})`,
    previous_completed: sql<boolean | null>`(select exists (select 1 from ${lessonCompletions} c
        where c.lesson_uuid = p.uuid and c.child_id = ${child})
      from ${lessons} p
      where p.module_uuid = ${outer(lessons.module_uuid)} and p.retired_at is null
        and p.position < ${outer(lessons.position)}
      order by p.position desc limit 1)`,
  };
}

function lessonProgress(child: ChildId) {
  return {
    ...lessonPath(child),
    activities_total: sql<number>`(select count(*)::int from ${activities} a
      where a.lesson_uuid = ${outer(lessons.uuid)} and a.retired_at is null)`,
    activities_completed: sql<number>`(select count(*)::int from ${activityCompletions} c
      join ${activities} a on a.uuid = c.activity_uuid
      where a.lesson_uuid = ${outer(lessons.uuid)} and a.retired_at is null and c.child_id = ${child})`,
  };
}

function activityProgress(child: ChildId) {
  return {
    completed: sql<boolean>`exists (select 1 from ${activityCompletions} c
      where c.activity_uuid = ${outer(activities.uuid)} and c.child_id = ${child})`,
    earned: sql<number | null>`(select c.points from ${activityCompletions} c
      where c.activity_uuid = ${outer(activities.uuid)} and c.child_id = ${child})`,
  };
}

const moduleColumns = {
  uuid: modules.uuid,
  slug: modules.slug,
  name: modules.name,
  description: modules.description,
  art: modules.art,
  age_min: modules.age_min,
  age_max: modules.age_max,
};

const lessonColumns = {
  uuid: lessons.uuid,
  slug: lessons.slug,
  name: lessons.name,
  position: lessons.position,
  module_uuid: modules.uuid,
  module_name: modules.name,
};

const activityColumns = {
  uuid: activities.uuid,
  slug: activities.slug,
  type: activities.type,
  title: activities.title,
  points: activities.points,
  age_min: activities.age_min,
  age_max: activities.age_max,
  narration: activities.narration,
  content: activities.content,
  position: activities.position,
  lesson_uuid: lessons.uuid,
  lesson_name: lessons.name,
  lesson_position: lessons.position,
  module_uuid: modules.uuid,
  module_name: modules.name,
};

async function totalScores(tx: Pick<Database, 'select'>, childId: number): Promise<number> {
  const [stats] = await tx
    .select({ total_scores: userStats.total_scores })
    .from(userStats)
    .where(eq(userStats.user_id, childId));
  return stats?.total_scores ?? 0;
}

export interface Page {
  limit: number;
  offset: number;
}

export function learningRepository(db: Database) {
  return {
    /** In the curriculum's order, or with `age` in that child's order. */
    async listModules(organizationId: number, child: ChildId, page: Page, age: number | null) {
      const where = and(eq(modules.organization_id, organizationId), moduleIsLive);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...moduleColumns, ...moduleProgress(child) })
          .from(modules)
          .where(where)
          .orderBy(...moduleOrder(age))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(modules).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findModule(uuid: string, child: ChildId) {
      const [row] = await db
        .select({ ...moduleColumns, ...moduleProgress(child) })
        .from(modules)
        .where(and(eq(modules.uuid, uuid), moduleIsLive));
      return row;
    },

    /** The organization of a live module, or undefined: a cheap check before listing its lessons. */
    async moduleOrganization(uuid: string): Promise<number | undefined> {
      const [row] = await db
        .select({ organization_id: modules.organization_id })
        .from(modules)
        .where(and(eq(modules.uuid, uuid), moduleIsLive));
      return row?.organization_id;
    },

    async listLessons(moduleUuid: string, child: ChildId, page: Page) {
      const where = and(eq(lessons.module_uuid, moduleUuid), lessonIsLive);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...lessonColumns, ...lessonProgress(child) })
          .from(lessons)
          .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
          .where(where)
          .orderBy(asc(lessons.position))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(lessons)
          .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findLesson(uuid: string, child: ChildId) {
      const [row] = await db
        .select({ ...lessonColumns, ...lessonProgress(child) })
        .from(lessons)
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(lessons.uuid, uuid), lessonIsLive));
      return row;
    },

    async lessonOrganization(uuid: string): Promise<number | undefined> {
      const [row] = await db
        .select({ organization_id: modules.organization_id })
        .from(lessons)
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(lessons.uuid, uuid), lessonIsLive));
      return row?.organization_id;
    },

    /**
     * Every live lesson of an organization with what decides whether it is open, in the child's
     * module order and by index: the whole path, for "Play next".
     */
    async listPath(organizationId: number, child: number, age: number) {
      return db
        .select({
          uuid: lessons.uuid,
          module_uuid: modules.uuid,
          module_age_min: modules.age_min,
          module_age_max: modules.age_max,
          ...lessonPath(child),
        })
        .from(lessons)
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(modules.organization_id, organizationId), lessonIsLive))
        .orderBy(...moduleOrder(age), asc(lessons.position));
    },

    /** The lesson of the child's latest completed activity, if any. */
    async lastLessonPlayed(child: number): Promise<string | undefined> {
      const [row] = await db
        .select({ lesson_uuid: activities.lesson_uuid })
        .from(activityCompletions)
        .innerJoin(activities, eq(activities.uuid, activityCompletions.activity_uuid))
        .where(eq(activityCompletions.child_id, child))
        .orderBy(desc(activityCompletions.completed_at))
        .limit(1);
      return row?.lesson_uuid;
    },

    /** Whether a live activity is completed by the child, and what opens its lesson. */
    async activityGate(uuid: string, child: number) {
      const [row] = await db
        .select({
          activity_completed: activityProgress(child).completed,
          ...lessonPath(child),
        })
        .from(activities)
        .innerJoin(lessons, eq(lessons.uuid, activities.lesson_uuid))
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(activities.uuid, uuid), activityIsLive));
      return row;
    },

    async listActivities(lessonUuid: string, child: ChildId) {
      return db
        .select({ ...activityColumns, ...activityProgress(child) })
        .from(activities)
        .innerJoin(lessons, eq(lessons.uuid, activities.lesson_uuid))
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(activities.lesson_uuid, lessonUuid), activityIsLive))
        .orderBy(asc(activities.position));
    },

    /**
     * The first `perType` activities of every type in curriculum order, for visitors to try:
     * ranked in one query so that no more content than is shown leaves the database.
     */
    async listExamples(organizationId: number, perType: number) {
      const ranked = db.$with('ranked').as(
        db
          .select({
            activity_uuid: sql<string>`${activities.uuid}`.as('activity_uuid'),
            rank: sql<number>`row_number() over (partition by ${activities.type}
              order by ${modules.position}, ${lessons.position}, ${activities.position})`.as(
              'rank',
            ),
          })
          .from(activities)
          .innerJoin(lessons, eq(lessons.uuid, activities.lesson_uuid))
          .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
          .where(and(activityIsLive, eq(modules.organization_id, organizationId))),
      );
      return db
        .with(ranked)
        .select({ ...activityColumns, ...activityProgress(null), rank: ranked.rank })
        .from(activities)
        .innerJoin(ranked, eq(ranked.activity_uuid, activities.uuid))
        .innerJoin(lessons, eq(lessons.uuid, activities.lesson_uuid))
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(lte(ranked.rank, perType))
        .orderBy(asc(ranked.rank));
    },

    async findActivity(uuid: string, child: ChildId) {
      const [row] = await db
        .select({ ...activityColumns, ...activityProgress(child) })
        .from(activities)
        .innerJoin(lessons, eq(lessons.uuid, activities.lesson_uuid))
        .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
        .where(and(eq(activities.uuid, uuid), activityIsLive));
      return row;
    },

    /**
     * One statement, one round trip: the live activity's points, what the child earns for it
     * (earnedPoints in the contract, here in SQL so it is decided where it is stored), the
     * completion inserted at most once (the primary key lets only the first of concurrent calls
     * insert), and the earned points added to the child's total only when it was. A repeat reads
     * what the first call stored, in a statement of its own, which sees a first completion that
     * raced it. Answers the child's total and what the activity earned, or null when there is no
     * such live activity.
     */
    async completeActivity(
      childId: number,
      uuid: string,
      how: CompletionDetails,
    ): Promise<{ total: number; earned: number } | null> {
      // node-postgres and PGlite both answer a raw statement with its `rows`.
      const { rows } = (await db.execute(sql`
        with activity as (
          select case when ${how.first_try ?? null}::boolean is false
                   then ceil(${activities.points}::numeric / ${RETRY_POINTS_DIVISOR})::int
                   else ${activities.points} end as earned
            from ${activities}
            inner join ${lessons} on ${lessons.uuid} = ${activities.lesson_uuid}
            inner join ${modules} on ${modules.uuid} = ${lessons.module_uuid}
           where ${activities.uuid} = ${uuid} and ${activityIsLive}
        ), added as (
          insert into ${activityCompletions} (child_id, activity_uuid, points, first_try, seconds)
          select ${childId}::int, ${uuid}::uuid, earned, ${how.first_try ?? null}::boolean,
                 ${how.seconds ?? null}::int
            from activity
          on conflict do nothing
          returning points
        ), total as (
          insert into ${userStats} (user_id, total_scores)
          select ${childId}::int, points from added
          on conflict (user_id) do update
            set total_scores = ${userStats.total_scores} + excluded.total_scores
          returning total_scores
        )
        select (select earned from activity) as live, (select points from added) as earned,
               (select total_scores from total) as total`)) as unknown as {
        rows: { live: number | null; earned: number | null; total: number | null }[];
      };
      const row = rows[0];
      if (row?.live == null) return null;
      if (row.earned != null && row.total != null) return { total: row.total, earned: row.earned };
      const [stored] = await db
        .select({ points: activityCompletions.points })
        .from(activityCompletions)
        .where(
          and(
            eq(activityCompletions.child_id, childId),
            eq(activityCompletions.activity_uuid, uuid),
          ),
        );
      return { total: await totalScores(db, childId), earned: stored?.points ?? 0 };
    },

    /** 'incomplete' while a live activity of the lesson is not completed by the child. */
    async completeLesson(
      childId: number,
      uuid: string,
    ): Promise<'not_found' | 'incomplete' | number> {
      return db.transaction(async (tx) => {
        const [lesson] = await tx
          .select({
            remaining: sql<number>`(select count(*)::int from ${activities} a
              where a.lesson_uuid = ${outer(lessons.uuid)} and a.retired_at is null
              and not exists (select 1 from ${activityCompletions} c
                where c.activity_uuid = a.uuid and c.child_id = ${childId}))`,
          })
          .from(lessons)
          .innerJoin(modules, eq(modules.uuid, lessons.module_uuid))
          .where(and(eq(lessons.uuid, uuid), lessonIsLive));
        if (!lesson) return 'not_found';
        if (lesson.remaining > 0) return 'incomplete';
        await tx
          .insert(lessonCompletions)
          .values({ child_id: childId, lesson_uuid: uuid })
          .onConflictDoNothing();
        return totalScores(tx, childId);
      });
    },
  };
}

export type LearningRepository = ReturnType<typeof learningRepository>;
