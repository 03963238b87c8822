import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningRoot, type LearningContent } from '@dino/content/learning';
import {
  errorEnvelope,
  lessonData,
  moduleData,
  paginatedEnvelope,
  successEnvelope,
  translate,
  type AgeBand,
  type LessonData,
  type ModuleData,
} from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { fixtureLearning, loadFixture } from './helpers/learning.ts';
import { addChild, apiCaller, verifiedParent } from './helpers/users.ts';

/**
 * A path at the child's level (issue 20, decision 0015): modules of the child's age first,
 * lessons at or below their age open at once, a harder one after the one before it, and "Play
 * next" going on from where the child was.
 */

type Caller = ReturnType<typeof apiCaller>;
type Learner = Awaited<ReturnType<typeof addChild>>;

async function modulesOf(call: Caller, token: string, query = 'per_page=100') {
  const response = await call('GET', `/api/dino/modules/list?${query}`, token);
  expect(response.statusCode).toBe(200);
  return paginatedEnvelope(moduleData).parse(response.json());
}

async function lessonsOf(call: Caller, token: string, module: string): Promise<LessonData[]> {
  const response = await call('GET', `/api/dino/lessons/list?uuid=${module}&per_page=100`, token);
  expect(response.statusCode).toBe(200);
  return paginatedEnvelope(lessonData).parse(response.json()).data;
}

async function nextFor(call: Caller, token: string, query = ''): Promise<LessonData | null> {
  const response = await call('GET', `/api/dino/lessons/next${query}`, token);
  expect(response.statusCode).toBe(200);
  return successEnvelope(lessonData.nullable()).parse(response.json()).data;
}

/** Plays a lesson to its end as the activity page would: every activity, then the lesson. */
async function finish(
  call: Caller,
  token: string,
  lesson: { uuid: string; activities: { uuid: string }[] },
) {
  for (const activity of lesson.activities) {
    expect(
      (await call('POST', `/api/dino/activities/complete/${activity.uuid}`, token)).statusCode,
    ).toBe(200);
  }
  expect((await call('POST', `/api/dino/lessons/complete/${lesson.uuid}`, token)).statusCode).toBe(
    200,
  );
}

/**
 * The test curriculum with age bands of a path: "first" for 5 to 12, whose lessons climb from
 * 5-6 to 11-12 and end with one for 9-12; "second" for 3 to 4; "third" for 9 to 12. An activity
 * holds its lesson's band.
 */
const FIRST_LESSONS: AgeBand[] = [
  [5, 6],
  [6, 8],
  [7, 9],
  [9, 12],
  [10, 12],
  ...Array.from({ length: 6 }, (): AgeBand => [11, 12]),
  [9, 12],
];
async function pathCurriculum(): Promise<LearningContent> {
  const content = structuredClone(await fixtureLearning());
  const [first, second, third] = content.modules;
  const band = (module: LearningContent['modules'][number], ages: AgeBand, lessons: AgeBand[]) => {
    module.ages = ages;
    module.lessons.forEach((lesson, index) => {
      for (const activity of lesson.activities) activity.ages = lessons[index] ?? ages;
    });
  };
  band(first!, [5, 12], FIRST_LESSONS);
  band(second!, [3, 4], []);
  band(third!, [9, 12], []);
  // An activity may narrow its lesson's band; the lesson's is still the widest.
  first!.lessons[0]!.activities[2]!.ages = [6, 6];
  return content;
}

