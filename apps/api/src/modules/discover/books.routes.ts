import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Book } from '@dino/content/discover';
import {
  bookData,
  bookSummary,
  errorEnvelope,
  successEnvelope,
  typedText,
  type Locale,
} from '@dino/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { artRoutes, artUrls } from '../learning/art.routes.ts';
import type { SpokenUrl } from '../narration/spoken-urls.ts';

const artPath = (bookId: string) => `/books/${bookId}/art`;

/** The picture books: the shelf, and one book with every page. */
export function booksRoutes(deps: { books: Book[]; spokenUrl: SpokenUrl }): FastifyPluginAsyncZod {
  const { books, spokenUrl } = deps;
  const urls = new Map(books.map((book) => [book.id, artUrls(book.art, artPath(book.id))]));
  const summary = (book: Book, locale: Locale) => ({
    id: book.id,
    title: book.title[locale],
    summary: book.summary[locale],
    ages: book.ages,
    cover: urls.get(book.id)!(book.cover),
    coverAlt: book.coverAlt[locale],
    pages: book.pages.length,
  });

  return async (app) => {
    app.get(
      '/books',
      {
        schema: {
          tags: ['books'],
          summary: 'The picture books on the shelf',
          response: { 200: successEnvelope(z.array(bookSummary)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: books.map((book) => summary(book, request.locale)),
      }),
    );

    app.get(
      '/books/:id',
      {
        schema: {
          tags: ['books'],
          summary: 'One book with its pages: picture, its description and the words',
          params: z.object({ id: typedText(60) }),
          response: { 200: successEnvelope(bookData), 404: errorEnvelope },
        },
      },
      async (request) => {
        const book = books.find((item) => item.id === request.params.id);
        if (!book) throw new HttpError('not_found');
        const locale = request.locale;
        const url = urls.get(book.id)!;
        return {
          success: true as const,
          data: {
            ...summary(book, locale),
            pages: book.pages.map((page) => ({
              art: url(page.art),
              alt: page.alt[locale],
              text: page.text[locale],
              audio: spokenUrl(locale, page.text[locale]),
            })),
          },
        };
      },
    );

    for (const book of books) await app.register(artRoutes(book.art, artPath(book.id), 'books'));
  };
}
