import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityData,
  checkAnswer,
  errorEnvelope,
  lessonData,
  moduleData,
  paginatedEnvelope,
  translate,
  validationEnvelope,
} from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let parent: { token: string; user: { id: number } };
let child: { token: string; user: { id: number } };

/** The fixture curriculum (test/fixtures/learning): modules first, second, third. */
const fixture = () => {
  const [first, second, third] = t.learning.modules;
  return { first: first!, second: second!, third: third! };
};

function get(url: string, token?: string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
  });
}

function post(url: string, token?: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': language, ...(token ? bearer(token) : {}) },
  });
}

async function totalScores(token: string): Promise<number> {
  const response = await post('/api/auth/user-data', token);
  return response.json().data.user_stat.total_scores;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
});
afterAll(async () => t?.close());

describe('modules', () => {
  it('pages through the modules with the envelope of API.md', async () => {
    const first = await get('/api/dino/modules/list?per_page=2', child.token);
    expect(first.statusCode).toBe(200);
    const body = paginatedEnvelope(moduleData).parse(first.json());
    expect(body.data.map((module) => module.slug)).toEqual(['first', 'second']);
    expect(body.pagination).toEqual({ currentPage: 1, perPage: 2, lastPage: 2, total: 3 });
    expect(body.total_pages).toBe(2);
    expect(body.total).toBe(3);

    const second = paginatedEnvelope(moduleData).parse(
      (await get('/api/dino/modules/list?per_page=2&page=2', child.token)).json(),
    );
    expect(second.data.map((module) => module.slug)).toEqual(['third']);

    const beyond = paginatedEnvelope(moduleData).parse(
      (await get('/api/dino/modules/list?page=9', child.token)).json(),
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({ currentPage: 9, perPage: 10, lastPage: 1, total: 3 });
  });

  it('defaults to organization 1, page 1 and 10 per page; another organization has none', async () => {
    const body = (await get('/api/dino/modules/list', child.token)).json();
    expect(body.pagination).toEqual({ currentPage: 1, perPage: 10, lastPage: 1, total: 3 });
    const other = (await get('/api/dino/modules/list?organization_id=2', child.token)).json();
    expect(other.data).toEqual([]);
    expect(other.total).toBe(0);
  });

  it('refuses bad paging with a 422 per field', async () => {
    for (const query of ['per_page=101', 'per_page=0', 'page=0', 'page=abc', 'per_page=2.5']) {
      const response = await get(`/api/dino/modules/list?${query}`, child.token);
      expect(response.statusCode, query).toBe(422);
      const body = validationEnvelope.parse(response.json());
      expect(Object.keys(body.errors)[0], query).toBe(query.split('=')[0]);
    }
    const tooMany = (await get('/api/dino/modules/list?per_page=101', child.token)).json();
    expect(tooMany.errors.per_page[0]).toBe(translate('en', 'validation.max_value', { max: 100 }));
  });

  it('speaks the language of the request, Armenian by default', async () => {
    const names = async (language: string) =>
      (await get('/api/dino/modules/list', child.token, language)).json().data[0].name;
    expect(await names('hy')).toBe('Առաջին');
    expect(await names('ru')).toBe('Первый');
    expect(await names('en')).toBe('First');
    expect(await names('de')).toBe('Առաջին');
  });

  it('gives one module with its picture served from the page’s own origin', async () => {
    const { first } = fixture();
    const response = await get(`/api/dino/modules/${first.uuid}`, child.token);
    const module = moduleData.parse(response.json().data);
    expect(module).toMatchObject({ uuid: first.uuid, name: 'First', ages: { min: 3, max: 6 } });
    expect(module.lessons_total).toBe(12);
    // Relative to the site, so that it loads under any of the site's names.
    expect(module.art).toMatch(/^\/api\/dino\/art\//);
    const picture = await t.app.inject({ method: 'GET', url: module.art });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.body).toContain('<svg');
    const stale = await t.app.inject({ method: 'GET', url: `${module.art.split('?')[0]}?v=old` });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/api/dino/art/nothing.svg' });
    expect(missing.statusCode).toBe(404);
    errorEnvelope.parse(missing.json());
  });
});

describe('lessons', () => {
  it('pages through the lessons of a module with zero-based indexes', async () => {
    const { first } = fixture();
    const page2 = await get(
      `/api/dino/lessons/list?uuid=${first.uuid}&per_page=5&page=2`,
      child.token,
    );
    expect(page2.statusCode).toBe(200);
    const body = paginatedEnvelope(lessonData).parse(page2.json());
    expect(body.data.map((lesson) => lesson.index)).toEqual([5, 6, 7, 8, 9]);
    expect(body.pagination).toEqual({ currentPage: 2, perPage: 5, lastPage: 3, total: 12 });
    const page3 = (
      await get(`/api/dino/lessons/list?uuid=${first.uuid}&per_page=5&page=3`, child.token)
    ).json();
    expect(page3.data.map((lesson: { index: number }) => lesson.index)).toEqual([10, 11]);
    expect(page3.data[0].module).toEqual({ uuid: first.uuid, name: 'First' });
  });

  it('needs the module: 422 without or with a malformed uuid, 404 for an unknown one', async () => {
    expect((await get('/api/dino/lessons/list', child.token)).statusCode).toBe(422);
    const malformed = await get('/api/dino/lessons/list?uuid=12', child.token);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.uuid[0]).toBe(translate('en', 'validation.uuid'));
    const unknown = await get(
      '/api/dino/lessons/list?uuid=00000000-0000-4000-8000-000000000000',
      child.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelope.parse(unknown.json()).type).toBe('not_found');
  });

  it('gives one lesson with its module for breadcrumbs', async () => {
    const { first } = fixture();
    const lesson = first.lessons[3]!;
    const body = lessonData.parse(
      (await get(`/api/dino/lessons/${lesson.uuid}`, child.token, 'ru')).json().data,
    );
    expect(body).toMatchObject({ uuid: lesson.uuid, index: 3, name: 'Урок 4', completed: false });
    expect(body.module.name).toBe('Первый');
  });
});

