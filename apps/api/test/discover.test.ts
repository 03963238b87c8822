import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAGES,
  bookData,
  encyclopediaEntryData,
  encyclopediaSummary,
  factsData,
  stagesData,
  successEnvelope,
  videosData,
} from '@dino/contract';
import { z } from 'zod';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, language = 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-language': language, ...headers } });

describe('encyclopedia', () => {
  const list = successEnvelope(z.array(encyclopediaSummary));
  const names = async (url: string, language = 'en') =>
    list.parse((await get(url, language)).json()).data.map((entry) => entry.name);

  it('finds an animal by its name in any of the three languages, whatever the page’s language', async () => {
    expect(await names('/api/encyclopedia?q=stego')).toEqual(['Stegosaurus']);
    expect(await names(`/api/encyclopedia?q=${encodeURIComponent('Стегозавр')}`)).toEqual([
      'Stegosaurus',
    ]);
    expect(await names(`/api/encyclopedia?q=${encodeURIComponent('ստեգո')}`, 'ru')).toEqual([
      'Стегозавр',
    ]);
    expect(await names('/api/encyclopedia?q=PTERA%20NODON', 'hy')).toEqual(['Պտերանոդոն']);
    expect(await names('/api/encyclopedia?q=unicorn')).toEqual([]);
  });

  it('filters by period, diet and group', async () => {
    expect(await names('/api/encyclopedia?period=jurassic')).toEqual(['Stegosaurus']);
    expect(await names('/api/encyclopedia?diet=piscivore')).toEqual(['Pteranodon']);
    expect(await names('/api/encyclopedia?group=pterosaur&period=jurassic')).toEqual([]);
    const bad = await get('/api/encyclopedia?period=devonian');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period).toBeDefined();
  });

  it('serves one entry by its id, with ranges, countries in the page’s language and sources', async () => {
    const response = await get('/api/encyclopedia/stegosaurus', 'ru');
    const entry = successEnvelope(encyclopediaEntryData).parse(response.json()).data;
    expect(entry.name).toBe('Стегозавр');
    expect(entry.length).toEqual({ min: 6.5, max: 9 });
    expect(entry.fossils).toEqual(['Соединенные Штаты', 'Португалия']);
    expect(entry.sources.map((source) => source.id)).toEqual(['field-guide']);
    const art = await t.app.inject({
      url: entry.art,
    });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/encyclopedia/unicorn')).statusCode).toBe(404);
  });
});

describe('facts', () => {
  it('lists the facts by category with the fact of the day, the same for everyone on a day', async () => {
    const all = successEnvelope(factsData).parse((await get('/api/facts', 'hy')).json()).data;
    expect(all.categories.map((c) => c.name)).toEqual(['Տիեզերք', 'Կենդանիներ']);
    expect(all.facts).toHaveLength(2);
    expect(all.facts.map((fact) => fact.id)).toContain(all.today);
    const space = (await get('/api/facts?category=space')).json();
    expect(space.data.facts.map((fact: { id: string }) => fact.id)).toEqual(['venus-day']);
    const today = (await get('/api/facts/today')).json();
    expect(today.data.id).toBe(all.today);
    expect(today.data.sources[0].citation).toContain('space agency');
  });
});

describe('books', () => {
  it('shows the shelf and a book with every page in the page’s language', async () => {
    const shelf = (await get('/api/books', 'ru')).json();
    expect(shelf.data).toEqual([
      expect.objectContaining({ id: 'tiny-tale', title: 'Маленькая сказка', pages: 16 }),
    ]);
    const book = successEnvelope(bookData).parse((await get('/api/books/tiny-tale', 'hy')).json());
    expect(book.data.pages).toHaveLength(16);
    expect(book.data.pages[15]!.text).toBe('Էջ 16');
    expect((await t.app.inject({ url: book.data.pages[0]!.art })).statusCode).toBe(200);
    expect((await get('/api/books/missing')).statusCode).toBe(404);
  });
});

describe('videos', () => {
  it('lists the clips with captions in three languages, the page’s own first, and serves them', async () => {
    const catalog = successEnvelope(videosData).parse((await get('/api/videos', 'ru')).json()).data;
    const clip = catalog.videos[0]!;
    expect(clip.title).toBe('Зелёная точка');
    if (clip.source.kind !== 'file') throw new Error('expected a file clip');
    expect(clip.source.captions.map((track) => track.locale)).toEqual(['ru', 'hy', 'en']);
    const video = await t.app.inject({
      url: clip.source.src,
      headers: { range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
    const captions = await t.app.inject({ url: clip.source.captions[0]!.src });
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.body).toContain('Точка');
    const outside = await t.app.inject({ url: '/api/videos/media/..%2F..%2Fvideos.json' });
    expect(outside.statusCode).toBe(404);
  });
});

describe('stages', () => {
  it('lists every stage with its modules to a visitor, and a child’s progress to the child', async () => {
    const visitor = stagesData.parse((await get('/api/dino/stages?organization_id=1')).json().data);
    expect(visitor.stages.map((stage) => stage.id)).toEqual(STAGES.map((stage) => stage.id));
    for (const stage of visitor.stages) {
      for (const uuid of stage.modules) {
        const module = visitor.modules.find((m) => m.uuid === uuid)!;
        expect(module.ages.min).toBeLessThanOrEqual(stage.ages[1]);
        expect(module.ages.max).toBeGreaterThanOrEqual(stage.ages[0]);
      }
    }
    expect(visitor.modules.every((module) => module.lessons_completed === 0)).toBe(true);

    const parent = await verifiedParent(t.app, t.smtp);
    const child = await addChild(t.app, parent, t.smtp);
    const module = visitor.modules[0]!;
    const lessons = (
      await get(
        `/api/dino/lessons/list?uuid=${module.uuid}&organization_id=1`,
        'en',
        bearer(child.token),
      )
    ).json().data;
    const activities = (
      await get(
        `/api/dino/activities/list?uuid=${lessons[0].uuid}&organization_id=1`,
        'en',
        bearer(child.token),
      )
    ).json().data;
    for (const activity of activities) {
      await t.app.inject({
        method: 'POST',
        url: `/api/dino/activities/complete/${activity.uuid}`,
        headers: bearer(child.token),
      });
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/dino/lessons/complete/${lessons[0].uuid}`,
      headers: bearer(child.token),
    });
    const mine = stagesData.parse(
      (await get('/api/dino/stages?organization_id=1', 'en', bearer(child.token))).json().data,
    );
    expect(mine.modules.find((m) => m.uuid === module.uuid)!.lessons_completed).toBe(1);
    expect((await get('/api/dino/stages?organization_id=x')).statusCode).toBe(422);
  });
});
