/**
 * `npm run content:check`: reads every content file, checks it against the contract's schemas and
 * prints each problem as "file: field: message", or the counts when all is well.
 */
import { formatProblem, learningRoot, loadLearningContent } from './learning/index.ts';
import { tooFewOptions } from './learning/options.ts';
import { curriculumShortfalls } from './learning/coverage.ts';
import { summarize } from './learning/summary.ts';
import { loadBooks, loadEncyclopedia, loadFacts, loadVideos } from './discover/index.ts';
import { loadLegalContent } from './legal/index.ts';
import { loadShopContent, shopRoot } from './shop/index.ts';
import { allSpokenLines, checkAudio } from './audio/index.ts';
import { checkGlossary } from './glossary.ts';
import path from 'node:path';

const root = process.argv[2] ?? learningRoot();
const shop = process.argv[3] ?? shopRoot();
const [
  { content, problems },
  { content: catalog, problems: shopProblems },
  { problems: legalProblems },
  encyclopedia,
  facts,
  books,
  videos,
] = await Promise.all([
  loadLearningContent(root),
  loadShopContent(shop),
  loadLegalContent(),
  loadEncyclopedia(),
  loadFacts(),
  loadBooks(),
  loadVideos(),
]);
// Audio belongs to the built-in content; a folder given to check (a test's fixture) has none.
const audio = process.argv[2]
  ? { problems: [], files: 0, bytes: 0, recorded: 0, largestPrompt: 0 }
  : await checkAudio(allSpokenLines(content, books.content));
// How many cards a child picks among is a rule of our curriculum; a test's fixture keeps the
// two-card activities that other tests count on.
const fewOptions = process.argv[2] ? [] : tooFewOptions(content);
// The curriculum's size and each module's ages are rules of ours, not of a test's fixture.
const shortfalls = process.argv[2] ? [] : curriculumShortfalls(content);
// One term per concept, across every content file (issue 21); a fixture has its own words.
const glossary = process.argv[2] ? [] : await checkGlossary(path.dirname(learningRoot()));
const all = [
  ...problems,
  ...fewOptions,
  ...shortfalls,
  ...glossary,
  ...audio.problems,
  ...shopProblems,
  ...legalProblems,
  ...encyclopedia.problems,
  ...facts.problems,
  ...books.problems,
  ...videos.problems,
];
if (all.length > 0) {
  for (const problem of all) console.error(formatProblem(problem));
  console.error(`\n${all.length} problem(s) in the content`);
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
console.log(
  `Shop content is valid: ${catalog.categories.length} categories, ${catalog.products.length} products, ${catalog.art.size} pictures.`,
);
console.log('Legal pages are valid: terms and privacy, seven sections each, in three languages.');
console.log(
  `Discover content is valid: ${encyclopedia.content.entries.length} encyclopedia entries, ${facts.content.facts.length} facts in ${facts.content.categories.length} categories, ${books.content.length} books (${books.content.map((book) => book.pages.length).join(' and ')} pages), ${videos.content.videos.length} videos.`,
);
if (!process.argv[2])
  console.log(
    `Audio is complete: ${audio.files} spoken lines (${audio.recorded} recorded), ${(audio.bytes / 1024 / 1024).toFixed(2)} MB; the largest instruction ${(audio.largestPrompt / 1024).toFixed(1)} KB.`,
  );
