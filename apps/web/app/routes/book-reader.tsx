import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/book-reader';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { loadBook } from '../features/books/book-loader.server.ts';
import { BookReader } from '../features/books/book-reader.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadBook(request, context, resolveLocale(request, params.lang), params.book);
}

/**
 * Turning a page changes only `?page` (with history.replaceState, not a navigation), so a
 * change of the query alone never reloads the book; another book or language does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** A picture book to read (`/{lang}/book/{id}`, `?page=5` to open at a page). */
export default function BookReaderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { book } = loaderData;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{`${book.title} · ${t('book.title')} · ${t('app.name')}`}</title>
      <meta name="description" content={book.summary} />
      <Breadcrumbs items={[{ label: t('nav.book'), to: to('/book') }, { label: book.title }]} />
      {/* A new book starts its own reader: its page, its offer, its end. */}
      <BookReader
        key={book.id}
        book={book}
        startPage={loaderData.page}
        others={loaderData.others}
      />
    </main>
  );
}
