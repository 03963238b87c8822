import { redirect } from 'react-router';
import {
  expiredCookie,
  readCookie,
  selectionCookie,
  SELECTION_COOKIES,
  type SelectionCookie,
} from '../../lib/cookies.ts';

/** The cookies inside `name` (a module's lesson and activity), which a new choice makes stale. */
function inner(name: SelectionCookie): SelectionCookie[] {
  return SELECTION_COOKIES.slice(SELECTION_COOKIES.indexOf(name) + 1);
}

/**
 * A link chooses with a query (`?module=…`, `?lesson=…`): the choice is stored in its cookie,
 * the choices inside it are forgotten, and the page is shown at its plain address, so that
 * the cookie alone decides what it shows, now and when the child comes back.
 */
export function storeChoice(request: Request, param: string, name: SelectionCookie): void {
  const url = new URL(request.url);
  const chosen = url.searchParams.get(param);
  if (chosen === null) return;
  url.searchParams.delete(param);
  const headers = new Headers();
  headers.append('Set-Cookie', selectionCookie(name, chosen));
  for (const stale of inner(name)) headers.append('Set-Cookie', expiredCookie(stale));
  throw redirect(url.pathname + url.search, { headers });
}

export function storedChoice(request: Request, name: SelectionCookie): string | undefined {
  return readCookie(request.headers.get('cookie'), name) || undefined;
}

/**
 * Spec section 8: when a stored selection cannot be restored, it is cleared (with the ones
 * inside it) and the child goes one step up.
 */
export function forgetChoice(name: SelectionCookie, to: string): never {
  const headers = new Headers();
  for (const stale of [name, ...inner(name)]) headers.append('Set-Cookie', expiredCookie(stale));
  throw redirect(to, { headers });
}
