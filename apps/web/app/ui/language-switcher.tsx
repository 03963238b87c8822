import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@dino/contract';
import { localeCookie } from '../lib/cookies.ts';
import { samePageIn, useLocale } from '../lib/lang.ts';

const NAMES: Record<Locale, { full: string; short: string }> = {
  hy: { full: 'Հայերեն', short: 'Հայ' },
  ru: { full: 'Русский', short: 'Рус' },
  en: { full: 'English', short: 'Eng' },
};

/**
 * The same page in each language, by its short name (the full one as a tooltip: a visible
 * label must be part of a link's accessible name). A full load, so that every text and the data of the page
 * come in the new language; the choice is remembered for the bare home page.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <nav aria-label={t('app.language')}>
      <ul className="flex gap-1">
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={samePageIn(code, location.pathname, location.search)}
              hrefLang={code}
              lang={code}
              title={NAMES[code].full}
              aria-current={code === locale ? 'true' : undefined}
              className="lang-link"
              onClick={(event) => {
                document.cookie = localeCookie(code);
                // A page may change its own address in place (the book reader's ?page=), which
                // the router's location does not see: take the address as it is now.
                event.currentTarget.href = samePageIn(
                  code,
                  window.location.pathname,
                  window.location.search,
                );
              }}
            >
              {NAMES[code].short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
