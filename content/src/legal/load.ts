import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LEGAL_PAGES, check, legalFile, type LegalFile, type LegalPage } from '@dino/contract';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';

export type LegalContent = Record<LegalPage, LegalFile>;

/** The folder of the terms and the privacy policy. */
export function legalRoot(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@dino/content/package.json')), 'legal');
}

/** Reads and checks the terms and the privacy policy: every section, every language. */
export async function loadLegalContent(
  root: string = legalRoot(),
): Promise<{ content: LegalContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const content = {} as LegalContent;
  for (const page of LEGAL_PAGES) {
    const file = path.join(root, `${page}.json`);
    const shown = path.relative(path.dirname(root), file);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      problems.push({ file: shown, field: '(file)', message: (error as Error).message });
      continue;
    }
    const parsed = check(legalFile, raw);
    if (parsed.success) content[page] = parsed.data;
    else problems.push(...problemsOf(shown, parsed.error.issues));
  }
  return { content, problems };
}
