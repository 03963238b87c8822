import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookData, BookSummary } from '@dino/contract';
import { ChevronIcon } from '../../ui/icons.tsx';
import { MuteSwitch } from '../narration/mute-switch.tsx';
import { BookEnd } from './book-end.tsx';
import { ReadAloudButtons, useReadAloud } from './read-page-aloud.tsx';
import { rememberPage, showPageInAddress, useRememberedPage } from './reading-place.ts';
import { useSwipe } from './use-swipe.ts';

/** How far, in rem, a page slides in as it turns; none where less motion is asked for. */
const TURN_SLIDE_REM = 3;
const TURN_MS = 280;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function turnAnimation(element: HTMLElement, direction: number): void {
  if (reducedMotion()) return;
  element.animate(
    [
      { opacity: 0, transform: `translateX(${direction * TURN_SLIDE_REM}rem)` },
      { opacity: 1, transform: 'none' },
    ],
    { duration: TURN_MS, easing: 'ease-out' },
  );
}

/**
 * On a phone the child turns with the buttons at the bottom of the screen, below the words: the
 * new page's picture is brought back under the site's sticky header, where its story starts.
 */
function bringIntoView(element: HTMLElement): void {
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = element.getBoundingClientRect().top;
  if (top >= header) return;
  window.scrollBy({ top: top - header - 8, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * A picture book, one page at a time: its picture and words, turned by the buttons, a swipe or
 * the arrow keys (Home and End too), with the page in the address and remembered in this
 * browser. Opened again without a page, it offers the page where the reader stopped. Each page
 * can be heard from its audio file, or the whole book read aloud, turning as each page ends.
 */
export function BookReader(props: {
  book: BookData;
  /** The page the address named (from 1), or null. */
  startPage: number | null;
  others: BookSummary[];
}) {
  const { t } = useTranslation();
  const { book } = props;
  const last = book.pages.length;
  const [page, setPage] = useState(props.startPage ?? 1);
  const [offerDone, setOfferDone] = useState(false);
  const remembered = useRememberedPage(book.id);
  const readerRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const turned = useRef(0);
  const current = book.pages[page - 1]!;
  const offer =
    props.startPage === null && !offerDone && remembered !== null && remembered !== page
      ? Math.min(remembered, last)
      : null;

  function go(target: number) {
    const next = Math.min(Math.max(target, 1), last);
    setOfferDone(true);
    if (next === page) return;
    turned.current = Math.sign(next - page);
    setPage(next);
    rememberPage(book.id, next);
    showPageInAddress(next);
  }

  useEffect(() => {
    if (turned.current !== 0 && pageRef.current) {
      turnAnimation(pageRef.current, turned.current);
      bringIntoView(pageRef.current);
    }
    turned.current = 0;
    // The next picture is fetched ahead, so the page after this one turns at once.
    const ahead = book.pages[page];
    if (ahead) new Image().src = ahead.art;
  }, [page, book.pages]);

  const swipe = useSwipe((direction) => go(page + direction));
  const reading = useReadAloud({ pages: book.pages, page, turnTo: go });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const targets: Record<string, number> = {
      ArrowLeft: page - 1,
      ArrowRight: page + 1,
      Home: 1,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  }

  return (
    <>
      {offer !== null && (
        <div className="card flex flex-col items-start gap-3 border-sun-400 bg-sun-200/50 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-bold">{t('book.remembered', { page: offer })}</p>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              go(offer);
              readerRef.current?.focus();
            }}
          >
            {t('book.continue', { page: offer })}
          </button>
        </div>
      )}
      <section
        ref={readerRef}
        tabIndex={0}
        aria-labelledby="book-title"
        aria-describedby="book-keys"
        onKeyDown={onKeyDown}
        className="flex flex-col gap-5 rounded-[2.5rem] bg-white p-4 shadow-[0_6px_0_var(--color-leaf-200)] sm:p-8"
      >
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <h1 id="book-title" className="min-w-0 text-3xl font-extrabold break-words sm:text-4xl">
              {book.title}
            </h1>
            {/* Muted in a lesson, a book stays silent: the switch is at hand here too. */}
            {reading.canReadBook && <MuteSwitch />}
          </div>
          <ReadAloudButtons reading={reading} />
        </div>
        {/* The swipe is read by a frame that stays still: the page inside slides as it turns,
            and a finger landing beside a page still sliding in must turn it all the same. */}
        <div {...swipe} className="touch-pan-y touch-pinch-zoom">
          <div
            ref={pageRef}
            data-page={page}
            className="grid items-center gap-5 md:grid-cols-[3fr_2fr]"
          >
            <img
              src={current.art}
              alt={current.alt}
              width={320}
              height={200}
              draggable={false}
              className="h-auto w-full rounded-3xl bg-leaf-50 select-none"
            />
            <p className="text-2xl leading-relaxed text-ink lg:text-3xl">{current.text}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <p id="book-page" aria-live="polite" className="text-center text-lg font-extrabold">
            {t('book.pageOf', { page, pages: last })}
          </p>
          <progress
            className="progress"
            max={last}
            value={page}
            aria-label={t('book.progress')}
            aria-valuetext={t('book.pageOf', { page, pages: last })}
          />
        </div>
        {/* The buttons stay at the bottom of the screen while the child reads a long page. */}
        <div className="sticky bottom-0 z-10 -mx-2 flex items-stretch justify-between gap-3 rounded-t-[2rem] bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_12px_-8px_rgb(31_51_33/0.2)]">
          <button
            type="button"
            aria-disabled={page === 1}
            onClick={() => go(page - 1)}
            className="button-secondary min-h-16 min-w-0 flex-1 gap-1 px-2 text-base sm:whitespace-nowrap aria-disabled:cursor-default aria-disabled:opacity-40 sm:min-w-32 sm:flex-none sm:px-4 sm:text-lg"
          >
            <ChevronIcon className="h-7 w-7 shrink-0 rotate-180" />
            {t('book.previous')}
          </button>
          <button
            type="button"
            aria-disabled={page === last}
            onClick={() => go(page + 1)}
            className="button-primary min-h-16 min-w-0 flex-1 gap-1 px-2 text-base sm:whitespace-nowrap aria-disabled:cursor-default aria-disabled:opacity-40 sm:min-w-32 sm:flex-none sm:px-4 sm:text-lg"
          >
            {t('book.next')}
            <ChevronIcon className="h-7 w-7 shrink-0" />
          </button>
        </div>
        {/* No keys on a phone or a tablet: a finger turns the page there. */}
        <p
          id="book-keys"
          className="text-center text-base text-ink/75 [@media(hover:none)_and_(pointer:coarse)]:hidden"
        >
          {t('book.keys')}
        </p>
      </section>
      {page === last && (
        <BookEnd
          others={props.others}
          onAgain={() => {
            go(1);
            readerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
