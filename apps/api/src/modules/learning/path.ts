import type { ModuleFit } from '@dino/contract';

/**
 * The path at the child's level (decision 0015): which modules are theirs, which lessons are
 * open, and what "Play next" opens. `age` is null when no child asks: a parent browses
 * everything in the curriculum's order, with nothing locked.
 */

export function moduleFit(
  band: { age_min: number; age_max: number },
  age: number | null,
): ModuleFit | null {
  if (age === null) return null;
  if (age < band.age_min) return 'older';
  if (age > band.age_max) return 'younger';
  return 'your_age';
}

/**
 * A lesson at or below the child's age is open at once, and so is one they completed and a
 * module's first; one above their age opens once the lesson before it is completed.
 * `previous_completed` is null for the first lesson of a module.
 */
export function lessonLocked(
  lesson: { min_age: number; completed: boolean; previous_completed: boolean | null },
  age: number | null,
): boolean {
  if (age === null || lesson.completed || lesson.previous_completed === null) return false;
  return lesson.min_age > age && !lesson.previous_completed;
}

export interface PathLesson {
  uuid: string;
  module_uuid: string;
  min_age: number;
  max_age: number;
  completed: boolean;
  locked: boolean;
}

const playable = (lesson: PathLesson) => !lesson.completed && !lesson.locked;

/**
 * What "Play next" opens, from the child's lessons grouped by module in the order of their
 * module list (theirs first) and by index within each:
 * 1. the lesson they were on while it is not completed, else the first after it that is not
 *    (spec section 4's next-lesson rule, within its module);
 * 2. the first open lesson whose band holds their age in the modules of their age, beginning
 *    with the one after the current module and coming round to it last;
 * 3. the first open lesson above their age, in the order of their list: one their progress
 *    opened, or the first of the nearest module for older children;
 * 4. the first open lesson left, which is an easier one;
 * null when every open lesson is completed.
 */
export function nextOnPath(
  modules: { uuid: string; fit: ModuleFit | null; lessons: PathLesson[] }[],
  current: string | null,
  age: number,
): string | null {
  const at = modules.findIndex((module) => module.lessons.some((l) => l.uuid === current));
  if (at >= 0) {
    const lessons = modules[at]!.lessons;
    const index = lessons.findIndex((lesson) => lesson.uuid === current);
    const here = lessons[index]!;
    if (playable(here)) return here.uuid;
    const after = lessons.slice(index + 1).find(playable);
    if (after) return after.uuid;
  }
  const rotated = at >= 0 ? [...modules.slice(at + 1), ...modules.slice(0, at + 1)] : modules;
  const fits = (lesson: PathLesson) =>
    playable(lesson) && lesson.min_age <= age && age <= lesson.max_age;
  for (const module of rotated.filter((one) => one.fit === 'your_age')) {
    const lesson = module.lessons.find(fits);
    if (lesson) return lesson.uuid;
  }
  const harder = (lesson: PathLesson) => playable(lesson) && lesson.min_age > age;
  for (const rule of [harder, playable]) {
    for (const module of modules) {
      const lesson = module.lessons.find(rule);
      if (lesson) return lesson.uuid;
    }
  }
  return null;
}
