import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@dino/contract';
import { useUser } from '../../lib/session.ts';

const TermsDialog = lazy(() => import('./terms-dialog.tsx'));

/** Whether this user has to agree again: a parent whose accepted version is not the current one. */
export function needsTermsConsent(user: User | null): user is User {
  return user?.type === 'parent' && user.settings?.terms.up_to_date === false;
}

/**
 * Asks a signed-in parent to agree to changed terms before anything else, on every page but the
 * two it links to (they stay readable). Its code loads only for a parent who has to answer.
 */
export function TermsConsent() {
  const user = useUser();
  const { pathname } = useLocation();
  if (!needsTermsConsent(user) || /\/(terms|privacy)\/?$/.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog user={user} />
    </Suspense>
  );
}
