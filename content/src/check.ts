/**
 * `npm run content:check`: reads every content file, checks it against the contract's schemas and
 * prints each problem as "file: field: message", or the counts when all is well.
 */
import { formatProblem, learningRoot, loadLearningContent } from './learning/index.ts';
import { summarize } from './learning/summary.ts';

const root = process.argv[2] ?? learningRoot();
const { content, problems } = await loadLearningContent(root);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem(s) in ${root}`);
  process.exit(1);
}
const summary = summarize(content);
console.log(
  `Learning content is valid: ${summary.modules} modules, ${summary.lessons} lessons, ${summary.activities} activities, ${summary.art} pictures.`,
);
console.log(
  `Activities by type: ${Object.entries(summary.byType)
    .map(([type, n]) => `${type} ${n}`)
    .join(', ')}`,
);
console.log(
  `Words by language: ${Object.entries(summary.wordsByLanguage)
    .map(([locale, n]) => `${locale} ${n}`)
    .join(', ')}`,
);
