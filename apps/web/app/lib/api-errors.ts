import type * as Report from './api-error-report.ts';
import { pageLocale } from './browser-api.ts';
import { catalogOf, i18nFor } from './i18n.ts';

const NOTICE_ID = 'no-connection';

/**
 * Without a network the reporter's chunk cannot load, nor the alert's, until a first failure has
 * cached them. The page says so itself then, in the words of the catalog it already holds, until
 * the connection is back.
 */
function showNoConnection(): void {
  const locale = pageLocale();
  const catalog = catalogOf(locale);
  if (!catalog || document.getElementById(NOTICE_ID)) return;
  const { t } = i18nFor(locale, catalog);
  const notice = document.createElement('p');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className =
    'fixed bottom-4 left-4 z-[60] max-w-[calc(100vw-2rem)] rounded-2xl bg-berry-700 px-5 py-3 text-base font-bold text-white shadow-lg';
  notice.textContent = t('alert.noInternet');
  document.body.append(notice);
  window.addEventListener('online', () => notice.remove(), { once: true });
}

/**
 * Reports a failed API call as spec section 8 says. The texts it may need are the message
 * catalogs of all three languages, so they load only when a call has failed: no page carries
 * them on its first load. A chunk that failed to load resolves to nothing (the freshness watcher
 * takes the error) or rejects; either way the network is gone.
 */
export function reportApiError(error: unknown, context: { email?: string } = {}): void {
  void import('./api-error-report.ts').then((loaded: typeof Report | undefined) => {
    if (loaded) loaded.showApiError(error, context);
    else showNoConnection();
  }, showNoConnection);
}
