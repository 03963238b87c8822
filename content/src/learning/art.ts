import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { artKey, isArtField } from '@dino/contract';
import type { ContentProblem } from './problems.ts';

export const ART_MAX_BYTES = 12 * 1024;

export interface ArtFile {
  key: string;
  svg: string;
  /** Short content hash, so the URL can be cached for good and still change with the art. */
  version: string;
}

/**
 * The art is served to children from our own origin, so it may hold nothing active and nothing
 * that reaches another server: no scripts, event handlers, foreign objects or outside links.
 */
const FORBIDDEN: [RegExp, string][] = [
  [/<script/i, 'contains a script'],
  [/\son[a-z]+\s*=/i, 'contains an event handler'],
  [/<foreignObject/i, 'contains a foreignObject'],
  [/(?:href|src)\s*=\s*["'](?!#)/i, 'links outside the file'],
  [/url\(\s*["']?(?!#)/i, 'links outside the file'],
  [/@import/i, 'imports a style sheet'],
];

export function checkSvg(file: string, svg: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (message: string) => problems.push({ file, field: '(file)', message });
  if (!/^\s*<svg[\s>]/.test(svg)) problem('An art file must start with <svg');
  if (!/\sviewBox\s*=/.test(svg)) problem('An art file needs a viewBox so it scales');
  if (Buffer.byteLength(svg) > ART_MAX_BYTES)
    problem(`An art file must be at most ${ART_MAX_BYTES} bytes`);
  for (const [pattern, message] of FORBIDDEN) if (pattern.test(svg)) problem(`The SVG ${message}`);
  return problems;
}

export async function loadArt(
  directory: string,
  relative: (file: string) => string,
): Promise<{ art: Map<string, ArtFile>; problems: ContentProblem[] }> {
  const art = new Map<string, ArtFile>();
  const problems: ContentProblem[] = [];
  const names = (await readdir(directory).catch(() => [])).sort();
  for (const name of names) {
    const file = path.join(directory, name);
    if (!name.endsWith('.svg')) {
      problems.push({
        file: relative(file),
        field: '(file)',
        message: 'Only .svg files belong in art/',
      });
      continue;
    }
    const key = name.slice(0, -'.svg'.length);
    const named = artKey.safeParse(key);
    if (!named.success) {
      problems.push({
        file: relative(file),
        field: '(file)',
        message: named.error.issues[0]!.message,
      });
      continue;
    }
    const svg = await readFile(file, 'utf8');
    problems.push(...checkSvg(relative(file), svg));
    const version = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    art.set(key, { key, svg, version });
  }
  return { art, problems };
}

/** Every art key the content names: the fields called `art` or `background`, at any depth. */
export function artKeysIn(
  value: unknown,
  field?: string,
  found: { key: string; path: string }[] = [],
  at = '',
): { key: string; path: string }[] {
  if (typeof value === 'string' && isArtField(field)) found.push({ key: value, path: at });
  else if (Array.isArray(value))
    value.forEach((item, index) => artKeysIn(item, undefined, found, `${at}.${index}`));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      artKeysIn(item, key, found, at ? `${at}.${key}` : key);
  }
  return found;
}
