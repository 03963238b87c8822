import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalRoot, loadLegalContent } from '../src/legal/index.ts';

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('legal content check', () => {
  it('accepts the built-in terms and privacy policy', async () => {
    const { problems } = await loadLegalContent();
    expect(problems).toEqual([]);
  });

  /** The problems of a copy of the built-in pages with the terms edited. */
  async function problemsAfter(
    edit: (terms: { sections: { body: Record<string, string> }[] }) => void,
  ) {
    const dir = await mkdtemp(path.join(tmpdir(), 'dino-legal-'));
    copies.push(dir);
    const root = path.join(dir, 'legal');
    await cp(legalRoot(), root, { recursive: true });
    const file = path.join(root, 'terms.json');
    const data = JSON.parse(await readFile(file, 'utf8'));
    edit(data);
    await writeFile(file, JSON.stringify(data));
    return (await loadLegalContent(root)).problems.map((p) => `${p.file} ${p.field}`);
  }

  it('refuses a missing section', async () => {
    expect(await problemsAfter((terms) => terms.sections.pop())).toEqual([
      'legal/terms.json sections',
    ]);
  });

  it('refuses a missing language', async () => {
    expect(await problemsAfter((terms) => delete terms.sections[0]!.body.hy)).toEqual([
      'legal/terms.json sections.0.body.hy',
    ]);
  });
});
