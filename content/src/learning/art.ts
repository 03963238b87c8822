import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { artKey, artNamesFile, check, isArtField, type LocalizedText } from '@dino/contract';
import type { ContentProblem } from './problems.ts';

export const ART_MAX_BYTES = 12 * 1024;

export interface ArtFile {
  key: string;
  svg: string;
  /** Short content hash, so the URL can be cached for good and still change with the art. */
  version: string;
  /** What the picture shows, as a screen reader says it to a child (art-names.json). */
  name?: LocalizedText;
}

/** The file beside art/ that names every picture in the three languages. */
export const ART_NAMES_FILE = 'art-names.json';

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

/**
 * The names of art-names.json, entry by entry: a broken entry is reported once, as itself, and
 * its picture is not reported again as unnamed.
 */
async function loadArtNames(
  file: string,
  shown: string,
  problems: ContentProblem[],
): Promise<Map<string, LocalizedText | null>> {
  const names = new Map<string, LocalizedText | null>();
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    problems.push({
      file: shown,
      field: '(file)',
      message: missing ? 'The file is missing' : `Not valid JSON: ${(error as Error).message}`,
    });
    return names;
  }
  for (const [key, value] of Object.entries(raw ?? {})) {
    const parsed = check(artNamesFile, { [key]: value });
    if (parsed.success) names.set(key, parsed.data[key]!);
    else {
      names.set(key, null);
      for (const issue of parsed.error.issues) {
        problems.push({ file: shown, field: issue.path.join('.'), message: issue.message });
      }
    }
  }
  return names;
}

/**
 * The pictures of art/, each checked; with `named`, each also named in every language
 * (art-names.json beside the folder). The shop's pictures take their product's name instead.
 */
export async function loadArt(
  directory: string,
  relative: (file: string) => string,
  options: { named: boolean } = { named: true },
): Promise<{ art: Map<string, ArtFile>; problems: ContentProblem[] }> {
  const art = new Map<string, ArtFile>();
  const problems: ContentProblem[] = [];
  const namesFile = path.join(path.dirname(directory), ART_NAMES_FILE);
  const names = options.named
    ? await loadArtNames(namesFile, relative(namesFile), problems)
    : undefined;
  const files = (await readdir(directory).catch(() => [])).sort();
  for (const name of files) {
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
    if (!names) {
      art.set(key, { key, svg, version });
      continue;
    }
    const artName = names.get(key);
    if (artName === undefined) {
      problems.push({
        file: relative(namesFile),
        field: key,
        message: `The picture "${key}" needs a name in every language`,
      });
    }
    // An unnamed picture still counts as present, so it is not reported missing too; content
    // with any problem is never imported, so the stand-in name reaches no one.
    art.set(key, { key, svg, version, name: artName ?? { hy: key, ru: key, en: key } });
  }
  for (const key of names?.keys() ?? []) {
    if (!files.includes(`${key}.svg`)) {
      problems.push({
        file: relative(namesFile),
        field: key,
        message: `A name for a picture that does not exist (no art/${key}.svg)`,
      });
    }
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
