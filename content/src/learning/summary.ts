import { ACTIVITY_TYPE_IDS, LOCALES, isLocalizedText, type Locale } from '@dino/contract';
import type { LearningContent } from './load.ts';

export interface LearningSummary {
  modules: number;
  lessons: number;
  activities: number;
  byType: Record<string, number>;
  /** Words a child or parent can read in each language, over names, titles and content. */
  wordsByLanguage: Record<Locale, number>;
  art: number;
}

function countWords(value: unknown, words: Record<Locale, number>): void {
  if (Array.isArray(value)) value.forEach((item) => countWords(item, words));
  else if (value !== null && typeof value === 'object') {
    if (isLocalizedText(value)) {
      for (const locale of LOCALES)
        words[locale] += value[locale].split(/\s+/).filter(Boolean).length;
    } else Object.values(value).forEach((item) => countWords(item, words));
  }
}

export function summarize(content: LearningContent): LearningSummary {
  const byType = Object.fromEntries(ACTIVITY_TYPE_IDS.map((type) => [type, 0]));
  const wordsByLanguage = { hy: 0, ru: 0, en: 0 };
  let lessons = 0;
  let activities = 0;
  for (const module of content.modules) {
    countWords([module.name, module.description], wordsByLanguage);
    for (const lesson of module.lessons) {
      lessons++;
      countWords(lesson.name, wordsByLanguage);
      for (const activity of lesson.activities) {
        activities++;
        byType[activity.type]!++;
        countWords([activity.title, activity.content], wordsByLanguage);
      }
    }
  }
  return {
    modules: content.modules.length,
    lessons,
    activities,
    byType,
    wordsByLanguage,
    art: content.art.size,
  };
}
