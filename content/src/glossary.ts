import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@dino/contract';
import type { ContentProblem } from './learning/problems.ts';

interface Term {
  use: string;
  avoid: string[];
  whole?: boolean;
  /** Whether capitals tell words apart (the polite Ձեր from the plain ձեր). */
  case?: boolean;
  why: string;
}
type Glossary = Record<Locale, Term[]>;

/** Letters of the three scripts: a word starts where the character before it is none of them. */
const LETTER = '\\p{L}';

function matcher(term: Term, word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(?<!${LETTER})${escaped}${term.whole ? `(?!${LETTER})` : ''}`,
    term.case ? 'u' : 'iu',
  );
}

async function jsonFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every text of one language in a content file: the values of `hy`, `ru` or `en` keys. */
function* texts(value: unknown, at: string): Generator<[Locale, string, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, `${at}.${index}`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      if (typeof item === 'string' && (LOCALES as readonly string[]).includes(key))
        yield [key as Locale, item, field];
      else yield* texts(item, field);
    }
  }
}

/**
 * One term per concept (issue 21): reads every JSON file of the content (the audio manifest, a
 * list of what was rendered, aside) and names each use of a word the glossary says to avoid.
 */
export async function checkGlossary(contentRoot: string): Promise<ContentProblem[]> {
  const glossaryFile = path.join(contentRoot, 'glossary.json');
  const glossary = JSON.parse(await readFile(glossaryFile, 'utf8')) as Glossary;
  const rules = LOCALES.flatMap((locale) =>
    glossary[locale].flatMap((term) =>
      term.avoid.map((word) => ({ locale, term, word, pattern: matcher(term, word) })),
    ),
  );
  const problems: ContentProblem[] = [];
  const files = (await jsonFiles(contentRoot)).filter(
    (file) => file !== glossaryFile && !file.includes(`${path.sep}audio${path.sep}`),
  );
  for (const file of files.sort()) {
    const data: unknown = JSON.parse(await readFile(file, 'utf8'));
    for (const [locale, text, field] of texts(data, '')) {
      for (const rule of rules) {
        if (rule.locale === locale && rule.pattern.test(text))
          problems.push({
            file: path.relative(contentRoot, file),
            field,
            message: `"${rule.word}" in ${locale}: write ${rule.term.use} (${rule.term.why}; content/glossary.json)`,
          });
      }
    }
  }
  return problems;
}
