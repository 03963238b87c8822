import { useTranslation } from 'react-i18next';
import type { BookSummary } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useRememberedPage } from './reading-place.ts';

/** A book on the shelf: its cover and what it is about, and where this reader stopped. */
export function BookCard(props: { book: BookSummary }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { book } = props;
  const remembered = useRememberedPage(book.id);
  const at = remembered === null ? null : Math.min(remembered, book.pages);
  const headingId = `book-${book.id}`;
  const address = to(`/book/${book.id}`);
  return (
    <li className="card flex flex-col gap-3">
      <img
        src={book.cover}
        alt={book.coverAlt}
        width={240}
        height={320}
        loading="lazy"
        className="mx-auto h-auto w-full max-w-64 rounded-2xl bg-leaf-50"
      />
      <h2 id={headingId} className="text-2xl font-extrabold">
        {book.title}
      </h2>
      <p className="text-ink/85">{book.summary}</p>
      <p className="flex flex-wrap gap-x-4 text-base font-bold text-ink/75">
        <span>{t('learn.ages', { min: book.ages[0], max: book.ages[1] })}</span>
        <span>{t('book.pages', { pages: book.pages })}</span>
      </p>
      <div className="mt-auto flex flex-col gap-2 pt-2">
        {at === null ? (
          <AppLink to={address} className="button-primary" aria-describedby={headingId}>
            {t('book.read')}
          </AppLink>
        ) : (
          <>
            <AppLink
              to={`${address}?page=${at}`}
              className="button-primary"
              aria-describedby={headingId}
            >
              {t('book.continue', { page: at })}
            </AppLink>
            <AppLink to={`${address}?page=1`} className="button-quiet" aria-describedby={headingId}>
              {t('book.fromStart')}
            </AppLink>
          </>
        )}
      </div>
    </li>
  );
}
