import { cp, mkdtemp, readFile, rm, writeFile, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  booksRoot,
  encyclopediaRoot,
  factsRoot,
  loadBooks,
  loadEncyclopedia,
  loadFacts,
  loadVideos,
  videosRoot,
} from '../src/discover/index.ts';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures/discover');
const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of a fixture folder to break on purpose. */
async function copyOf(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dino-discover-'));
  copies.push(dir);
  const root = path.join(dir, name);
  await cp(path.join(fixtures, name), root, { recursive: true });
  return root;
}

// The files are edited as loose JSON on purpose: the point is to break them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function editJson(file: string, edit: (data: any) => void) {
  const data = JSON.parse(await readFile(file, 'utf8'));
  edit(data);
  await writeFile(file, JSON.stringify(data));
}

const shown = (problems: { file: string; field: string }[]) =>
  problems.map((p) => `${p.file} ${p.field}`);

describe('the built-in discover content', () => {
  it('is complete: 40 animals, 50 facts, 2 books, 6 clips, each checked', async () => {
    const results = await Promise.all([
      loadEncyclopedia(encyclopediaRoot()),
      loadFacts(factsRoot()),
      loadBooks(booksRoot()),
      loadVideos(videosRoot()),
    ]);
    expect(results.flatMap((result) => result.problems)).toEqual([]);
  });
});

describe('encyclopedia check', () => {
  it('accepts the fixture', async () => {
    expect((await loadEncyclopedia(path.join(fixtures, 'encyclopedia'), 1)).problems).toEqual([]);
  });

  it('refuses an entry without sources', async () => {
    const root = await copyOf('encyclopedia');
    await editJson(path.join(root, 'entries/stegosaurus.json'), (entry) => (entry.sources = []));
    expect(shown((await loadEncyclopedia(root, 1)).problems)).toEqual([
      'encyclopedia/entries/stegosaurus.json sources',
    ]);
  });

  it('refuses an entry missing a language, or citing a source that is not listed', async () => {
    const root = await copyOf('encyclopedia');
    await editJson(path.join(root, 'entries/stegosaurus.json'), (entry) => {
      delete entry.fact.hy;
      entry.sources = ['field-guide'];
    });
    await editJson(path.join(root, 'entries/pteranodon.json'), (entry) => {
      entry.sources = ['museum', 'nowhere'];
    });
    expect(shown((await loadEncyclopedia(root, 1)).problems)).toEqual([
      'encyclopedia/entries/stegosaurus.json fact.hy',
      'encyclopedia/entries/pteranodon.json sources.1',
    ]);
  });

  it('refuses years outside the period, a missing picture, and too few entries', async () => {
    const root = await copyOf('encyclopedia');
    await editJson(path.join(root, 'entries/stegosaurus.json'), (entry) => {
      entry.mya = { from: 100, to: 90 };
    });
    await unlink(path.join(root, 'art/pteranodon.svg'));
    expect(shown((await loadEncyclopedia(root, 3)).problems)).toEqual([
      'encyclopedia/entries/pteranodon.json id',
      'encyclopedia/entries/stegosaurus.json mya',
      'encyclopedia/entries (folder)',
    ]);
  });
});

describe('facts, books and videos checks', () => {
  it('refuse a fact without sources or a language', async () => {
    const root = await copyOf('facts');
    await editJson(path.join(root, 'facts.json'), (file) => {
      file.facts[0].sources = [];
      delete file.facts[1].text.ru;
    });
    expect(shown((await loadFacts(root, 1)).problems)).toEqual([
      'facts/facts.json facts.0.sources',
      'facts/facts.json facts.1.text.ru',
    ]);
  });

  it('refuse a book page without a language or a picture, and a book of too few pages', async () => {
    const root = await copyOf('books');
    await editJson(path.join(root, 'tiny-tale/book.json'), (book) => {
      delete book.pages[2].text.en;
    });
    expect(shown((await loadBooks(root, 1)).problems)).toEqual([
      'books/tiny-tale/book.json pages.2.text.en',
    ]);
    await editJson(path.join(root, 'tiny-tale/book.json'), (book) => {
      book.pages[2].text.en = 'Page 3';
      book.pages = book.pages.slice(0, 15);
    });
    expect(shown((await loadBooks(root, 1)).problems)).toEqual(['books/tiny-tale/book.json pages']);
  });

  it('refuse a clip without captions in every language, or one too big', async () => {
    const root = await copyOf('videos');
    await unlink(path.join(root, 'media/green-dot.hy.vtt'));
    await writeFile(path.join(root, 'media/green-dot.webm'), Buffer.alloc(600 * 1024));
    expect(shown((await loadVideos(root, 1)).problems)).toEqual([
      'videos/media/green-dot.webm (file)',
      'videos/media/green-dot.hy.vtt (file)',
    ]);
  });
});
