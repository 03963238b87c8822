import type { BookData, BookSummary } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The picture books' calls, typed: the shelf, and one book with its pages. */
export function booksApi(api: ApiClient) {
  return {
    shelf: async () => (await api.get<ApiAnswer<BookSummary[]>>('books')).data,
    book: async (id: string) =>
      (await api.get<ApiAnswer<BookData>>(`books/${encodeURIComponent(id)}`)).data,
  };
}
