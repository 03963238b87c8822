import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGlossary } from '../src/glossary.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dino-glossary-'));
  await writeFile(
    path.join(root, 'glossary.json'),
    JSON.stringify({
      hy: [
        { use: 'հնէաբան', avoid: ['պալեոնտոլոգ'], why: 'paleontologist' },
        { use: 'Ձեր', avoid: ['ձեր'], whole: true, case: true, why: 'polite' },
      ],
      ru: [{ use: 'Дино', avoid: ['Dino'], whole: true, why: 'name' }],
      en: [],
    }),
  );
  await mkdir(path.join(root, 'learning', 'lessons'), { recursive: true });
  await mkdir(path.join(root, 'audio'), { recursive: true });
  await writeFile(
    path.join(root, 'learning', 'lessons', 'one.json'),
    JSON.stringify({
      activities: [
        {
          title: { hy: 'Պալեոնտոլոգը', ru: 'Dino и палеонтолог', en: 'A paleontologist' },
          text: { hy: 'Ձերբազատվել ձեր ձեռքով', ru: 'Dinosaurs', en: 'пալեոնտոլոգ' },
        },
      ],
    }),
  );
  // What was rendered is a record, not a text a reader sees.
  await writeFile(path.join(root, 'audio', 'manifest.json'), JSON.stringify({ hy: 'պալեոնտոլոգ' }));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the glossary', () => {
  it('names each avoided word in its language, whole words where it says so', async () => {
    const problems = await checkGlossary(root);
    expect(
      problems.map(
        (problem) => `${problem.file} ${problem.field} ${problem.message.split(':')[0]}`,
      ),
    ).toEqual([
      `${path.join('learning', 'lessons', 'one.json')} activities.0.title.hy "պալեոնտոլոգ" in hy`,
      `${path.join('learning', 'lessons', 'one.json')} activities.0.title.ru "Dino" in ru`,
      `${path.join('learning', 'lessons', 'one.json')} activities.0.text.hy "ձեր" in hy`,
    ]);
  });
});
