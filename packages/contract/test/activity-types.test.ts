import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPE_IDS,
  ACTIVITY_TYPES,
  activityFile,
  checkAnswer,
  localizeContent,
  solutionOf,
  type ActivityContent,
  type ActivityTypeId,
} from '../src/index.ts';

const L = (en: string) => ({ hy: `${en} (hy)`, ru: `${en} (ru)`, en });

/** One valid content per type, as an author writes it. */
const samples: { [T in ActivityTypeId]: unknown } = {
  choice: {
    prompt: L('Find the egg'),
    options: [
      { id: 'egg', art: 'dino-egg' },
      { id: 'leaf', art: 'leaf' },
      { id: 'sun', label: 'sun' },
    ],
    correct: ['egg'],
  },
  'match-pairs': {
    prompt: L('Match'),
    pairs: [
      { id: 'a', left: { label: 'A' }, right: { art: 'apple' } },
      { id: 'b', left: { label: 'B' }, right: { art: 'ball' } },
      { id: 'c', left: { label: 'C' }, right: { art: 'cat' } },
    ],
  },
  order: {
    prompt: L('Order'),
    items: [
      { id: 'egg', art: 'dino-egg' },
      { id: 'baby', art: 'dino-hatchling' },
      { id: 'adult', art: 'dino-trex' },
    ],
  },
  'sort-groups': {
    prompt: L('Sort'),
    groups: [
      { id: 'plants', label: L('Plants') },
      { id: 'meat', label: L('Meat') },
    ],
    items: [
      { id: 'trex', art: 'dino-trex', group: 'meat' },
      { id: 'stego', art: 'dino-stegosaurus', group: 'plants' },
      { id: 'raptor', art: 'dino-velociraptor', group: 'meat' },
    ],
  },
  count: {
    prompt: L('Count'),
    art: 'dino-egg',
    count: 4,
    others: [{ art: 'fern', count: 2 }],
    options: [3, 4, 5],
  },
  trace: {
    prompt: L('Trace'),
    glyph: 'L',
    strokes: [
      [
        [35, 15],
        [35, 85],
        [68, 85],
      ],
    ],
  },
  'fill-blank': {
    prompt: L('Fill'),
    text: { hy: 'Ես ___ եմ', ru: 'Я ___', en: 'I am ___' },
    options: [
      { id: 'big', label: L('big') },
      { id: 'small', label: L('small') },
    ],
    correct: 'small',
  },
  hotspot: {
    prompt: L('Tap the egg'),
    pieces: [
      { id: 'egg', art: 'dino-egg', x: 10, y: 40, w: 25, h: 25 },
      { id: 'fern', art: 'fern', x: 60, y: 35, w: 30, h: 30 },
    ],
    correct: ['egg'],
  },
};

function content<T extends ActivityTypeId>(type: T, locale: 'hy' | 'ru' | 'en' = 'en') {
  const parsed = ACTIVITY_TYPES[type].content.parse(samples[type]) as ActivityContent<T>;
  return localizeContent(parsed, locale) as never;
}

