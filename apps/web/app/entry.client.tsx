import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale } from '@dino/contract';
import { loadCatalog } from './lib/i18n.ts';

/**
 * The page's texts (preloaded by its head) arrive before React takes the page over, so that
 * hydration writes the words the server wrote. Should they not arrive, the page stays as the
 * server sent it: its links still work, as plain links.
 */
async function hydrate() {
  const lang = document.documentElement.lang;
  const catalog = document.querySelector<HTMLLinkElement>('link[data-ui-catalog]');
  if (catalog && isLocale(lang)) await loadCatalog(lang, catalog.href);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
