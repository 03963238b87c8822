import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { check, encyclopediaEntryFile, type EncyclopediaEntryFile } from '@dino/contract';
import { loadArt, type ArtFile } from '../learning/art.ts';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { contentFolder, readJson } from '../files.ts';
import { checkCitations, loadBibliography, type Bibliography } from './sources.ts';

export interface EncyclopediaContent {
  /** In alphabetical order of the scientific name. */
  entries: EncyclopediaEntryFile[];
  sources: Bibliography;
  art: Map<string, ArtFile>;
}

/** The encyclopedia should be worth opening: at least this many animals. */
export const ENCYCLOPEDIA_MIN_ENTRIES = 40;

export const encyclopediaRoot = () => contentFolder('encyclopedia');

/**
 * Reads and checks content/encyclopedia: every entry in every language with its sources and
 * its picture, ids matching file names, no animal twice.
 */
export async function loadEncyclopedia(
  root: string = encyclopediaRoot(),
  minimum = ENCYCLOPEDIA_MIN_ENTRIES,
): Promise<{ content: EncyclopediaContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const sources = await loadBibliography(root, relative, problems);
  const { art, problems: artProblems } = await loadArt(path.join(root, 'art'), relative, {
    named: false,
  });
  problems.push(...artProblems);

  const entries: EncyclopediaEntryFile[] = [];
  const cited: { file: string; field: string; ids: string[] }[] = [];
  const genera = new Map<string, string>();
  const folder = path.join(root, 'entries');
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
  for (const name of files) {
    const file = path.join(folder, name);
    const shown = relative(file);
    const raw = await readJson(file, shown, problems);
    if (raw === undefined) continue;
    const parsed = check(encyclopediaEntryFile, raw);
    if (!parsed.success) {
      problems.push(...problemsOf(shown, parsed.error.issues));
      continue;
    }
    const entry = parsed.data;
    const problem = (field: string, message: string) =>
      problems.push({ file: shown, field, message });
    if (`${entry.id}.json` !== name) problem('id', `The id must be the file's name (${name})`);
    if (genera.has(entry.scientificName))
      problem('scientificName', `Already described in ${genera.get(entry.scientificName)}`);
    genera.set(entry.scientificName, shown);
    if (!art.has(entry.id)) problem('id', `Missing picture art/${entry.id}.svg`);
    cited.push({ file: shown, field: 'sources', ids: entry.sources });
    entries.push(entry);
  }
  // A broken entry still owns its picture: the entry is reported, not the picture too.
  const ids = new Set(files.map((name) => name.slice(0, -'.json'.length)));
  for (const key of art.keys()) {
    if (!ids.has(key))
      problems.push({
        file: relative(path.join(root, 'art', `${key}.svg`)),
        field: '(file)',
        message: 'A picture of no entry',
      });
  }
  if (entries.length < minimum)
    problems.push({
      file: relative(folder),
      field: '(folder)',
      message: `At least ${minimum} entries, found ${entries.length}`,
    });
  checkCitations(
    cited,
    sources,
    relative(path.join(root, 'sources.json')),
    problems,
    entries.length === files.length,
  );
  entries.sort((a, b) => a.scientificName.localeCompare(b.scientificName, 'en'));
  return { content: { entries, sources, art }, problems };
}
