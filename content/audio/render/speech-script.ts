import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@dino/contract';
import { audioRoot, segments, type Segment, type SpokenLine } from '../../src/audio/index.ts';

/** What the engine is given: the line's parts, each in its language, lexicon fixes applied. */
export type Speech = Segment[];

type Lexicon = Record<string, string>;
type Letters = Record<Locale, Record<string, { sound: string; word: string }>>;

const root = audioRoot();
const lexicons = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (lang) => [
      lang,
      JSON.parse(await readFile(path.join(root, 'lexicon', `${lang}.json`), 'utf8')) as Lexicon,
    ]),
  ),
) as Record<Locale, Lexicon>;
const letters = JSON.parse(await readFile(path.join(root, 'letters.json'), 'utf8')) as Letters;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: a fix for "Rex" leaves "Rexy" alone. */
const patterns = Object.fromEntries(
  LOCALES.map((lang) => {
    const words = Object.keys(lexicons[lang]).sort((a, b) => b.length - a.length);
    return [
      lang,
      words.length === 0
        ? null
        : new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
    ];
  }),
) as Record<Locale, RegExp | null>;

function fix(part: Segment): Segment {
  const pattern = patterns[part.lang];
  return pattern
    ? { ...part, text: part.text.replace(pattern, (word) => lexicons[part.lang][word]!) }
    : part;
}

/** How a card's letter is said: its sound, then a word that starts with it. */
function letterSpeech(line: SpokenLine): Speech {
  const letter = line.text.trim();
  const entry =
    letters[line.lang]?.[letter.toLocaleUpperCase(line.lang)] ?? letters[line.lang]?.[letter];
  if (!entry)
    throw new Error(
      `content/audio/letters.json has no ${line.lang} letter "${letter}" (${line.where})`,
    );
  return [fix({ lang: line.lang, text: `${entry.sound}, ${entry.sound}, ${entry.word}` })];
}

export async function speechScript(line: SpokenLine): Promise<Speech> {
  if (line.kind === 'letter') return letterSpeech(line);
  return segments(line.text, line.lang).map(fix);
}
