import path from 'node:path';
import { bibliographyFile, check, type BibliographyFile } from '@dino/contract';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { readJson } from '../files.ts';

export type Bibliography = Map<string, BibliographyFile[number]>;

/** `sources.json` of a folder: the references its entries cite by id. */
export async function loadBibliography(
  folder: string,
  relative: (file: string) => string,
  problems: ContentProblem[],
): Promise<Bibliography> {
  const file = path.join(folder, 'sources.json');
  const raw = await readJson(file, relative(file), problems);
  if (raw === undefined) return new Map();
  const parsed = check(bibliographyFile, raw);
  if (!parsed.success) {
    problems.push(...problemsOf(relative(file), parsed.error.issues));
    return new Map();
  }
  const sources: Bibliography = new Map();
  parsed.data.forEach((source, index) => {
    if (sources.has(source.id))
      problems.push({
        file: relative(file),
        field: `${index}.id`,
        message: 'This id is used twice',
      });
    sources.set(source.id, source);
  });
  return sources;
}

/**
 * Every cited id must be in the bibliography, and every reference cited somewhere. While some
 * entries are broken their citations are unknown, so only then is no reference called unused.
 */
export function checkCitations(
  cited: { file: string; field: string; ids: readonly string[] }[],
  sources: Bibliography,
  bibliographyFile: string,
  problems: ContentProblem[],
  complete: boolean,
): void {
  const used = new Set<string>();
  for (const { file, field, ids } of cited) {
    ids.forEach((id, index) => {
      used.add(id);
      if (!sources.has(id))
        problems.push({
          file,
          field: `${field}.${index}`,
          message: `No source "${id}" in sources.json`,
        });
    });
  }
  if (!complete) return;
  for (const id of sources.keys()) {
    if (!used.has(id))
      problems.push({ file: bibliographyFile, field: id, message: 'A source that nothing cites' });
  }
}
