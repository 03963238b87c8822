import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import {
  LOCALES,
  check,
  checkAnswer,
  lessonFile,
  localizeContent,
  moduleFile,
  solutionOf,
  type ActivityFile,
  type AgeBand,
  type LocalizedText,
  type ModuleFile,
} from '@dino/contract';
import { artKeysIn, loadArt, type ArtFile } from './art.ts';
import { problemsOf, type ContentProblem } from './problems.ts';

/** Namespace of the uuids derived from content ids: the same id gives the same uuid everywhere. */
const UUID_NAMESPACE = '6f1d3c52-8a4e-4f0b-9d7a-2c5e8b1f4a90';

export interface LearningActivity extends Omit<ActivityFile, 'ages'> {
  uuid: string;
  ages: AgeBand;
  position: number;
}

export interface LearningLesson {
  uuid: string;
  id: string;
  name: LocalizedText;
  position: number;
  activities: LearningActivity[];
  file: string;
}

export interface LearningModule extends ModuleFile {
  uuid: string;
  position: number;
  lessons: LearningLesson[];
}

export interface LearningContent {
  modules: LearningModule[];
  art: Map<string, ArtFile>;
}

/** The folder of the built-in curriculum, found through the package so a bundled server finds it too. */
export function learningRoot(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@dino/content/package.json')), 'learning');
}

export const moduleUuid = (moduleId: string) => uuidv5(`module:${moduleId}`, UUID_NAMESPACE);
export const lessonUuid = (moduleId: string, lessonId: string) =>
  uuidv5(`lesson:${moduleId}/${lessonId}`, UUID_NAMESPACE);
/** Activities are keyed within their module, so moving one to another lesson keeps its completions. */
export const activityUuid = (moduleId: string, activityId: string) =>
  uuidv5(`activity:${moduleId}/${activityId}`, UUID_NAMESPACE);

async function readJson(file: string, shown: string, problems: ContentProblem[]): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'The file is missing'
        : `Not valid JSON: ${(error as Error).message}`;
    problems.push({ file: shown, field: '(file)', message: reason });
    return undefined;
  }
}

async function isDirectory(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isDirectory() ?? false;
}

/**
 * Reads and checks every file of the curriculum. Problems are collected, not thrown, so one run
 * names all of them; content with problems must not be imported.
 */
export async function loadLearningContent(
  root: string = learningRoot(),
): Promise<{ content: LearningContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const { art, problems: artProblems } = await loadArt(path.join(root, 'art'), relative);
  problems.push(...artProblems);

  const modules: LearningModule[] = [];
  const moduleIds = new Map<string, string>();
  const folders = (await readdir(root)).filter((name) => name !== 'art').sort();
  for (const folder of folders) {
    const directory = path.join(root, folder);
    if (!(await isDirectory(directory))) continue;
    const moduleFileName = relative(path.join(directory, 'module.json'));
    const raw = await readJson(path.join(directory, 'module.json'), moduleFileName, problems);
    if (raw === undefined) continue;
    const parsed = check(moduleFile, raw);
    if (!parsed.success) {
      problems.push(...problemsOf(moduleFileName, parsed.error.issues));
      continue;
    }
    const module = parsed.data;
    const earlier = moduleIds.get(module.id);
    if (earlier) {
      problems.push({
        file: moduleFileName,
        field: 'id',
        message: `Duplicate module id "${module.id}" (also in ${earlier})`,
      });
      continue;
    }
    moduleIds.set(module.id, moduleFileName);
    for (const { key, path: at } of artKeysIn(module)) {
      if (!art.has(key))
        problems.push({
          file: moduleFileName,
          field: at,
          message: `Missing art "${key}" (no art/${key}.svg)`,
        });
    }
    const lessons = await loadLessons(directory, module, relative, art, problems);
    modules.push({ ...module, uuid: moduleUuid(module.id), position: modules.length, lessons });
  }
  if (modules.length === 0)
    problems.push({ file: relative(root), field: '(folder)', message: 'No module folders' });
  return { content: { modules, art }, problems };
}

async function loadLessons(
  directory: string,
  module: ModuleFile,
  relative: (file: string) => string,
  art: Map<string, ArtFile>,
  problems: ContentProblem[],
): Promise<LearningLesson[]> {
  const lessonsDirectory = path.join(directory, 'lessons');
  const names = (await readdir(lessonsDirectory).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (names.length === 0) {
    problems.push({
      file: relative(lessonsDirectory),
      field: '(folder)',
      message: 'A module needs at least one lesson file',
    });
  }
  const lessons: LearningLesson[] = [];
  const lessonIds = new Map<string, string>();
  const activityIds = new Map<string, string>();
  for (const name of names) {
    const file = relative(path.join(lessonsDirectory, name));
    const raw = await readJson(path.join(lessonsDirectory, name), file, problems);
    if (raw === undefined) continue;
    const parsed = check(lessonFile, raw);
    if (!parsed.success) {
      problems.push(...problemsOf(file, parsed.error.issues));
      continue;
    }
    const lesson = parsed.data;
    if (lessonIds.has(lesson.id)) {
      problems.push({
        file,
        field: 'id',
        message: `Duplicate lesson id "${lesson.id}" (also in ${lessonIds.get(lesson.id)})`,
      });
      continue;
    }
    lessonIds.set(lesson.id, file);
    const activities: LearningActivity[] = [];
    lesson.activities.forEach((activity, index) => {
      const field = `activities.${index}`;
      const earlier = activityIds.get(activity.id);
      if (earlier && earlier !== file) {
        problems.push({
          file,
          field: `${field}.id`,
          message: `Duplicate activity id "${activity.id}" in module "${module.id}" (also in ${earlier})`,
        });
        return;
      }
      activityIds.set(activity.id, file);
      for (const { key, path: at } of artKeysIn(activity.content)) {
        if (!art.has(key))
          problems.push({
            file,
            field: `${field}.content.${at}`,
            message: `Missing art "${key}" (no art/${key}.svg)`,
          });
      }
      for (const locale of LOCALES) {
        const content = localizeContent(activity.content, locale);
        if (
          !checkAnswer(activity.type, content as never, solutionOf(activity.type, content as never))
        ) {
          problems.push({
            file,
            field: `${field}.content`,
            message: `The activity's own answer does not solve it (${locale})`,
          });
        }
      }
      activities.push({
        ...activity,
        uuid: activityUuid(module.id, activity.id),
        ages: activity.ages ?? lesson.ages ?? module.ages,
        position: activities.length,
      });
    });
    lessons.push({
      uuid: lessonUuid(module.id, lesson.id),
      id: lesson.id,
      name: lesson.name,
      position: lessons.length,
      activities,
      file,
    });
  }
  return lessons;
}
