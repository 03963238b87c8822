import { useTranslation } from 'react-i18next';
import type { Route } from './+types/book';
import { serverApi } from '../lib/api-client.ts';
import { resolveLocale } from '../lib/lang.ts';
import { BookCard } from '../features/books/book-card.tsx';
import { booksApi } from '../features/books/books-api.ts';
import { BookArt } from '../ui/art/book-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = booksApi(serverApi(request, context, resolveLocale(request, params.lang)));
  return { books: await api.shelf() };
}

/** The picture-book library (`/{lang}/book`): every book, and where this reader stopped. */
export default function BookPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { books } = loaderData;
  return (
    <PageFrame
      title={t('book.title')}
      lead={t('book.lead')}
      crumbs={[{ label: t('nav.book') }]}
      art={<BookArt className="w-full" />}
    >
      {books.length === 0 ? (
        <EmptyState
          title={t('book.emptyTitle')}
          text={t('book.emptyText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {books.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
