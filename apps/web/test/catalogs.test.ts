import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../app/locales/en.ts';
import { hy } from '../app/locales/hy.ts';
import { ru } from '../app/locales/ru.ts';

const APP = fileURLToPath(new URL('../app', import.meta.url));
const catalogs = { hy, ru, en };

function flatten(catalog: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value as object, `${prefix}${key}.`)),
    ),
  );
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Every key the app's code names: t('a.b') and i18nKey="a.b". */
async function usedKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const file of await sourceFiles(APP)) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/i18nKey=["']([\w.]+)["']/g)) keys.add(match[1]!);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('web app catalogs', () => {
  const english = flatten(en);

  it.each(['hy', 'ru'] as const)('%s has exactly the English keys, each translated', (locale) => {
    const catalog = flatten(catalogs[locale]);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });

  it('never hangs an Armenian article on a name it fills in («{{name}}»-ը doubles a name’s own)', () => {
    const suffixed = Object.entries(flatten(hy)).filter(([, text]) => /\}\}»-/.test(text));
    expect(suffixed).toEqual([]);
  });

  it('has no key the app does not use, and the app uses no missing key', async () => {
    const used = await usedKeys();
    const unused = Object.keys(english).filter((key) => !used.has(key));
    const missing = [...used].filter((key) => !(key in english));
    expect(unused).toEqual([]);
    expect(missing).toEqual([]);
  });
});
