import {
  LOCALES,
  VOICE_LINES,
  localizeContent,
  type Locale,
  type LocalizedText,
} from '@dino/contract';
import type { Book } from '../discover/books.ts';
import type { LearningActivity, LearningContent } from '../learning/load.ts';
import { isLetter, isSpeakable, wordLanguage } from './spoken-text.ts';

/** One thing a child hears: its language and its words, and where it comes from. */
export interface SpokenLine {
  lang: Locale;
  text: string;
  /** How it is rendered: a letter by its sound and an example word, anything else as written. */
  kind: 'text' | 'letter';
  /** What the line is for: the first sound of a task must stay small (AUDIO_PROMPT_MAX_BYTES). */
  role: 'prompt' | 'word' | 'name' | 'page' | 'voice-line';
  /** Where the line is used, for the check's messages. */
  where: string;
}

type Line = Pick<SpokenLine, 'lang' | 'text' | 'kind'>;

/** What a card's text is spoken as, or null for a card that says nothing (▲, ● ●). */
export function wordLine(shown: string, page: Locale): Line | null {
  if (!isSpeakable(shown)) return null;
  return {
    lang: wordLanguage(shown, page),
    text: shown,
    kind: isLetter(shown) ? 'letter' : 'text',
  };
}

/** The texts on an activity's cards in one language: every label, and the numbers to count. */
function cardTexts(activity: Pick<LearningActivity, 'type' | 'content'>, page: Locale): string[] {
  const texts: string[] = [];
  const walk = (node: unknown, field?: string) => {
    if (field === 'label' && typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach((item) => walk(item));
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, key);
  };
  const content = localizeContent(activity.content, page) as Record<string, unknown>;
  walk(content);
  if (activity.type === 'count') texts.push(...(content.options as number[]).map(String));
  return texts;
}

/** The lines of one activity as a page in `page` plays it: the instruction and each card's text. */
export function activityLines(
  activity: Pick<LearningActivity, 'type' | 'content' | 'narration'>,
  page: Locale,
): { prompt: Line; words: Map<string, Line> } {
  const prompt = (activity.content as { prompt: LocalizedText }).prompt[page];
  const words = new Map<string, Line>();
  for (const shown of cardTexts(activity, page)) {
    const line = wordLine(shown, page);
    if (line) words.set(shown, line);
  }
  return {
    prompt: { lang: page, text: activity.narration?.[page] ?? prompt, kind: 'text' },
    words,
  };
}

/** Every line a child hears, once each: the curriculum, the picture books and Dino's own words. */
export function allSpokenLines(learning: LearningContent, books: Book[]): SpokenLine[] {
  const lines = new Map<string, SpokenLine>();
  const add = (line: Line, role: SpokenLine['role'], where: string) => {
    const key = `${line.lang}\n${line.text}`;
    const known = lines.get(key);
    // A line that is also a task's instruction is held to the instruction's size.
    if (!known || (role === 'prompt' && known.role !== 'prompt'))
      lines.set(key, { ...line, role, where });
  };
  for (const page of LOCALES) {
    for (const module of learning.modules) {
      add(
        { lang: page, text: module.name[page], kind: 'text' },
        'name',
        `module ${module.id}: name`,
      );
      for (const lesson of module.lessons) {
        const at = `${module.id}/${lesson.id}`;
        add({ lang: page, text: lesson.name[page], kind: 'text' }, 'name', `lesson ${at}: name`);
        for (const activity of lesson.activities) {
          const { prompt, words } = activityLines(activity, page);
          add(prompt, 'prompt', `activity ${at}/${activity.id}: prompt`);
          for (const [shown, line] of words)
            add(line, 'word', `activity ${at}/${activity.id}: card "${shown}"`);
        }
      }
    }
    for (const book of books) {
      book.pages.forEach((bookPage, index) =>
        add(
          { lang: page, text: bookPage.text[page], kind: 'text' },
          'page',
          `book ${book.id}: page ${index + 1}`,
        ),
      );
    }
    for (const [key, texts] of Object.entries(VOICE_LINES)) {
      for (const text of texts[page])
        add({ lang: page, text, kind: 'text' }, 'voice-line', `voice line ${key}`);
    }
  }
  return [...lines.values()];
}
