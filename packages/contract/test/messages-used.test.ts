import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/index.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Where a message key is named: the contract's schemas, the server and the web app. */
const SOURCES = ['packages/contract/src', 'apps/api/src', 'apps/web/app'];
const CATALOG_DIR = path.join(ROOT, 'packages/contract/src/messages');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === CATALOG_DIR ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Every quoted string in the code that could be a key: 'a.b', "a.b" or `a.b`. */
async function namedKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of await sourceFiles(path.join(ROOT, dir))) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/(['"`])([a-z_]+(?:\.[a-z_]+)+)\1/g)) keys.add(match[2]!);
    }
  }
  return keys;
}

describe('the message catalog', () => {
  // A rule the spec lists but no field checks is no rule: its text would be translated three
  // times for nobody (docs/decisions/0014-validation-rules-and-toasts.md).
  it('holds only messages the code names', async () => {
    const named = await namedKeys();
    const unused = Object.keys(catalogs.en).filter((key) => !named.has(key));
    expect(unused).toEqual([]);
  });
});
