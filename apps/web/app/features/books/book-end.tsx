import { useTranslation } from 'react-i18next';
import type { BookSummary } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';

/** The book's last page reached: read it again, or pick another one. */
export function BookEnd(props: { others: BookSummary[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="book-end"
      className="card flex flex-col items-center gap-4 border-sun-400 text-center"
    >
      <h2 id="book-end" className="text-3xl font-extrabold">
        {t('book.theEnd')}
      </h2>
      <p className="max-w-prose text-lg">{t('book.endText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="button-primary" onClick={props.onAgain}>
          {t('book.again')}
        </button>
        <AppLink to={to('/book')} className="button-secondary">
          {t('book.allBooks')}
        </AppLink>
      </div>
      {props.others.length > 0 && (
        <>
          <h3 className="text-2xl font-extrabold">{t('book.more')}</h3>
          <ul className="grid w-full gap-4 sm:grid-cols-2">
            {props.others.map((other) => (
              <li key={other.id}>
                <AppLink
                  to={to(`/book/${other.id}`)}
                  className="flex min-h-12 items-center gap-4 rounded-3xl border-2 border-leaf-200 bg-leaf-50 p-3 text-left font-extrabold text-leaf-800 hover:border-leaf-500"
                >
                  <img
                    src={other.cover}
                    alt=""
                    width={240}
                    height={320}
                    loading="lazy"
                    className="h-auto w-20 shrink-0 rounded-xl"
                  />
                  <span className="text-xl">{other.title}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
