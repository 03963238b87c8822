import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { User } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { openDialog } from '../../lib/feedback.ts';
import { isHomePath, useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { useParentWaiting } from '../../lib/session.ts';
import { backToParent } from '../learning/play-as.ts';
import { useTotalScores } from '../learning/score.ts';
import { withParentalGate } from '../parental-gate/use-parental-gate.ts';
import { logOut } from './logout.ts';

/** A visitor gets the way in; a signed-in user their avatar with a small menu. */
export function AccountMenu(props: { user: User | null }) {
  const { t } = useTranslation();
  if (!props.user) {
    return (
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="button-quiet whitespace-nowrap"
          onClick={() => openDialog({ name: 'login' })}
        >
          {t('auth.login')}
        </button>
        <button
          type="button"
          className="button-primary hidden whitespace-nowrap md:inline-flex"
          onClick={() => openDialog({ name: 'register' })}
        >
          {t('auth.register')}
        </button>
      </div>
    );
  }
  return <SignedInMenu user={props.user} />;
}

function SignedInMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const parentWaiting = useParentWaiting();
  const score = useTotalScores(user);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  async function onLogout() {
    setOpen(false);
    await logOut();
    if (isHomePath(location.pathname)) await revalidator.revalidate();
    else await navigate(to());
  }

  function onBackToParent() {
    setOpen(false);
    withParentalGate(async () => {
      await backToParent().catch(reportApiError);
      await navigate(to('/profile'));
      // The header's user is the root loader's, which a navigation alone does not ask again.
      await revalidator.revalidate();
    });
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="flex min-h-12 items-center gap-2 rounded-full py-1 pr-3 pl-1 font-bold hover:bg-leaf-50"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <span className="hidden max-w-32 truncate sm:inline">{user.nickname}</span>
        <span className="sr-only sm:hidden">{t('auth.account')}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-3xl border-2 border-leaf-200 bg-white p-3 shadow-xl"
        >
          <p className="px-3 pt-1 font-extrabold">
            {user.first_name} {user.last_name}
          </p>
          <p className="flex items-center gap-1 px-3 pb-2 text-base text-ink/80">
            <StarIcon className="h-5 w-5 text-sun-600" />
            {t('profile.score', { score })}
          </p>
          <ul className="flex flex-col">
            <li>
              <AppLink className="menu-item" to={to('/profile')}>
                {t('nav.profile')}
              </AppLink>
            </li>
            {user.type === 'parent' && (
              <>
                <li>
                  <AppLink className="menu-item" to={to('/orders')}>
                    {t('nav.orders')}
                  </AppLink>
                </li>
                <li>
                  <AppLink className="menu-item" to={to('/wishlist')}>
                    {t('nav.wishlist')}
                  </AppLink>
                </li>
              </>
            )}
            {parentWaiting && (
              <li>
                <button
                  type="button"
                  className="menu-item w-full text-left"
                  onClick={onBackToParent}
                >
                  {t('learn.backToParent')}
                </button>
              </li>
            )}
            <li>
              <button type="button" className="menu-item w-full text-left" onClick={onLogout}>
                {t('auth.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