describe('activities', () => {
  it('lists the activities of a lesson with their type, points and localized content', async () => {
    const { first } = fixture();
    const lesson = first.lessons[0]!;
    const response = await get(`/api/dino/activities/list?uuid=${lesson.uuid}`, child.token, 'hy');
    expect(response.statusCode).toBe(200);
    const activities = response.json().data.map((item: unknown) => activityData.parse(item));
    expect(activities.map((a: { type: string }) => a.type)).toEqual(['choice', 'count', 'order']);
    expect(activities.map((a: { points: number }) => a.points)).toEqual([10, 15, 10]);
    expect(activities.map((a: { index: number }) => a.index)).toEqual([0, 1, 2]);
    const [choice] = activities;
    expect(choice.title).toBe('Գտիր ձուն');
    expect(choice.name).toBe(choice.title);
    expect(choice.content.prompt).toBe('Գտիր ձուն։');
    expect(choice.content.options[0].art).toMatch(/^\/api\/dino\/art\/egg\.svg\?v=/);
    expect(choice.lesson).toEqual({ uuid: lesson.uuid, name: 'Ձվեր', index: 0 });
    // Every picture is named in the page's language, for screen readers.
    expect(choice.art_names[choice.content.options[0].art]).toBe('ձու');
    // Narration falls back to null where the language has none.
    expect(choice.narration).toBeNull();
    const english = (await get(`/api/dino/activities/${choice.uuid}`, child.token)).json().data;
    expect(english.narration).toBe('Where is the egg?');
    // The content the player receives is checkable by the contract's checker.
    expect(checkAnswer('choice', english.content, ['egg'])).toBe(true);
    expect(checkAnswer('choice', english.content, ['star'])).toBe(false);
  });

  it('answers 404 for unknown or malformed ids, never 500', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1',
      "'; drop table users;--",
      '%00',
    ]) {
      for (const path of ['modules', 'lessons', 'activities']) {
        const response = await get(`/api/dino/${path}/${encodeURIComponent(id)}`, child.token);
        expect(response.statusCode, `${path}/${id}`).toBe(404);
        errorEnvelope.parse(response.json());
      }
      const done = await post(
        `/api/dino/activities/complete/${encodeURIComponent(id)}`,
        child.token,
      );
      expect(done.statusCode).toBe(404);
      const lessonDone = await post(
        `/api/dino/lessons/complete/${encodeURIComponent(id)}`,
        child.token,
      );
      expect(lessonDone.statusCode).toBe(404);
    }
  });
});

