import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { bookFile, check, type BookFile } from '@dino/contract';
import { loadArt, type ArtFile } from '../learning/art.ts';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { contentFolder, readJson } from '../files.ts';

export interface Book extends BookFile {
  art: Map<string, ArtFile>;
}

export const BOOKS_MIN = 2;

export const booksRoot = () => contentFolder('books');

/** Reads and checks content/books: one folder per book, its pages' pictures in its art/. */
export async function loadBooks(
  root: string = booksRoot(),
  minimum = BOOKS_MIN,
): Promise<{ content: Book[]; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const books: Book[] = [];
  const folders = (await readdir(root, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const file = path.join(root, folder, 'book.json');
    const shown = relative(file);
    const { art, problems: artProblems } = await loadArt(path.join(root, folder, 'art'), relative, {
      named: false,
    });
    problems.push(...artProblems);
    const raw = await readJson(file, shown, problems);
    if (raw === undefined) continue;
    const parsed = check(bookFile, raw);
    if (!parsed.success) {
      problems.push(...problemsOf(shown, parsed.error.issues));
      continue;
    }
    const book = parsed.data;
    const problem = (field: string, message: string) =>
      problems.push({ file: shown, field, message });
    if (book.id !== folder) problem('id', `The id must be the folder's name (${folder})`);
    const used = [book.cover, ...book.pages.map((page) => page.art)];
    used.forEach((key, index) => {
      if (!art.has(key))
        problem(index === 0 ? 'cover' : `pages.${index - 1}.art`, `Missing art/${key}.svg`);
    });
    for (const key of art.keys()) {
      if (!used.includes(key))
        problems.push({
          file: relative(path.join(root, folder, 'art', `${key}.svg`)),
          field: '(file)',
          message: 'A picture on no page',
        });
    }
    books.push({ ...book, art });
  }
  if (folders.length < minimum)
    problems.push({
      file: relative(root),
      field: '(folder)',
      message: `At least ${minimum} books, found ${folders.length}`,
    });
  return { content: books, problems };
}
