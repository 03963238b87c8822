import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLearningContent, type ContentProblem } from '../src/learning/index.ts';
import { tooFewOptions } from '../src/learning/options.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/learning', import.meta.url));
const EGGS = '01-first/lessons/01-eggs.json';
const copies: string[] = [];

/** A working copy of the valid fixture with one thing broken. */
async function brokenCopy(breakIt: (root: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-content-check-'));
  copies.push(dir);
  const root = path.join(dir, 'learning');
  await cp(FIXTURE, root, { recursive: true });
  await breakIt(root);
  return root;
}

/** Content files are edited here into shapes no type allows: that is the point of the test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function editJson(root: string, file: string, edit: (data: Json) => void) {
  const full = path.join(root, file);
  const data = JSON.parse(await readFile(full, 'utf8'));
  edit(data);
  await writeFile(full, JSON.stringify(data));
}

async function problemsAfter(breakIt: (root: string) => Promise<void>): Promise<ContentProblem[]> {
  return (await loadLearningContent(await brokenCopy(breakIt))).problems;
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('content check', () => {
  it('accepts the valid fixture and derives stable uuids', async () => {
    const first = await loadLearningContent(FIXTURE);
    const second = await loadLearningContent(FIXTURE);
    expect(first.problems).toEqual([]);
    expect(first.content.modules.map((module) => module.id)).toEqual(['first', 'second', 'third']);
    expect(first.content.modules[0]!.lessons[0]!.activities[0]!.uuid).toBe(
      second.content.modules[0]!.lessons[0]!.activities[0]!.uuid,
    );
    // Ages fall back from the activity to the lesson to the module.
    expect(first.content.modules[0]!.lessons[0]!.activities[0]!.ages).toEqual([3, 6]);
  });

  it('names an unknown activity type', async () => {
    const problems = await problemsAfter((root) =>
      editJson(root, EGGS, (lesson) => (lesson.activities[0].type = 'quiz')),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: `learning/${EGGS}`,
        field: 'activities.0.type',
        message: expect.stringContaining('Unknown activity type'),
      }),
    ]);
  });

  it('names a missing language', async () => {
    const problems = await problemsAfter((root) =>
      editJson(root, EGGS, (lesson) => delete lesson.activities[0].content.prompt.ru),
    );
    expect(problems).toEqual([
      { file: `learning/${EGGS}`, field: 'activities.0.content.prompt.ru', message: 'Missing' },
    ]);
  });

  it('names an answer that is not among the options', async () => {
    const problems = await problemsAfter((root) =>
      editJson(root, EGGS, (lesson) => {
        lesson.activities[0].content.correct = ['dragon'];
        lesson.activities[1].content.options = [1, 2];
      }),
    );
    expect(problems).toEqual([
      {
        file: `learning/${EGGS}`,
        field: 'activities.0.content.correct.0',
        message: 'No option "dragon"',
      },
      {
        file: `learning/${EGGS}`,
        field: 'activities.1.content.options',
        message: 'The options must include 3',
      },
    ]);
  });

  it('names a fill-in text without its blank', async () => {
    const problems = await problemsAfter((root) =>
      editJson(
        root,
        '01-first/lessons/02-lesson-2.json',
        (lesson) => (lesson.activities[0].content.text = 'cat'),
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'activities.0.content.text',
        message: expect.stringContaining('exactly one blank'),
      }),
    ]);
  });

  it('names duplicate ids of activities, lessons and modules', async () => {
    const activities = await problemsAfter((root) =>
      editJson(
        root,
        '01-first/lessons/02-lesson-2.json',
        (lesson) => (lesson.activities[0].id = 'find-egg'),
      ),
    );
    expect(activities).toEqual([
      expect.objectContaining({
        file: 'learning/01-first/lessons/02-lesson-2.json',
        field: 'activities.0.id',
        message: expect.stringContaining('Duplicate activity id "find-egg"'),
      }),
    ]);
    const lessons = await problemsAfter((root) =>
      editJson(root, '01-first/lessons/03-lesson-3.json', (lesson) => (lesson.id = 'eggs')),
    );
    expect(lessons).toEqual([
      expect.objectContaining({
        field: 'id',
        message: expect.stringContaining('Duplicate lesson id "eggs"'),
      }),
    ]);
    const modules = await problemsAfter((root) =>
      editJson(root, '02-second/module.json', (module) => (module.id = 'first')),
    );
    expect(modules).toEqual([
      expect.objectContaining({
        file: 'learning/02-second/module.json',
        field: 'id',
        message: expect.stringContaining('Duplicate module id "first"'),
      }),
    ]);
  });

  it('names a missing picture', async () => {
    const problems = await problemsAfter((root) =>
      editJson(root, EGGS, (lesson) => (lesson.activities[0].content.options[1].art = 'dragon')),
    );
    expect(problems).toEqual([
      {
        file: `learning/${EGGS}`,
        field: 'activities.0.content.options.1.art',
        message: 'Missing art "dragon" (no art/dragon.svg)',
      },
    ]);
  });

  it('needs every picture named in every language, and no name without its picture', async () => {
    const problems = await problemsAfter((root) =>
      editJson(root, 'art-names.json', (names) => (names.egg = { hy: 'ձու', en: 'egg' })),
    );
    expect(problems).toEqual([
      { file: 'learning/art-names.json', field: 'egg.ru', message: expect.any(String) },
    ]);
    const unnamed = await problemsAfter((root) =>
      editJson(root, 'art-names.json', (names) => {
        delete names.star;
        names.dragon = { hy: 'վիշապ', ru: 'дракон', en: 'dragon' };
      }),
    );
    expect(unnamed).toEqual([
      {
        file: 'learning/art-names.json',
        field: 'star',
        message: 'The picture "star" needs a name in every language',
      },
      {
        file: 'learning/art-names.json',
        field: 'dragon',
        message: 'A name for a picture that does not exist (no art/dragon.svg)',
      },
    ]);
  });

  it('refuses art that runs scripts or reaches other servers', async () => {
    const problems = await problemsAfter(async (root) => {
      await writeFile(
        path.join(root, 'art/egg.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
      );
      await writeFile(
        path.join(root, 'art/star.svg'),
        '<svg viewBox="0 0 10 10"><image href="https://example.com/x.png"/></svg>',
      );
    });
    expect(problems).toEqual([
      { file: 'learning/art/egg.svg', field: '(file)', message: 'The SVG contains a script' },
      { file: 'learning/art/star.svg', field: '(file)', message: 'The SVG links outside the file' },
    ]);
  });

  it('names broken JSON, a missing module file and unknown fields', async () => {
    const problems = await problemsAfter(async (root) => {
      await writeFile(path.join(root, EGGS), '{ "id": "eggs", ');
      await rm(path.join(root, '02-second/module.json'));
      await editJson(root, '03-third/module.json', (module) => (module.colour = 'green'));
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: `learning/${EGGS}`,
        message: expect.stringContaining('Not valid JSON'),
      }),
      { file: 'learning/02-second/module.json', field: '(file)', message: 'The file is missing' },
      {
        file: 'learning/03-third/module.json',
        field: '(file)',
        message: 'Unknown field(s): colour',
      },
    ]);
  });

  it('wants four options to pick from at 5 and over and three below, by the nearest age band', async () => {
    const options = (field: string, message: string) => ({
      field: `${field}.content.options`,
      message,
    });
    // The fixture as it is: its third module is for ages 7-12, and its only choice has three cards.
    const asIs = tooFewOptions((await loadLearningContent(FIXTURE)).content);
    expect(asIs.filter((problem) => problem.file.startsWith('learning/03-third'))).toEqual([
      {
        file: 'learning/03-third/lessons/01-only.json',
        ...options('activities.0', 'A choice for ages 7-12 needs at least 4 options, not 3'),
      },
    ]);

    const root = await brokenCopy(async (dir) => {
      // An activity's own ages come first: three numbers are too few for a 5-year-old.
      await editJson(dir, EGGS, (lesson) => (lesson.activities[1].ages = [5, 6]));
      // Then the lesson's: three cards are enough for ages 4-5.
      await editJson(dir, '03-third/lessons/01-only.json', (lesson) => (lesson.ages = [4, 5]));
    });
    const problems = tooFewOptions((await loadLearningContent(root)).content);
    expect(problems.filter((problem) => !problem.file.startsWith('learning/01-first'))).toEqual([]);
    expect(problems.filter((problem) => problem.file === `learning/${EGGS}`)).toEqual([
      {
        file: `learning/${EGGS}`,
        ...options('activities.0', 'A choice for ages 3-6 needs at least 3 options, not 2'),
      },
      {
        file: `learning/${EGGS}`,
        ...options('activities.1', 'A count for ages 5-6 needs at least 4 options, not 3'),
      },
    ]);
    // Two cards are too few even for a 3-year-old: the module's band, 3-6, applies here.
    expect(problems).toContainEqual({
      file: 'learning/01-first/lessons/02-lesson-2.json',
      ...options('activities.0', 'A fill-blank for ages 3-6 needs at least 3 options, not 2'),
    });
  });

  it('fails `npm run content:check` with every problem on its own line', async () => {
    const root = await brokenCopy((dir) =>
      editJson(dir, EGGS, (lesson) => (lesson.activities[0].type = 'quiz')),
    );
    const script = fileURLToPath(new URL('../src/check.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const run = promisify(execFile)(tsx, [script, root]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`learning/${EGGS}: activities.0.type: Unknown activity type`),
    });
    const ok = await promisify(execFile)(tsx, [script, FIXTURE]);
    expect(ok.stdout).toContain('Learning content is valid: 3 modules, 14 lessons, 19 activities');
  });
});
