import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { LessonFile } from '@dino/contract';
import { learningActivities, learningLessons, learningModules } from '../src/db/schema.ts';
import { importContent } from '../src/modules/content/import.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { FIXTURE_LEARNING_DIR, loadFixture } from './helpers/learning.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let workDir: string;
let root: string;

/** Rewrites one lesson file of the working copy of the fixture. */
async function editLesson(file: string, edit: (lesson: LessonFile) => void) {
  const full = path.join(root, file);
  const lesson = JSON.parse(await readFile(full, 'utf8')) as LessonFile;
  edit(lesson);
  await writeFile(full, JSON.stringify(lesson, null, 2));
}

async function reimport() {
  await importContent(t.database.db, await loadFixture(root));
}

async function snapshot() {
  const db = t.database.db;
  const columns = (
    table: typeof learningModules | typeof learningLessons | typeof learningActivities,
  ) => ({
    uuid: table.uuid,
    updated_at: table.updated_at,
    retired_at: table.retired_at,
    content_hash: table.content_hash,
  });
  return {
    modules: await db
      .select(columns(learningModules))
      .from(learningModules)
      .orderBy(asc(learningModules.uuid)),
    lessons: await db
      .select(columns(learningLessons))
      .from(learningLessons)
      .orderBy(asc(learningLessons.uuid)),
    activities: await db
      .select(columns(learningActivities))
      .from(learningActivities)
      .orderBy(asc(learningActivities.uuid)),
  };
}

function request(method: 'GET' | 'POST', url: string, token: string) {
  return t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': 'en' } });
}

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'dino-content-'));
  root = path.join(workDir, 'learning');
  await cp(FIXTURE_LEARNING_DIR, root, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('content import', () => {
  it('changes nothing when run again on the same content', async () => {
    const before = await snapshot();
    expect(before.activities).toHaveLength(19);
    await reimport();
    await reimport();
    expect(await snapshot()).toEqual(before);
  });

  it('updates edited texts in place, under the same uuid', async () => {
    const { first } = { first: t.learning.modules[0]! };
    const lesson = first.lessons[0]!;
    await editLesson('01-first/lessons/01-eggs.json', (file) => {
      file.name = { hy: 'Ձվեր և աստղեր', ru: 'Яйца и звёзды', en: 'Eggs and stars' };
    });
    await reimport();
    const parent = await verifiedParent(t.app, t.smtp);
    const shown = (await request('GET', `/api/dino/lessons/${lesson.uuid}`, parent.token)).json();
    expect(shown.data.name).toBe('Eggs and stars');
  });

  it('retires a removed activity without losing the points earned on it, and brings it back', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const child = await addChild(t.app, parent, t.smtp);
    const lesson = t.learning.modules[0]!.lessons[0]!;
    const removed = lesson.activities[1]!; // count-eggs, 15 points
    const done = await request(
      'POST',
      `/api/dino/activities/complete/${removed.uuid}`,
      child.token,
    );
    expect(done.json().data.total_scores).toBe(15);

    let saved: LessonFile['activities'][number] | undefined;
    await editLesson('01-first/lessons/01-eggs.json', (file) => {
      saved = file.activities.splice(1, 1)[0];
    });
    await reimport();

    const listed = (
      await request('GET', `/api/dino/activities/list?uuid=${lesson.uuid}`, child.token)
    ).json();
    expect(listed.data.map((activity: { slug: string }) => activity.slug)).toEqual([
      'find-egg',
      'order-sizes',
    ]);
    expect(listed.data.map((activity: { index: number }) => activity.index)).toEqual([0, 1]);
    expect(
      (await request('GET', `/api/dino/activities/${removed.uuid}`, child.token)).statusCode,
    ).toBe(404);
    expect(
      (await request('POST', `/api/dino/activities/complete/${removed.uuid}`, child.token))
        .statusCode,
    ).toBe(404);
    const user = (await request('POST', '/api/auth/user-data', child.token)).json().data;
    expect(user.user_stat.total_scores).toBe(15);

    // The lesson now needs only the two remaining activities.
    for (const activity of [lesson.activities[0]!, lesson.activities[2]!]) {
      await request('POST', `/api/dino/activities/complete/${activity.uuid}`, child.token);
    }
    const lessonDone = await request(
      'POST',
      `/api/dino/lessons/complete/${lesson.uuid}`,
      child.token,
    );
    expect(lessonDone.json().data).toEqual({ total_scores: 35, completed: true });

    await editLesson('01-first/lessons/01-eggs.json', (file) => {
      file.activities.splice(1, 0, saved!);
    });
    await reimport();
    const back = (await request('GET', `/api/dino/activities/${removed.uuid}`, child.token)).json()
      .data;
    expect(back).toMatchObject({ slug: 'count-eggs', completed: true, index: 1 });
    const again = await request(
      'POST',
      `/api/dino/activities/complete/${removed.uuid}`,
      child.token,
    );
    expect(again.json().data.total_scores).toBe(35);
  });

  it('keeps completions when an activity moves to another lesson of its module', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    const child = await addChild(t.app, parent, t.smtp);
    const [firstLesson, secondLesson] = t.learning.modules[0]!.lessons;
    const moving = firstLesson!.activities[0]!;
    await request('POST', `/api/dino/activities/complete/${moving.uuid}`, child.token);

    let activity: LessonFile['activities'][number] | undefined;
    await editLesson('01-first/lessons/01-eggs.json', (file) => {
      activity = file.activities.shift();
    });
    await editLesson('01-first/lessons/02-lesson-2.json', (file) => {
      file.activities.push(activity!);
    });
    await reimport();

    const moved = (await request('GET', `/api/dino/activities/${moving.uuid}`, child.token)).json()
      .data;
    expect(moved).toMatchObject({
      completed: true,
      lesson: { uuid: secondLesson!.uuid, index: 1 },
      index: 1,
    });
    const user = (await request('POST', '/api/auth/user-data', child.token)).json().data;
    expect(user.user_stat.total_scores).toBe(10);
  });

  it('retires a removed module and hides it from the list', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await rm(path.join(root, '03-third'), { recursive: true });
    await reimport();
    const list = (await request('GET', '/api/dino/modules/list', parent.token)).json();
    expect(list.data.map((module: { slug: string }) => module.slug)).toEqual(['first', 'second']);
    expect(list.total).toBe(2);
  });
});
