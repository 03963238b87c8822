import path from 'node:path';
import { loadBooks, loadEncyclopedia, loadFacts, loadVideos } from '@dino/content/discover';
import { contentFolder } from '@dino/content/files';
import type { DiscoverContent } from '../../src/modules/content/import.ts';

/**
 * The content package's small discover fixture: two animals, two facts, one book and one clip
 * whose every word the tests know. Counts below the built-in minimums are allowed here.
 */
const root = path.join(contentFolder('test'), 'fixtures/discover');

let fixture: Promise<DiscoverContent> | undefined;
export function fixtureDiscover(): Promise<DiscoverContent> {
  fixture ??= Promise.all([
    loadEncyclopedia(path.join(root, 'encyclopedia'), 1),
    loadFacts(path.join(root, 'facts'), 1),
    loadBooks(path.join(root, 'books'), 1),
    loadVideos(path.join(root, 'videos'), 1),
  ]).then(([encyclopedia, facts, books, videos]) => {
    const problems = [encyclopedia, facts, books, videos].flatMap((part) => part.problems);
    if (problems.length > 0)
      throw new Error(`Broken discover fixture: ${JSON.stringify(problems)}`);
    return {
      encyclopedia: encyclopedia.content,
      facts: facts.content,
      books: books.content,
      videos: videos.content,
    };
  });
  return fixture;
}
