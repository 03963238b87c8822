import path from 'node:path';
import { check, factsFile, type FactsFile } from '@dino/contract';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { contentFolder, readJson } from '../files.ts';
import { checkCitations, loadBibliography, type Bibliography } from './sources.ts';

export interface FactsContent extends FactsFile {
  sources: Bibliography;
}

export const FACTS_MIN = 50;

export const factsRoot = () => contentFolder('facts');

/** Reads and checks content/facts: categories, facts in every language, and their sources. */
export async function loadFacts(
  root: string = factsRoot(),
  minimum = FACTS_MIN,
): Promise<{ content: FactsContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const sources = await loadBibliography(root, relative, problems);
  const file = path.join(root, 'facts.json');
  const shown = relative(file);
  const raw = await readJson(file, shown, problems);
  const parsed = raw === undefined ? undefined : check(factsFile, raw);
  if (parsed && !parsed.success) problems.push(...problemsOf(shown, parsed.error.issues));
  const data = parsed?.success ? parsed.data : { categories: [], facts: [] };
  if (parsed?.success && data.facts.length < minimum)
    problems.push({
      file: shown,
      field: 'facts',
      message: `At least ${minimum} facts, found ${data.facts.length}`,
    });
  checkCitations(
    data.facts.map((fact, index) => ({
      file: shown,
      field: `facts.${index}.sources`,
      ids: fact.sources,
    })),
    sources,
    relative(path.join(root, 'sources.json')),
    problems,
    parsed?.success === true,
  );
  return { content: { ...data, sources }, problems };
}
