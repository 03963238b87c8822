import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_IDS, CHILD_MAX_AGE, CHILD_MIN_AGE } from '@dino/contract';
import { formatProblem, loadLearningContent, type LearningContent } from '../src/learning/index.ts';
import { artKeysIn } from '../src/learning/art.ts';
import { tooFewOptions } from '../src/learning/options.ts';
import { CURRICULUM_MINIMUM, curriculumShortfalls, lessonBand } from '../src/learning/coverage.ts';
import { summarize } from '../src/learning/summary.ts';

/** The modern Armenian alphabet in primer order: 39 letters, with Ու, և, Օ and Ֆ. */
const ARMENIAN_ALPHABET = [
  'Ա',
  'Բ',
  'Գ',
  'Դ',
  'Ե',
  'Զ',
  'Է',
  'Ը',
  'Թ',
  'Ժ',
  'Ի',
  'Լ',
  'Խ',
  'Ծ',
  'Կ',
  'Հ',
  'Ձ',
  'Ղ',
  'Ճ',
  'Մ',
  'Յ',
  'Ն',
  'Շ',
  'Ո',
  'Չ',
  'Պ',
  'Ջ',
  'Ռ',
  'Ս',
  'Վ',
  'Տ',
  'Ր',
  'Ց',
  'Ու',
  'Փ',
  'Ք',
  'և',
  'Օ',
  'Ֆ',
];

let content: LearningContent;
let problems: string[];

beforeAll(async () => {
  const loaded = await loadLearningContent();
  content = loaded.content;
  problems = loaded.problems.map(formatProblem);
});

/** Every string in a value, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the built-in curriculum', () => {
  it('passes the content check', () => {
    expect(problems).toEqual([]);
  });

  it('is as large as issue 21 asks: 16 modules, 110 lessons, 900 activities, all types', () => {
    const summary = summarize(content);
    expect(summary.modules).toBeGreaterThanOrEqual(16);
    expect(summary.lessons).toBeGreaterThanOrEqual(110);
    expect(summary.activities).toBeGreaterThanOrEqual(900);
    for (const type of ACTIVITY_TYPE_IDS) expect(summary.byType[type], type).toBeGreaterThan(0);
    const lessons = content.modules.flatMap((module) => module.lessons).map(lessonBand);
    for (const { ages, lessons: needed } of CURRICULUM_MINIMUM.within) {
      const within = lessons.filter(([from, to]) => from >= ages[0] && to <= ages[1]);
      expect(within.length, `lessons within ${ages[0]}-${ages[1]}`).toBeGreaterThanOrEqual(needed);
    }
    expect(curriculumShortfalls(content).map(formatProblem)).toEqual([]);
  });

  it('finds a module without a lesson for an age it claims, and a curriculum too small', () => {
    const [first] = content.modules;
    const claimsMore = { ...first!, ages: [first!.ages[0], 12] as [number, number] };
    const small = { ...content, modules: [claimsMore] };
    const found = curriculumShortfalls(small).map((problem) => problem.message);
    expect(found).toContain(
      `No lesson for age 12, though the module says it is for ${first!.ages[0]}-12`,
    );
    expect(found).toContain(
      `1 modules; the curriculum needs at least ${CURRICULUM_MINIMUM.modules}`,
    );
  });

  it('lets a child pick among at least four cards from age 5, three at 3 and 4 (issue 20)', () => {
    expect(tooFewOptions(content).map(formatProblem)).toEqual([]);
  });

  it('serves every age from 3 to 12', () => {
    const ages = new Set<number>();
    for (const module of content.modules) {
      for (const lesson of module.lessons) {
        for (const {
          ages: [min, max],
        } of lesson.activities)
          for (let age = min; age <= max; age++) ages.add(age);
      }
    }
    for (let age = CHILD_MIN_AGE; age <= CHILD_MAX_AGE; age++)
      expect(ages.has(age), `age ${age}`).toBe(true);
  });

  it('teaches all 39 letters of the Armenian alphabet', () => {
    const alphabet = content.modules.find((module) => module.id === 'armenian-alphabet');
    expect(alphabet).toBeDefined();
    const labels = new Set(
      alphabet!.lessons.flatMap((lesson) => lesson.activities.flatMap((a) => strings(a.content))),
    );
    const missing = ARMENIAN_ALPHABET.filter(
      (letter) => ![...labels].some((label) => label.includes(letter)),
    );
    expect(missing).toEqual([]);
  });

  it('uses every picture it ships', () => {
    const used = new Set(
      content.modules.flatMap((module) => [
        module.art,
        ...module.lessons.flatMap((lesson) =>
          lesson.activities.flatMap((a) => artKeysIn(a.content).map((found) => found.key)),
        ),
      ]),
    );
    expect([...content.art.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});
