import type { AppLoadContext } from 'react-router';
import type { Locale } from '@dino/contract';
import { serverApi } from '../../lib/api-client.ts';
import { orNotFound } from '../../lib/not-found.server.ts';
import { booksApi } from './books-api.ts';
import { pageFromQuery } from './reading-place.ts';

/**
 * A book to read, the page the address asks for (`?page=5`, counted from 1; null without one)
 * and the other books, offered at its end. An id the API does not know is the 404 page.
 */
export async function loadBook(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  id: string,
) {
  const api = booksApi(serverApi(request, context, locale));
  const [book, shelf] = await Promise.all([orNotFound(api.book(id)), api.shelf()]);
  const asked = new URL(request.url).searchParams.get('page');
  return {
    book,
    page: pageFromQuery(asked, book.pages.length),
    others: shelf.filter((other) => other.id !== book.id),
  };
}