describe('examples for visitors', () => {
  it('lists the first activities of every type, without sign-in, in the registry order', async () => {
    const response = await get('/api/dino/examples/list', undefined, 'ru');
    expect(response.statusCode).toBe(200);
    const examples = response.json().data.map((item: unknown) => activityData.parse(item));
    expect(examples.map((a: { slug: string }) => a.slug)).toEqual([
      'find-egg',
      'pick',
      'pairs',
      'order-sizes',
      'groups',
      'count-eggs',
      'trace-one',
      'blank-2',
      'blank-3',
      'tap-star',
    ]);
    expect(examples.every((a: { completed: boolean }) => !a.completed)).toBe(true);
    expect(examples[0].title).toBe('Найди яйцо');
  });

  it('stays the same for a signed-in child who completed one, and has no other organization', async () => {
    const [first] = (await get('/api/dino/examples/list', child.token)).json().data;
    await post(`/api/dino/activities/complete/${first.uuid}`, child.token);
    const again = (await get('/api/dino/examples/list', child.token)).json().data;
    expect(again[0]).toMatchObject({ uuid: first.uuid, completed: false });
    const other = await get('/api/dino/examples/list?organization_id=2');
    expect(other.json().data).toEqual([]);
    expect((await get('/api/dino/examples/list?organization_id=x')).statusCode).toBe(422);
  });
});

