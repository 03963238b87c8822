import { activityLines } from '@dino/content/audio';
import { artKeysIn, type ArtFile } from '@dino/content/learning';
import {
  localizeContent,
  type ActivityData,
  type LessonData,
  type Locale,
  type LocalizedText,
  type ModuleData,
  type ModuleFit,
} from '@dino/contract';
import type { SpokenUrl } from '../narration/spoken-urls.ts';

export interface LearningPresenter {
  module(row: ModuleRow): ModuleData;
  lesson(row: LessonRow): LessonData;
  activity(row: ActivityRow): ActivityData;
}

interface ModuleRow {
  uuid: string;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  art: string;
  age_min: number;
  age_max: number;
  fit: ModuleFit | null;
  lessons_total: number;
  lessons_completed: number;
}

interface LessonRow {
  uuid: string;
  slug: string;
  name: LocalizedText;
  position: number;
  module_uuid: string;
  module_name: LocalizedText;
  completed: boolean;
  min_age: number;
  max_age: number;
  locked: boolean;
  activities_total: number;
  activities_completed: number;
}

interface ActivityRow {
  uuid: string;
  slug: string;
  type: string;
  title: LocalizedText;
  points: number;
  age_min: number;
  age_max: number;
  narration: Partial<LocalizedText> | null;
  content: Record<string, unknown>;
  position: number;
  completed: boolean;
  earned: number | null;
  lesson_uuid: string;
  lesson_name: LocalizedText;
  lesson_position: number;
  module_uuid: string;
  module_name: LocalizedText;
}

/** How the presenter finds a picture: its URL, and the file with its names. */
export interface ArtLookup {
  url: (key: string) => string;
  file: (key: string) => ArtFile | undefined;
}

/** Each picture's URL mapped to its name in `locale`, so the player can tell it to a screen reader. */
function artNames(content: unknown, locale: Locale, art: ArtLookup): Record<string, string> {
  const names: Record<string, string> = {};
  for (const { key } of artKeysIn(content)) {
    const name = art.file(key)?.name?.[locale];
    if (name) names[art.url(key)] = name;
  }
  return names;
}

/** The instruction's file and each card text's, as the page in `locale` plays the activity. */
function activityAudio(row: ActivityRow, locale: Locale, spokenUrl: SpokenUrl) {
  const lines = activityLines(
    {
      type: row.type as ActivityData['type'],
      content: row.content as never,
      narration: row.narration ?? undefined,
    },
    locale,
  );
  const words: Record<string, string> = {};
  for (const [shown, line] of lines.words) {
    const url = spokenUrl(line.lang, line.text);
    if (url) words[shown] = url;
  }
  return { prompt: spokenUrl(lines.prompt.lang, lines.prompt.text), words };
}

/** Rows in one language, with art and spoken lines as URLs. */
export function learningPresenter(
  locale: Locale,
  art: ArtLookup,
  spokenUrl: SpokenUrl,
): LearningPresenter {
  const artUrl = art.url;
  return {
    module: (row) => ({
      uuid: row.uuid,
      slug: row.slug,
      name: row.name[locale],
      description: row.description[locale],
      art: artUrl(row.art),
      ages: { min: row.age_min, max: row.age_max },
      min_age: row.age_min,
      max_age: row.age_max,
      fit: row.fit,
      lessons_total: row.lessons_total,
      lessons_completed: row.lessons_completed,
      completed: row.lessons_total > 0 && row.lessons_completed >= row.lessons_total,
      name_audio: spokenUrl(locale, row.name[locale]),
    }),
    lesson: (row) => ({
      uuid: row.uuid,
      slug: row.slug,
      name: row.name[locale],
      index: row.position,
      completed: row.completed,
      min_age: row.min_age,
      max_age: row.max_age,
      locked: row.locked,
      activities_total: row.activities_total,
      activities_completed: row.activities_completed,
      module: { uuid: row.module_uuid, name: row.module_name[locale] },
      name_audio: spokenUrl(locale, row.name[locale]),
    }),
    activity: (row) => ({
      uuid: row.uuid,
      slug: row.slug,
      title: row.title[locale],
      name: row.title[locale],
      type: row.type as ActivityData['type'],
      points: row.points,
      ages: { min: row.age_min, max: row.age_max },
      index: row.position,
      narration: row.narration?.[locale] ?? null,
      completed: row.completed,
      earned: row.earned,
      content: localizeContent(row.content, locale, artUrl),
      art_names: artNames(row.content, locale, art),
      audio: activityAudio(row, locale, spokenUrl),
      lesson: { uuid: row.lesson_uuid, name: row.lesson_name[locale], index: row.lesson_position },
      module: { uuid: row.module_uuid, name: row.module_name[locale] },
    }),
  };
}