describe('activity types', () => {
  it('has the eight types the player is built on', () => {
    expect(ACTIVITY_TYPE_IDS).toEqual([
      'choice',
      'match-pairs',
      'order',
      'sort-groups',
      'count',
      'trace',
      'fill-blank',
      'hotspot',
    ]);
  });

  it.each(ACTIVITY_TYPE_IDS)('%s is solved by its own answer in every language', (type) => {
    for (const locale of ['hy', 'ru', 'en'] as const) {
      const localized = content(type, locale);
      expect(checkAnswer(type, localized, solutionOf(type, localized))).toBe(true);
    }
  });

  it.each(ACTIVITY_TYPE_IDS)('%s refuses answers of the wrong shape without throwing', (type) => {
    for (const answer of [undefined, null, 'x', 42, [], {}, [{}], { x: 'a' }]) {
      expect(checkAnswer(type, content(type), answer)).toBe(false);
    }
  });

  it('choice: only the exact set of right options', () => {
    expect(checkAnswer('choice', content('choice'), ['leaf'])).toBe(false);
    expect(checkAnswer('choice', content('choice'), ['egg', 'leaf'])).toBe(false);
    const multiple = localizeContent(
      ACTIVITY_TYPES.choice.content.parse({
        ...(samples.choice as object),
        correct: ['egg', 'sun'],
        multiple: true,
      }),
      'en',
    );
    expect(checkAnswer('choice', multiple, ['sun', 'egg'])).toBe(true);
    expect(checkAnswer('choice', multiple, ['egg'])).toBe(false);
    expect(checkAnswer('choice', multiple, ['egg', 'egg'])).toBe(false);
  });

  it('match-pairs, order and sort-groups: one misplaced card is wrong', () => {
    expect(checkAnswer('match-pairs', content('match-pairs'), { a: 'a', b: 'c', c: 'b' })).toBe(
      false,
    );
    expect(checkAnswer('match-pairs', content('match-pairs'), { a: 'a', b: 'b' })).toBe(false);
    expect(checkAnswer('order', content('order'), ['baby', 'egg', 'adult'])).toBe(false);
    expect(checkAnswer('order', content('order'), ['egg', 'baby'])).toBe(false);
    expect(
      checkAnswer('sort-groups', content('sort-groups'), {
        trex: 'meat',
        stego: 'meat',
        raptor: 'meat',
      }),
    ).toBe(false);
  });

  it('count, fill-blank and hotspot: the right number, word and place only', () => {
    expect(checkAnswer('count', content('count'), 6)).toBe(false);
    expect(checkAnswer('fill-blank', content('fill-blank'), 'big')).toBe(false);
    expect(checkAnswer('hotspot', content('hotspot'), { x: 12, y: 42 })).toBe(true);
    expect(checkAnswer('hotspot', content('hotspot'), { x: 70, y: 50 })).toBe(false);
    expect(checkAnswer('hotspot', content('hotspot'), { x: 50, y: 10 })).toBe(false);
  });

  it('trace: a wobbly trace along the guide is right; half a trace or a scribble is not', () => {
    const guide = content('trace');
    const wobbly: [number, number][] = [];
    for (let y = 15; y <= 85; y += 3) wobbly.push([35 + (y % 2 ? 4 : -4), y]);
    for (let x = 35; x <= 68; x += 3) wobbly.push([x, 85 + (x % 2 ? 3 : -3)]);
    expect(checkAnswer('trace', guide, { strokes: [wobbly] })).toBe(true);
    // Lifting the finger half way and going on is still the letter.
    expect(
      checkAnswer('trace', guide, {
        strokes: [
          [
            [35, 15],
            [35, 60],
          ],
          [
            [35, 55],
            [35, 85],
            [68, 85],
          ],
        ],
      }),
    ).toBe(true);
    // Backwards, from the end of the stroke, the hand learns the wrong movement.
    expect(
      checkAnswer('trace', guide, {
        strokes: [
          [
            [68, 85],
            [35, 85],
            [35, 15],
          ],
        ],
      }),
    ).toBe(false);
    expect(
      checkAnswer('trace', guide, {
        strokes: [
          [
            [35, 15],
            [35, 85],
          ],
        ],
      }),
    ).toBe(false);
    const scribble: [number, number][] = [];
    for (let x = 0; x <= 100; x += 5) for (let y = 0; y <= 100; y += 5) scribble.push([x, y]);
    expect(checkAnswer('trace', guide, { strokes: [scribble] })).toBe(false);
    expect(checkAnswer('trace', guide, { strokes: [[[50, 50]]] })).toBe(false);
  });

  it('refuses content whose answer is not among its own options', () => {
    const broken = (type: ActivityTypeId, patch: object) =>
      activityFile.safeParse({
        id: 'x',
        type,
        title: L('T'),
        content: { ...(samples[type] as object), ...patch },
      });
    expect(broken('choice', { correct: ['dragon'] }).success).toBe(false);
    expect(broken('choice', { correct: ['egg', 'leaf'] }).success).toBe(false); // two without multiple
    expect(broken('count', { options: [1, 2] }).success).toBe(false);
    expect(broken('fill-blank', { correct: 'huge' }).success).toBe(false);
    expect(broken('hotspot', { correct: ['moon'] }).success).toBe(false);
    expect(
      broken('hotspot', { pieces: [{ id: 'egg', art: 'dino-egg', x: 90, y: 40, w: 25, h: 25 }] })
        .success,
    ).toBe(false);
    expect(
      broken('sort-groups', { items: [{ id: 'trex', art: 'dino-trex', group: 'fish' }] }).success,
    ).toBe(false);
    expect(
      broken('order', {
        items: [
          { id: 'a', label: 'a' },
          { id: 'a', label: 'b' },
        ],
      }).success,
    ).toBe(false);
    const ok = activityFile.parse({
      id: 'x',
      type: 'count',
      title: L('T'),
      content: samples.count,
    });
    expect(ok.points).toBe(10);
  });

  it('localizes texts and turns art keys into URLs, leaving plain strings alone', () => {
    const parsed = ACTIVITY_TYPES.choice.content.parse(samples.choice);
    const ru = localizeContent(parsed, 'ru', (key) => `/art/${key}.svg`);
    expect(ru.prompt).toBe('Find the egg (ru)');
    expect(ru.options[0]!.art).toBe('/art/dino-egg.svg');
    expect(ru.options[2]!.label).toBe('sun');
  });
});
