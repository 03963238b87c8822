import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  HARD_TASKS_SHOWN,
  PROGRESS_WEEKS,
  weekStart,
  type ChildProgressData,
  type Locale,
  type LocalizedText,
} from '@dino/contract';
import type { Database } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import {
  activityCompletions,
  gamePlays,
  learningActivities,
  learningLessons,
  learningModules,
  lessonCompletions,
  userStats,
} from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** The Mondays of the last PROGRESS_WEEKS weeks, oldest first. */
export function lastWeeks(now: Date): string[] {
  const current = Date.parse(weekStart(now));
  return Array.from({ length: PROGRESS_WEEKS }, (_, i) =>
    new Date(current - (PROGRESS_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** date_trunc('week') is Monday in PostgreSQL; read in UTC so every server agrees. */
const weekOf = (column: unknown) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/**
 * What a parent's dashboard shows about one child. Everything is read from what the child did
 * (completions, lessons, game plays); nothing is collected for the dashboard alone.
 */
export function progressRepository(db: Database) {
  async function weeks(childId: number, now: Date) {
    const mondays = lastWeeks(now);
    const since = new Date(Date.parse(mondays[0]!));
    const activityWeeks = await db
      .select({
        week: weekOf(activityCompletions.completed_at),
        points: sql<number>`sum(${activityCompletions.points})::int`,
        activities: sql<number>`count(*)::int`,
        seconds: sql<number>`coalesce(sum(${activityCompletions.seconds}), 0)::int`,
      })
      .from(activityCompletions)
      .where(
        and(
          eq(activityCompletions.child_id, childId),
          gte(activityCompletions.completed_at, since),
        ),
      )
      .groupBy(sql`1`);
    const lessonWeeks = await db
      .select({ week: weekOf(lessonCompletions.completed_at), lessons: sql<number>`count(*)::int` })
      .from(lessonCompletions)
      .where(
        and(eq(lessonCompletions.child_id, childId), gte(lessonCompletions.completed_at, since)),
      )
      .groupBy(sql`1`);
    const gameWeeks = await db
      .select({
        week: weekOf(gamePlays.finished_at),
        seconds: sql<number>`sum(extract(epoch from ${gamePlays.finished_at} - ${gamePlays.started_at}))::int`,
      })
      .from(gamePlays)
      .where(and(eq(gamePlays.child_id, childId), gte(gamePlays.finished_at, since)))
      .groupBy(sql`1`);
    return mondays.map((start) => {
      const activity = activityWeeks.find((row) => row.week === start);
      const game = gameWeeks.find((row) => row.week === start);
      return {
        start,
        points: activity?.points ?? 0,
        activities: activity?.activities ?? 0,
        lessons: lessonWeeks.find((row) => row.week === start)?.lessons ?? 0,
        seconds: (activity?.seconds ?? 0) + (game?.seconds ?? 0),
      };
    });
  }

  return {
    weeks,

    /** What a child did in a span of time: the weekly mail's line. */
    async between(childId: number, from: Date, to: Date) {
      const [done] = await db
        .select({
          points: sql<number>`coalesce(sum(${activityCompletions.points}), 0)::int`,
          activities: sql<number>`count(*)::int`,
          seconds: sql<number>`coalesce(sum(${activityCompletions.seconds}), 0)::int`,
        })
        .from(activityCompletions)
        .where(
          and(
            eq(activityCompletions.child_id, childId),
            gte(activityCompletions.completed_at, from),
            lt(activityCompletions.completed_at, to),
          ),
        );
      const [lessons] = await db
        .select({ n: count() })
        .from(lessonCompletions)
        .where(
          and(
            eq(lessonCompletions.child_id, childId),
            gte(lessonCompletions.completed_at, from),
            lt(lessonCompletions.completed_at, to),
          ),
        );
      const [games] = await db
        .select({
          seconds: sql<number>`coalesce(sum(extract(epoch from ${gamePlays.finished_at} - ${gamePlays.started_at})), 0)::int`,
        })
        .from(gamePlays)
        .where(
          and(
            eq(gamePlays.child_id, childId),
            gte(gamePlays.finished_at, from),
            lt(gamePlays.finished_at, to),
          ),
        );
      return {
        points: done?.points ?? 0,
        activities: done?.activities ?? 0,
        lessons: lessons?.n ?? 0,
        seconds: (done?.seconds ?? 0) + (games?.seconds ?? 0),
      };
    },

    async progress(
      child: { id: number; first_name: string },
      locale: Locale,
      now = new Date(),
    ): Promise<ChildProgressData> {
      const name = (text: LocalizedText) => text[locale];
      const [stats] = await db
        .select({ score: userStats.total_scores })
        .from(userStats)
        .where(eq(userStats.user_id, child.id));
      const [activitiesDone] = await db
        .select({ n: count() })
        .from(activityCompletions)
        .where(eq(activityCompletions.child_id, child.id));
      const [gamesPlayed] = await db
        .select({ n: count() })
        .from(gamePlays)
        .where(and(eq(gamePlays.child_id, child.id), isNotNull(gamePlays.finished_at)));

      const modules = await db
        .select({
          uuid: learningModules.uuid,
          name: learningModules.name,
          lessons_total: sql<number>`(select count(*)::int from ${learningLessons} l
            where l.module_uuid = ${outer(learningModules.uuid)} and l.retired_at is null)`,
          lessons_completed: sql<number>`(select count(*)::int from ${lessonCompletions} c
            join ${learningLessons} l on l.uuid = c.lesson_uuid
            where l.module_uuid = ${outer(learningModules.uuid)} and l.retired_at is null
              and c.child_id = ${child.id})`,
        })
        .from(learningModules)
        .where(isNull(learningModules.retired_at))
        .orderBy(asc(learningModules.organization_id), asc(learningModules.position));

      // A completion saved before first tries were recorded (null) is counted in neither column.
      const byType = await db
        .select({
          type: learningActivities.type,
          first_try: sql<number>`count(*) filter (where ${activityCompletions.first_try})::int`,
          more_tries: sql<number>`count(*) filter (where not ${activityCompletions.first_try})::int`,
        })
        .from(activityCompletions)
        .innerJoin(
          learningActivities,
          eq(learningActivities.uuid, activityCompletions.activity_uuid),
        )
        .where(eq(activityCompletions.child_id, child.id))
        .groupBy(learningActivities.type)
        .orderBy(asc(learningActivities.type));

      // What was hard: the latest tasks that took more than one try, for the parent to help with.
      const hard = await db
        .select({
          activity: learningActivities.title,
          type: learningActivities.type,
          lesson: learningLessons.name,
          module: learningModules.name,
          completed_at: activityCompletions.completed_at,
        })
        .from(activityCompletions)
        .innerJoin(
          learningActivities,
          eq(learningActivities.uuid, activityCompletions.activity_uuid),
        )
        .innerJoin(learningLessons, eq(learningLessons.uuid, learningActivities.lesson_uuid))
        .innerJoin(learningModules, eq(learningModules.uuid, learningLessons.module_uuid))
        .where(
          and(eq(activityCompletions.child_id, child.id), eq(activityCompletions.first_try, false)),
        )
        .orderBy(desc(activityCompletions.completed_at))
        .limit(HARD_TASKS_SHOWN);

      const stickers = await db
        .select({
          lesson_uuid: learningLessons.uuid,
          lesson: learningLessons.name,
          module: learningModules.name,
          position: sql<number>`(row_number() over (partition by ${learningModules.uuid}
            order by ${lessonCompletions.completed_at}, ${learningLessons.position}) - 1)::int`,
          earned_at: lessonCompletions.completed_at,
        })
        .from(lessonCompletions)
        .innerJoin(learningLessons, eq(learningLessons.uuid, lessonCompletions.lesson_uuid))
        .innerJoin(learningModules, eq(learningModules.uuid, learningLessons.module_uuid))
        .where(eq(lessonCompletions.child_id, child.id))
        .orderBy(desc(lessonCompletions.completed_at), desc(learningLessons.position));

      const lessonsCompleted = modules.reduce((sum, m) => sum + m.lessons_completed, 0);
      return {
        child: { id: child.id, first_name: child.first_name },
        totals: {
          score: stats?.score ?? 0,
          activities_completed: activitiesDone?.n ?? 0,
          lessons_completed: lessonsCompleted,
          lessons_total: modules.reduce((sum, m) => sum + m.lessons_total, 0),
          modules_completed: modules.filter(
            (m) => m.lessons_total > 0 && m.lessons_completed === m.lessons_total,
          ).length,
          modules_total: modules.length,
          games_played: gamesPlayed?.n ?? 0,
        },
        weeks: await weeks(child.id, now),
        by_type: byType.filter((row) => row.first_try + row.more_tries > 0),
        modules: modules.map((m) => ({
          uuid: m.uuid,
          name: name(m.name),
          lessons_completed: m.lessons_completed,
          lessons_total: m.lessons_total,
        })),
        hard: hard.map((h) => ({
          activity: name(h.activity),
          type: h.type,
          lesson: name(h.lesson),
          module: name(h.module),
          completed_at: h.completed_at.toISOString(),
        })),
        stickers: stickers.map((s) => ({
          lesson_uuid: s.lesson_uuid,
          lesson: name(s.lesson),
          module: name(s.module),
          position: s.position,
          earned_at: s.earned_at.toISOString(),
        })),
      };
    },
  };
}

export type ProgressRepository = ReturnType<typeof progressRepository>;
