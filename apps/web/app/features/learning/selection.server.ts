import { redirect } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
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
 * A link chooses with a query (`?module=…`, `?lesson=…`): the choice is stored in its cookie and
 * the page is shown at its plain address, so that the cookie alone decides what it shows, now
 * and when the child comes back. Choosing something else forgets the choices inside the old
 * one; choosing the same again keeps the child's place in it.
 */
export function storeChoice(request: Request, param: string, name: SelectionCookie): void {
  const url = new URL(request.url);
  const chosen = url.searchParams.get(param);
  if (chosen === null) return;
  url.searchParams.delete(param);
  const headers = new Headers();
  headers.append('Set-Cookie', selectionCookie(name, chosen));
  if (chosen !== storedChoice(request, name)) {
    for (const stale of inner(name)) headers.append('Set-Cookie', expiredCookie(stale));
  }
  throw redirect(url.pathname + url.search, { headers });
}

export function storedChoice(request: Request, name: SelectionCookie): string | undefined {
  return readCookie(request.headers.get('cookie'), name) || undefined;
}

/**
 * Spec section 8: when a stored selection cannot be restored (it names nothing the API knows),
 * it is cleared with the ones inside it and the child goes one step up. Any other failure is
 * the error page's, and the selection is kept for the next try.
 */
export async function restoreOr<T>(
  load: Promise<T>,
  name: SelectionCookie,
  up: string,
): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      const headers = new Headers();
      for (const stale of [name, ...inner(name)]) {
        headers.append('Set-Cookie', expiredCookie(stale));
      }
      throw redirect(up, { headers });
    }
    throw error;
  }
}
