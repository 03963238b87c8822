import { Suspense, lazy, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { feedback, openDialog } from '../lib/feedback.ts';
import { pageLoading } from '../lib/loading.ts';
import { useStore } from '../lib/store.ts';

const Overlays = lazy(() => import('./overlays.tsx'));
const Toaster = lazy(() => import('./toaster.tsx'));

/** While a dialog's code arrives, the page's loader shows (after its short wait). */
function LoadingFallback() {
  useEffect(() => pageLoading().start(), []);
  return null;
}

/**
 * Links may open a dialog: ?dialog=login (where guarded pages send visitors; with &email= after
 * a confirmed address) or register. The address leaves the page's address at once.
 */
function useDialogParam() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('dialog');
  const email = params.get('email') ?? undefined;
  useEffect(() => {
    if (wanted !== 'login' && wanted !== 'register') return;
    openDialog(wanted === 'login' ? { name: wanted, email } : { name: wanted });
    setParams(
      (current) => {
        current.delete('dialog');
        current.delete('email');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, email, setParams]);
}

/** Draws what lib/feedback asks for; the dialogs' and toasts' code loads on first use. */
export function FeedbackHost() {
  const state = useStore(feedback);
  const overlaysUsed = useRef(false);
  const toasterUsed = useRef(false);
  useDialogParam();
  if (state.dialog || state.alert) overlaysUsed.current = true;
  if (state.toasts.length > 0) toasterUsed.current = true;
  return (
    <>
      {overlaysUsed.current && (
        <Suspense fallback={<LoadingFallback />}>
          <Overlays />
        </Suspense>
      )}
      {toasterUsed.current && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
