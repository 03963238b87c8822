import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookData } from '@dino/contract';
import { play, preload, stop } from '../narration/narrator.ts';
import { PauseIcon, PlayIcon, SpeakerIcon } from '../../ui/icons.tsx';

type Mode = 'off' | 'page' | 'book';

export interface ReadAloud {
  /** Whether the current page has its reading, and the book any. */
  canListen: boolean;
  canReadBook: boolean;
  mode: Mode;
  /** Reads the page once, or stops it. */
  toggleListen(): void;
  /** "Read to me": reads the page, turns it, reads the next, to the end; or stops. */
  toggleReadToMe(): void;
}

/**
 * The book read aloud from its pages' audio files, by the page's one voice (the narrator: mute
 * and the first tap respected). Listening reads this page once and stops when it turns; "read
 * to me" turns the page itself as each line ends, and a page the child turns is read from there.
 * Leaving the book silences it.
 */
export function useReadAloud(props: {
  pages: BookData['pages'];
  page: number;
  turnTo: (page: number) => void;
}): ReadAloud {
  const { pages, page } = props;
  const last = pages.length;
  const [mode, setMode] = useState<Mode>('off');
  const [readPage, setReadPage] = useState(page);
  // Listening belongs to its page: a turn ends it (read to me goes on from the new page).
  if (readPage !== page) {
    setReadPage(page);
    if (mode === 'page') setMode('off');
  }

  // What a line's end does is read when it ends, with the page and mode of that moment. Only a
  // line heard to its end turns the page: one that could not play stops the reading there.
  const onLineEnd = useRef<(heard: boolean) => void>(() => undefined);
  onLineEnd.current = (heard) => {
    if (mode === 'book' && heard && page < last) props.turnTo(page + 1);
    else setMode('off');
  };

  const url = pages[page - 1]?.audio;
  const ahead = mode === 'book' ? pages[page]?.audio : null;
  useEffect(() => {
    if (mode === 'off') return;
    let live = true;
    void play(url).then((outcome) => {
      if (live) onLineEnd.current(outcome === 'ended');
    });
    // The next page's line is fetched while this one is read, so the turn goes on at once.
    void preload(ahead);
    return () => {
      live = false;
      stop();
    };
  }, [mode, page, url, ahead]);

  return {
    canListen: Boolean(url),
    canReadBook: pages.some((one) => one.audio),
    mode,
    toggleListen: () => setMode((now) => (now === 'page' ? 'off' : 'page')),
    toggleReadToMe: () => setMode((now) => (now === 'book' ? 'off' : 'book')),
  };
}

/**
 * The two ways to hear the book, side by side as two tiles that fit a phone's width in any
 * language: this page once, or the whole book read and turned.
 */
export function ReadAloudButtons(props: { reading: ReadAloud }) {
  const { t } = useTranslation();
  const { reading } = props;
  const look =
    'flex min-h-16 flex-col items-center justify-center gap-1 rounded-3xl bg-sky-200 px-3 py-2 text-center text-base leading-tight font-extrabold text-ink transition hover:bg-sky-200/70 active:translate-y-0.5 aria-pressed:bg-sun-200 aria-pressed:ring-4 aria-pressed:ring-sun-400 sm:flex-row sm:gap-2 sm:text-lg';
  if (!reading.canReadBook) return null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
      {reading.canListen && (
        <button
          type="button"
          className={look}
          aria-pressed={reading.mode === 'page'}
          onClick={reading.toggleListen}
        >
          <SpeakerIcon />
          {t('book.listen')}
        </button>
      )}
      <button
        type="button"
        className={look}
        aria-pressed={reading.mode === 'book'}
        onClick={reading.toggleReadToMe}
      >
        {reading.mode === 'book' ? <PauseIcon /> : <PlayIcon />}
        {t('book.readToMe')}
      </button>
    </div>
  );
}