describe('who may learn', () => {
  it('turns anonymous visitors away from every learning call', async () => {
    const { first } = fixture();
    const lesson = first.lessons[0]!;
    const activity = lesson.activities[0]!;
    const calls = [
      get('/api/dino/modules/list'),
      get(`/api/dino/modules/${first.uuid}`),
      get(`/api/dino/lessons/list?uuid=${first.uuid}`),
      get(`/api/dino/lessons/${lesson.uuid}`),
      get(`/api/dino/activities/list?uuid=${lesson.uuid}`),
      get(`/api/dino/activities/${activity.uuid}`),
      post(`/api/dino/activities/complete/${activity.uuid}`),
      post(`/api/dino/lessons/complete/${lesson.uuid}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(errorEnvelope.parse(response.json()).type).toBe('unauthenticated');
    }
  });

  it('lets a parent browse but not complete: 403 with a message saying why', async () => {
    const { first } = fixture();
    const lesson = first.lessons[0]!;
    const modules = (await get('/api/dino/modules/list', parent.token)).json();
    expect(modules.data[0].lessons_completed).toBe(0);
    const response = await post(
      `/api/dino/activities/complete/${lesson.activities[0]!.uuid}`,
      parent.token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      type: 'forbidden',
      message: translate('en', 'error.child_only'),
    });
    expect((await post(`/api/dino/lessons/complete/${lesson.uuid}`, parent.token)).statusCode).toBe(
      403,
    );
    expect(await totalScores(parent.token)).toBe(0);
  });
});

describe('completion', () => {
  it('counts 20 concurrent completions of one activity exactly once', async () => {
    const kid = await addChild(t.app, parent, t.smtp);
    const { first } = fixture();
    const activity = first.lessons[0]!.activities[1]!; // count-eggs, 15 points
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/dino/activities/complete/${activity.uuid}`, kid.token),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { total_scores: 15, earned: 15, completed: true },
      });
    }
    expect(await totalScores(kid.token)).toBe(15);
    const again = await post(`/api/dino/activities/complete/${activity.uuid}`, kid.token);
    expect(again.json().data.total_scores).toBe(15);
    const shown = (await get(`/api/dino/activities/${activity.uuid}`, kid.token)).json().data;
    expect(shown.completed).toBe(true);
    // Another child's progress is their own.
    const flag = (await get(`/api/dino/activities/${activity.uuid}`, child.token)).json().data
      .completed;
    expect(flag).toBe(false);
  });

  it('awards all the points for a right first try and a third after a wrong one, once', async () => {
    const kid = await addChild(t.app, parent, t.smtp);
    const [a, b, c] = fixture().first.lessons[0]!.activities;
    expect(b!.points).toBe(15); // count-eggs
    const complete = (uuid: string, first_try?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dino/activities/complete/${uuid}`,
        headers: bearer(kid.token),
        ...(first_try === undefined ? {} : { payload: { first_try } }),
      });

    const retried = await complete(b!.uuid, false);
    expect(retried.json().data).toEqual({ total_scores: 5, earned: 5, completed: true });
    // The first completion decides: a later "first try" earns nothing more.
    const again = await complete(b!.uuid, true);
    expect(again.json().data).toEqual({ total_scores: 5, earned: 5, completed: true });
    const right = await complete(a!.uuid, true);
    expect(right.json().data).toEqual({
      total_scores: 5 + a!.points,
      earned: a!.points,
      completed: true,
    });
    const shown = (await get(`/api/dino/activities/${b!.uuid}`, kid.token)).json().data;
    expect(shown).toMatchObject({ completed: true, earned: 5, points: 15 });
    const fresh = (await get(`/api/dino/activities/${b!.uuid}`, child.token)).json().data;
    expect(fresh).toMatchObject({ completed: false, earned: null });

    // Concurrent calls that disagree about the first try still count one of them, once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => complete(c!.uuid, i % 2 === 0)),
    );
    const earned = answers.map((answer) => answer.json().data.earned as number);
    expect(new Set(earned).size).toBe(1);
    expect([c!.points, Math.ceil(c!.points / 3)]).toContain(earned[0]);
    expect(await totalScores(kid.token)).toBe(5 + a!.points + earned[0]!);
  });

  it('completes a lesson only after all of its activities, then idempotently', async () => {
    const kid = await addChild(t.app, parent, t.smtp);
    const { first } = fixture();
    const lesson = first.lessons[0]!;
    const [a, b, c] = lesson.activities;

    const early = await post(`/api/dino/lessons/complete/${lesson.uuid}`, kid.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      type: 'conflict',
      message: translate('en', 'error.lesson_incomplete'),
    });

    await post(`/api/dino/activities/complete/${a!.uuid}`, kid.token);
    await post(`/api/dino/activities/complete/${b!.uuid}`, kid.token);
    expect((await post(`/api/dino/lessons/complete/${lesson.uuid}`, kid.token)).statusCode).toBe(
      409,
    );
    const listed = (
      await get(`/api/dino/lessons/list?uuid=${first.uuid}&per_page=1`, kid.token)
    ).json().data[0];
    expect(listed).toMatchObject({
      completed: false,
      activities_total: 3,
      activities_completed: 2,
    });

    const last = await post(`/api/dino/activities/complete/${c!.uuid}`, kid.token);
    expect(last.json().data.total_scores).toBe(35);
    const done = await post(`/api/dino/lessons/complete/${lesson.uuid}`, kid.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ total_scores: 35, completed: true });
    const twice = await post(`/api/dino/lessons/complete/${lesson.uuid}`, kid.token);
    expect(twice.json().data).toEqual({ total_scores: 35, completed: true });

    const lessons = (
      await get(`/api/dino/lessons/list?uuid=${first.uuid}&per_page=2`, kid.token)
    ).json().data;
    expect(lessons.map((item: { completed: boolean }) => item.completed)).toEqual([true, false]);
    const module = (await get(`/api/dino/modules/${first.uuid}`, kid.token)).json().data;
    expect(module).toMatchObject({ lessons_total: 12, lessons_completed: 1, completed: false });
    expect(await totalScores(kid.token)).toBe(35);
  });

  it('marks a module completed when every lesson is', async () => {
    const kid = await addChild(t.app, parent, t.smtp);
    const { third } = fixture();
    const lesson = third.lessons[0]!;
    await post(`/api/dino/activities/complete/${lesson.activities[0]!.uuid}`, kid.token);
    await post(`/api/dino/lessons/complete/${lesson.uuid}`, kid.token);
    const module = (await get(`/api/dino/modules/${third.uuid}`, kid.token)).json().data;
    expect(module).toMatchObject({ lessons_total: 1, lessons_completed: 1, completed: true });
    expect(await totalScores(kid.token)).toBe(20);
  });
});

describe('OpenAPI document', () => {
  it('documents every learning call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/dino/modules/list',
      '/dino/modules/{uuid}',
      '/dino/lessons/list',
      '/dino/lessons/{uuid}',
      '/dino/lessons/complete/{uuid}',
      '/dino/activities/list',
      '/dino/activities/{uuid}',
      '/dino/activities/complete/{uuid}',
      '/dino/art/{file}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