describe('on a curriculum with age bands', () => {
  let t: TestContext;
  let call: Caller;
  let parent: Awaited<ReturnType<typeof verifiedParent>>;
  const curriculum = () => {
    const [first, second, third] = t.learning.modules;
    return { first: first!, second: second!, third: third! };
  };
  const child = (age: number) => addChild(t.app, parent, t.smtp, age);

  beforeAll(async () => {
    t = await createTestApp({}, { learning: await pathCurriculum() });
    call = apiCaller(() => t.app);
    parent = await verifiedParent(t.app, t.smtp);
  });
  afterAll(async () => t?.close());

  it('gives modules and lessons their ages in years, and how each module fits the child', async () => {
    const ten = await child(10);
    const modules = (await modulesOf(call, ten.token)).data;
    const { first, second, third } = curriculum();
    expect(modules.map((m) => [m.slug, m.min_age, m.max_age, m.fit])).toEqual([
      [first.id, 5, 12, 'your_age'],
      [third.id, 9, 12, 'your_age'],
      [second.id, 3, 4, 'younger'],
    ]);
    // The spec's fields stay.
    expect(modules[0]).toMatchObject({
      uuid: first.uuid,
      name: 'First',
      ages: { min: 5, max: 12 },
    });

    const lessons = await lessonsOf(call, ten.token, first.uuid);
    expect(lessons.map((l) => [l.min_age, l.max_age])).toEqual(FIRST_LESSONS);
    expect(lessons[0]).toMatchObject({ index: 0, completed: false, locked: false });
    const one = (await call('GET', `/api/dino/lessons/${first.lessons[5]!.uuid}`, ten.token)).json()
      .data;
    expect(lessonData.parse(one)).toMatchObject({ min_age: 11, max_age: 12, locked: true });
    const module = (await call('GET', `/api/dino/modules/${second.uuid}`, ten.token)).json().data;
    expect(moduleData.parse(module)).toMatchObject({ min_age: 3, max_age: 4, fit: 'younger' });
  });

  it('puts the modules of a 4-year-old’s age first, then the nearest, on every page', async () => {
    const four = await child(4);
    const { first, second, third } = curriculum();
    const all = (await modulesOf(call, four.token)).data;
    expect(all.map((m) => [m.slug, m.fit])).toEqual([
      [second.id, 'your_age'],
      [first.id, 'older'],
      [third.id, 'older'],
    ]);
    const pages: ModuleData[] = [];
    for (const page of [1, 2, 3]) {
      const body = await modulesOf(call, four.token, `per_page=1&page=${page}`);
      expect(body.pagination).toEqual({ currentPage: page, perPage: 1, lastPage: 3, total: 3 });
      pages.push(...body.data);
    }
    expect(pages.map((m) => m.uuid)).toEqual(all.map((m) => m.uuid));
  });

  it('opens a 10-year-old’s lessons up to their age at once, and a harder one after the one before', async () => {
    const ten = await child(10);
    const { first } = curriculum();
    // One letter a lesson, in order: o is open, L locked.
    const locks = async () =>
      (await lessonsOf(call, ten.token, first.uuid))
        .map((lesson) => (lesson.locked ? 'L' : 'o'))
        .join('');
    // 9-12 and 10-12 are open before any easier lesson is done; 11-12 waits for 10-12; the
    // last, 9-12 again, is open too.
    expect(await locks()).toBe('oooooLLLLLLo');
    await finish(call, ten.token, first.lessons[4]!);
    expect(await locks()).toBe('ooooooLLLLLo');
  });

  it('refuses to complete an activity of a locked lesson, with a message saying what opens it', async () => {
    const seven = await child(7);
    const { first } = curriculum();
    const [harder] = first.lessons[5]!.activities;
    for (const language of ['en', 'hy'] as const) {
      const refused = await call(
        'POST',
        `/api/dino/activities/complete/${harder!.uuid}`,
        seven.token,
        undefined,
        language,
      );
      expect(refused.statusCode).toBe(409);
      expect(errorEnvelope.parse(refused.json())).toMatchObject({
        type: 'conflict',
        message: translate(language, 'error.lesson_locked'),
      });
    }
    const shown = (await call('GET', `/api/dino/activities/${harder!.uuid}`, seven.token)).json()
      .data;
    expect(shown.completed).toBe(false);
    const user = (await call('POST', '/api/auth/user-data', seven.token)).json().data;
    expect(user.user_stat.total_scores).toBe(0);

    // Lessons 0-2 are at or below 7; each one after opens as the one before it is finished.
    await finish(call, seven.token, first.lessons[2]!);
    await finish(call, seven.token, first.lessons[3]!);
    await finish(call, seven.token, first.lessons[4]!);
    const [opened] = first.lessons[5]!.activities;
    expect(
      (await call('POST', `/api/dino/activities/complete/${opened!.uuid}`, seven.token)).statusCode,
    ).toBe(200);
  });

  it('follows a child their parent moved up a stage', async () => {
    const six = await child(6);
    const { first, second, third } = curriculum();
    const order = async () => (await modulesOf(call, six.token)).data.map((m) => [m.slug, m.fit]);
    expect(await order()).toEqual([
      [first.id, 'your_age'],
      [second.id, 'younger'],
      [third.id, 'older'],
    ]);
    const moved = await call('PUT', `/api/family/children/${six.user.id}/stage`, parent.token, {
      shift: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A hatchling (5-6) moved up learns as an explorer (7-9) of 8: 9-12 is one year away.
    expect(await order()).toEqual([
      [first.id, 'your_age'],
      [third.id, 'older'],
      [second.id, 'younger'],
    ]);
    const lessons = await lessonsOf(call, six.token, first.uuid);
    expect(lessons.map((lesson) => lesson.locked).slice(0, 4)).toEqual([false, false, false, true]);
  });

  it('lets a parent browse everything in the curriculum’s order, nothing locked, no fit', async () => {
    const { first, second, third } = curriculum();
    const modules = (await modulesOf(call, parent.token)).data;
    expect(modules.map((m) => [m.slug, m.fit])).toEqual([
      [first.id, null],
      [second.id, null],
      [third.id, null],
    ]);
    const lessons = await lessonsOf(call, parent.token, first.uuid);
    expect(lessons.every((lesson) => !lesson.locked)).toBe(true);
    expect(await nextFor(call, parent.token)).toBeNull();
  });

  describe('Play next', () => {
    let ten: Learner;
    beforeAll(async () => {
      ten = await child(10);
    });
    const next = async (query = '') => (await nextFor(call, ten.token, query))?.uuid;

    it('starts a new child at the first lesson of their age in their first module', async () => {
      const { first, second } = curriculum();
      expect(await nextFor(call, ten.token)).toMatchObject({
        uuid: first.lessons[3]!.uuid,
        min_age: 9,
        max_age: 12,
        locked: false,
      });
      const four = await child(4);
      expect((await nextFor(call, four.token))?.uuid).toBe(second.lessons[0]!.uuid);
    });

    it('goes on within the module by the spec’s rule, into the lesson their progress opened', async () => {
      const { first } = curriculum();
      // Half-way through a lesson, the child goes on with it.
      const [started] = first.lessons[0]!.activities;
      await call('POST', `/api/dino/activities/complete/${started!.uuid}`, ten.token);
      expect(await next()).toBe(first.lessons[0]!.uuid);

      await finish(call, ten.token, first.lessons[3]!);
      expect(await next()).toBe(first.lessons[4]!.uuid);
      await finish(call, ten.token, first.lessons[4]!);
      // 11-12 opened when 10-12 was done: it is next, above their age.
      expect(await nextFor(call, ten.token)).toMatchObject({
        uuid: first.lessons[5]!.uuid,
        locked: false,
      });
      // The lesson the page names wins over history; a name of nothing is left aside.
      expect(await next(`?after=${first.lessons[0]!.uuid}`)).toBe(first.lessons[0]!.uuid);
      expect(await next('?after=not-a-lesson')).toBe(first.lessons[5]!.uuid);
    });

    it('then goes to the next module of their age, and up when nothing of their age is left', async () => {
      const { first, third } = curriculum();
      // Nothing comes after the last lesson of "first"; "third" comes after it in their list.
      await finish(call, ten.token, first.lessons[11]!);
      expect(await next()).toBe(third.lessons[0]!.uuid);
      // Every lesson of their age is done: the harder one their progress opened, not an easier one.
      await finish(call, ten.token, third.lessons[0]!);
      expect(await next()).toBe(first.lessons[5]!.uuid);
    });
  });
});

describe('on the real curriculum (the issue’s families)', () => {
  let t: TestContext;
  let call: Caller;
  let parent: Awaited<ReturnType<typeof verifiedParent>>;

  beforeAll(async () => {
    t = await createTestApp({}, { learning: await loadFixture(learningRoot()) });
    call = apiCaller(() => t.app);
    parent = await verifiedParent(t.app, t.smtp);
  });
  afterAll(async () => t?.close());

  it('lists a module of their age first for a 10-year-old, with every lesson up to 10 open', async () => {
    const ten = await addChild(t.app, parent, t.smtp, 10);
    const [first] = (await modulesOf(call, ten.token)).data;
    expect(first).toMatchObject({ fit: 'your_age' });
    expect(first!.min_age).toBeLessThanOrEqual(10);
    expect(first!.max_age).toBeGreaterThanOrEqual(10);
    const lessons = await lessonsOf(call, ten.token, first!.uuid);
    const upToTen = lessons.filter((lesson) => lesson.min_age <= 10);
    expect(upToTen.some((lesson) => lesson.min_age >= 9)).toBe(true);
    for (const lesson of upToTen) expect(lesson, lesson.name).toMatchObject({ locked: false });
  });

  it('lists no module from 7 up first for a 4-year-old: theirs come before all others', async () => {
    const four = await addChild(t.app, parent, t.smtp, 4);
    const modules = (await modulesOf(call, four.token)).data;
    expect(modules[0]!.min_age).toBeLessThanOrEqual(6);
    expect(modules[0]).toMatchObject({ fit: 'your_age' });
    const fits = modules.map((module) => module.fit);
    expect(fits.lastIndexOf('your_age')).toBeLessThan(fits.indexOf('older'));
    for (const module of modules) {
      expect(module.fit, module.slug).toBe(
        module.min_age <= 4 && module.max_age >= 4 ? 'your_age' : 'older',
      );
    }
  });
});
