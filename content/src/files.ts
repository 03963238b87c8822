import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ContentProblem } from './learning/problems.ts';

/** A folder of the content package (content/{name}), wherever the package is installed. */
export function contentFolder(name: string): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@dino/content/package.json')), name);
}

/** Parses a JSON file; a missing or broken file becomes a problem and `undefined`. */
export async function readJson(file: string, shown: string, problems: ContentProblem[]) {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    problems.push({
      file: shown,
      field: '(file)',
      message: missing ? 'The file is missing' : `Not valid JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}
