import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AccountMenu } from '../features/auth/account-menu.tsx';
import { openDialog } from '../lib/feedback.ts';
import { useLocalePath } from '../lib/lang.ts';
import { allows, useUser } from '../lib/session.ts';
import { AppLink, prefetchMode } from './app-link.tsx';
import { DinoMascot } from './dino-mascot.tsx';
import { BasketIcon, CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The main links. A child's menu has no shop (children never shop), and no games or videos once
 * their parent switched them off.
 */
function useMainLinks() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const child = user?.type === 'child';
  return [
    { to: to('/modules'), label: t('nav.modules'), shown: true },
    { to: to('/games'), label: t('nav.games'), shown: allows(user, 'games') },
    { to: to('/book'), label: t('nav.book'), shown: true },
    { to: to('/video'), label: t('nav.video'), shown: allows(user, 'videos') },
    { to: to('/encyclopedia'), label: t('nav.encyclopedia'), shown: true },
    { to: to('/interesting'), label: t('nav.interesting'), shown: true },
    { to: to('/shop'), label: t('nav.shop'), shown: !child },
  ].filter((link) => link.shown);
}

function MainLinks(props: { className: string }) {
  const links = useMainLinks();
  return (
    <ul className={props.className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} prefetch={prefetchMode()} className="nav-link">
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The header of landing-layout: logo, navigation, languages, and the account. */
export function SiteHeader(props: { className?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // On a phone turned sideways the bar would hold a fifth of the screen's height: it scrolls away.
  return (
    <header
      className={`sticky top-0 z-30 border-b-4 phone-landscape:static border-leaf-200 bg-white/95 backdrop-blur ${props.className ?? ''}`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:px-4">
        <AppLink
          to={to()}
          className="flex min-h-12 shrink-0 items-center gap-2 rounded-full"
          title={t('app.home')}
        >
          <DinoMascot className="h-11 w-11" />
          <span className="sr-only text-2xl font-extrabold text-leaf-700 sm:not-sr-only">
            {t('app.name')}
          </span>
        </AppLink>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          {user?.type !== 'child' && (
            <AppLink to={to('/basket')} className="icon-button" aria-label={t('nav.basket')}>
              <BasketIcon />
            </AppLink>
          )}
          <AccountMenu user={user} />
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={t('nav.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav aria-label={t('nav.main')} className="hidden border-t-2 border-leaf-100 lg:block">
        <MainLinks className="mx-auto flex max-w-6xl items-center justify-between gap-1 px-4 py-1" />
      </nav>
      <div
        id="site-menu"
        hidden={!menuOpen}
        className="border-t-2 border-leaf-100 px-3 pb-4 lg:hidden"
      >
        <nav aria-label={t('nav.main')}>
          <MainLinks className="grid grid-cols-1 gap-1 pt-2 sm:grid-cols-2" />
        </nav>
        {/* What the bar has no room for: languages below sm, sign-up below md. */}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 md:hidden">
          <div className="sm:hidden">
            <LanguageSwitcher />
          </div>
          {!user && (
            <button
              type="button"
              className="button-primary"
              onClick={() => openDialog({ name: 'register' })}
            >
              {t('auth.register')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
