import type { LearningContent } from '@dino/content/learning';
import type { Database } from '../../db/client.ts';
import { learningActivities, learningLessons, learningModules } from '../../db/schema.ts';
import { retireMissing, upsert, withHash } from './upsert.ts';

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
