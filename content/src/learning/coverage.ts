import path from 'node:path';
import type { AgeBand } from '@dino/contract';
import type { LearningContent, LearningLesson } from './load.ts';
import type { ContentProblem } from './problems.ts';

/**
 * How much the curriculum must hold (issue 21): enough for a child from 3 to 12 to learn for
 * years, not one preschool term, with the school ages served by lessons made for them.
 */
export const CURRICULUM_MINIMUM = {
  modules: 16,
  lessons: 110,
  activities: 900,
  /** Lessons whose whole band lies within these ages. */
  within: [
    { ages: [6, 8], lessons: 30 },
    { ages: [9, 12], lessons: 30 },
  ] as { ages: AgeBand; lessons: number }[],
};

/** A lesson's band, as the API gives it: from its youngest activity's age to its oldest's. */
export function lessonBand(lesson: LearningLesson): AgeBand {
  return [
    Math.min(...lesson.activities.map((activity) => activity.ages[0])),
    Math.max(...lesson.activities.map((activity) => activity.ages[1])),
  ];
}

/**
 * Each module must have a lesson for every age of the band it states (a child of that age finds
 * something made for them there), and the whole curriculum its minimum size.
 */
export function curriculumShortfalls(content: LearningContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const module of content.modules) {
    const bands = module.lessons.map(lessonBand);
    for (let age = module.ages[0]; age <= module.ages[1]; age++) {
      if (!bands.some(([from, to]) => from <= age && age <= to))
        problems.push({
          file: module.lessons[0]
            ? path.join(path.dirname(path.dirname(module.lessons[0].file)), 'module.json')
            : module.id,
          field: 'ages',
          message: `No lesson for age ${age}, though the module says it is for ${module.ages[0]}-${module.ages[1]}`,
        });
    }
  }
  const lessons = content.modules.flatMap((module) => module.lessons);
  const activities = lessons.flatMap((lesson) => lesson.activities).length;
  const counts: [string, number, number][] = [
    ['modules', content.modules.length, CURRICULUM_MINIMUM.modules],
    ['lessons', lessons.length, CURRICULUM_MINIMUM.lessons],
    ['activities', activities, CURRICULUM_MINIMUM.activities],
    ...CURRICULUM_MINIMUM.within.map(({ ages, lessons: needed }): [string, number, number] => [
      `lessons within ages ${ages[0]}-${ages[1]}`,
      lessons.filter((lesson) => {
        const [from, to] = lessonBand(lesson);
        return from >= ages[0] && to <= ages[1];
      }).length,
      needed,
    ]),
  ];
  for (const [what, has, needed] of counts) {
    if (has < needed)
      problems.push({
        file: 'learning',
        field: '(curriculum)',
        message: `${has} ${what}; the curriculum needs at least ${needed}`,
      });
  }
  return problems;
}
