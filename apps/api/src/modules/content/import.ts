import { sql } from 'drizzle-orm';
import { z } from 'zod';
import organizationsFile from '@dino/content/organizations.json' with { type: 'json' };
import { formatProblem, loadLearningContent, type LearningContent } from '@dino/content/learning';
import {
  loadBooks,
  loadEncyclopedia,
  loadFacts,
  loadVideos,
  type Book,
  type EncyclopediaContent,
  type FactsContent,
  type VideosContent,
} from '@dino/content/discover';
import { loadLegalContent, type LegalContent } from '@dino/content/legal';
import { loadShopContent, type ShopContent } from '@dino/content/shop';
import { audioLibrary, loadAudioManifest, type AudioLibrary } from '@dino/content/audio';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { importLearning } from './learning-import.ts';
import { importShop } from './shop-import.ts';

const organizationsSchema = z.array(
  z.object({ id: z.number().int().positive(), name: z.string().min(1) }),
);

export class ContentError extends Error {
  constructor(problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.join('\n')}`);
  }
}

let builtIn: Promise<LearningContent> | undefined;

/** The curriculum in content/learning, read and checked once per process. */
export function builtInLearning(): Promise<LearningContent> {
  builtIn ??= loadLearningContent().then(({ content, problems }) => {
    if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
    return content;
  });
  return builtIn;
}

let builtInCatalog: Promise<ShopContent> | undefined;

/** The shop in content/shop, read and checked once per process. */
export function builtInShop(): Promise<ShopContent> {
  builtInCatalog ??= loadShopContent().then(({ content, problems }) => {
    if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
    return content;
  });
  return builtInCatalog;
}

let builtInLegalPages: Promise<LegalContent> | undefined;

/** The terms and the privacy policy in content/legal, read and checked once per process. */
export function builtInLegal(): Promise<LegalContent> {
  builtInLegalPages ??= loadLegalContent().then(({ content, problems }) => {
    if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
    return content;
  });
  return builtInLegalPages;
}

export interface DiscoverContent {
  encyclopedia: EncyclopediaContent;
  facts: FactsContent;
  books: Book[];
  videos: VideosContent;
}

let builtInAudioLibrary: Promise<AudioLibrary> | undefined;

/**
 * The spoken lines' manifest, read once per process. Whether every line has its file is
 * `npm run content:check`'s job; here a broken manifest stops the start.
 */
export function builtInAudio(): Promise<AudioLibrary> {
  builtInAudioLibrary ??= loadAudioManifest().then(({ manifest, problems }) => {
    if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
    return audioLibrary(manifest);
  });
  return builtInAudioLibrary;
}

let builtInDiscoverContent: Promise<DiscoverContent> | undefined;

/** The encyclopedia, facts, books and videos, read and checked once per process. */
export function builtInDiscover(): Promise<DiscoverContent> {
  builtInDiscoverContent ??= Promise.all([
    loadEncyclopedia(),
    loadFacts(),
    loadBooks(),
    loadVideos(),
  ]).then(([encyclopedia, facts, books, videos]) => {
    const problems = [encyclopedia, facts, books, videos].flatMap((part) => part.problems);
    if (problems.length > 0) throw new ContentError(problems.map(formatProblem));
    return {
      encyclopedia: encyclopedia.content,
      facts: facts.content,
      books: books.content,
      videos: videos.content,
    };
  });
  return builtInDiscoverContent;
}

/**
 * Brings the built-in content into the database by stable ids: running it again changes
 * nothing, edited content replaces the old rows, and children's progress and the shop's stock
 * and orders are never touched.
 */
export async function importContent(
  db: Database,
  learning?: LearningContent,
  shop?: ShopContent,
): Promise<void> {
  const rows = organizationsSchema.parse(organizationsFile);
  await db
    .insert(organizations)
    .values(rows)
    .onConflictDoUpdate({ target: organizations.id, set: { name: sql`excluded.name` } });
  await importLearning(db, learning ?? (await builtInLearning()));
  await importShop(db, shop ?? (await builtInShop()));
}
