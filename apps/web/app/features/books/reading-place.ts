import { useEffect, useState } from 'react';

/** Where each book was left, in this browser: one key per book, its page counted from 1. */
const KEY_PREFIX = 'dino-book-page:';

/** The page an address names (`?page=5`), kept inside the book; null when it names none. */
export function pageFromQuery(value: string | null, pages: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  return Math.min(Math.max(Number(value), 1), pages);
}

/** The page this browser last read of a book, if past the first (storage may be off). */
export function rememberedPage(bookId: string): number | null {
  try {
    const page = Number(localStorage.getItem(KEY_PREFIX + bookId));
    return Number.isInteger(page) && page > 1 ? page : null;
  } catch {
    return null;
  }
}

/** Remembers the page a reader is on; back at the first page there is nothing to remember. */
export function rememberPage(bookId: string, page: number): void {
  try {
    if (page > 1) localStorage.setItem(KEY_PREFIX + bookId, String(page));
    else localStorage.removeItem(KEY_PREFIX + bookId);
  } catch {
    // Private modes may refuse storage: the book still reads, it is just not remembered.
  }
}

/** The remembered page, read after hydration (the server knows nothing of this browser). */
export function useRememberedPage(bookId: string): number | null {
  const [page, setPage] = useState<number | null>(null);
  useEffect(() => setPage(rememberedPage(bookId)), [bookId]);
  return page;
}

/**
 * Shows the page in the address (`?page=5`; none for the first) without a history entry per
 * page and without a navigation: turning a page loads nothing. The router's own entry state is
 * kept, so Back and Forward still work as before.
 */
export function showPageInAddress(page: number): void {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, '', url);
  }
}
