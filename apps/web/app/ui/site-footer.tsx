import { useTranslation } from 'react-i18next';
import { openDialog } from '../lib/feedback.ts';
import { useLocalePath } from '../lib/lang.ts';
import { AppLink } from './app-link.tsx';

/**
 * The footer of landing-layout: who we are, the pages a parent looks for, and the cookie
 * settings again, as the banner promises ("you can change your choice at any time").
 */
export function SiteFooter(props: { className?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const links = [
    { to: to('/about'), label: t('nav.about') },
    { to: to('/stages'), label: t('nav.stages') },
    { to: to('/terms'), label: t('nav.terms') },
    { to: to('/privacy'), label: t('nav.privacy') },
    { to: to('/contact'), label: t('nav.contact') },
  ];
  return (
    <footer className={`mt-16 bg-leaf-800 text-white ${props.className ?? ''}`}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-extrabold">{t('app.name')}</p>
          <p className="max-w-sm text-white/90">{t('app.tagline')}</p>
          <p className="text-base text-white/80">{t('app.footer')}</p>
        </div>
        <nav aria-label={t('nav.footer')}>
          <ul className="grid gap-x-6 lg:grid-cols-2">
            {links.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} className="footer-link">
                  {link.label}
                </AppLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="footer-link"
                onClick={() => openDialog({ name: 'consent-settings' })}
              >
                {t('consent.settingsTitle')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
