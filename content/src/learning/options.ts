import type { LearningContent } from './load.ts';
import type { ContentProblem } from './problems.ts';

/** The types where a child picks an answer among cards, so a guess could pay. */
const PICKED_TYPES = new Set(['choice', 'fill-blank', 'count']);

/**
 * How many cards a child picks among (issue 20): with two or three, guessing pays too often; four
 * from age 5, three for the 3- and 4-year-olds, who still count and compare a few things at once.
 */
export function minimumOptions(youngestAge: number): number {
  return youngestAge >= 5 ? 4 : 3;
}

/**
 * Every choice, fill-blank and count with fewer options than the youngest child of its age band
 * (the activity's, else the lesson's, else the module's) should get.
 */
export function tooFewOptions(content: LearningContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const module of content.modules) {
    for (const lesson of module.lessons) {
      for (const activity of lesson.activities) {
        if (!PICKED_TYPES.has(activity.type)) continue;
        const options = (activity.content as { options: unknown[] }).options.length;
        const [youngest, oldest] = activity.ages;
        const needed = minimumOptions(youngest);
        if (options < needed)
          problems.push({
            file: lesson.file,
            field: `activities.${activity.position}.content.options`,
            message: `A ${activity.type} for ages ${youngest}-${oldest} needs at least ${needed} options, not ${options}`,
          });
      }
    }
  }
  return problems;
}
