import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LOCALES, isLocale, type Locale } from '@dino/contract';
import { localeCookie } from '../lib/cookies.ts';
import { localePath, useLocale } from '../lib/lang.ts';
import { DinoMascot } from './dino-mascot.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

const LANGUAGE_NAMES: Record<Locale, string> = { hy: 'Հայերեն', ru: 'Русский', en: 'English' };

/** The same page in another language: swap the prefix, or add one to the bare home page. */
function samePageIn(locale: Locale, pathname: string, search: string): string {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter(Boolean);
  return `/${[locale, ...tail].join('/')}`.replace(/\/$/, '') + search;
}

/** landing-layout: the header, the page and the footer that every page renders inside. */
export default function LandingLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <LoadingOverlay />
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="border-b-4 border-leaf-200 bg-white/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <a
            href={localePath(locale)}
            className="flex items-center gap-2"
            aria-label={t('app.home')}
          >
            <DinoMascot className="h-12 w-12" />
            <span className="text-3xl font-extrabold text-leaf-700">{t('app.name')}</span>
          </a>
          <nav aria-label={t('app.language')}>
            <ul className="flex gap-2">
              {LOCALES.map((code) => (
                <li key={code}>
                  <a
                    href={samePageIn(code, location.pathname, location.search)}
                    hrefLang={code}
                    lang={code}
                    aria-current={code === locale ? 'true' : undefined}
                    className="lang-link"
                    onClick={() => {
                      document.cookie = localeCookie(code);
                    }}
                  >
                    {LANGUAGE_NAMES[code]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="bg-leaf-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 sm:flex-row sm:justify-between">
          <p className="font-bold">
            {t('app.name')} · {t('app.tagline')}
          </p>
          <p>{t('app.footer')}</p>
        </div>
      </footer>
    </div>
  );
}
