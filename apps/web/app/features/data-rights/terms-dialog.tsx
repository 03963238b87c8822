import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { User } from '@dino/contract';
import { ApiError, type ApiAnswer } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/feedback.ts';
import { isHomePath, useLocale, useLocalePath } from '../../lib/lang.ts';
import { Modal } from '../../ui/dialog.tsx';
import { logOut } from '../auth/logout.ts';
import { calendarDay } from './calendar-day.ts';

/**
 * The terms or the privacy policy changed since the parent agreed: they read what changed (in a
 * new tab) and agree, or sign out. Neither Escape nor a click beside it closes it.
 */
export default function TermsDialog(props: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const version = props.user.settings!.terms.current_version;

  async function agree() {
    setBusy(true);
    try {
      const answer = await browserApi().post<ApiAnswer<User>>('privacy/terms', { version });
      await revalidator.revalidate();
      if (answer.message) toast('success', answer.message);
    } catch (error) {
      reportApiError(error);
      // Changed again meanwhile (409): the dialog asks about the newest version.
      if (error instanceof ApiError && error.status === 409) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  async function signOut() {
    setBusy(true);
    await logOut();
    if (!isHomePath(location.pathname)) await navigate(to());
    // The header's user is the root loader's, which a navigation alone does not ask again.
    await revalidator.revalidate();
  }

  return (
    <Modal
      alert
      title={t('dataRights.termsTitle')}
      description={t('dataRights.termsText', { date: calendarDay(version, locale) })}
      // Only an answer closes it.
      onClose={() => undefined}
    >
      <ul className="flex flex-col">
        <li>
          <a className="text-link" href={to('/terms')} target="_blank" rel="noopener">
            {t('nav.terms')}
          </a>
        </li>
        <li>
          <a className="text-link" href={to('/privacy')} target="_blank" rel="noopener">
            {t('nav.privacy')}
          </a>
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="button-primary"
          aria-disabled={busy || undefined}
          onClick={() => busy || void agree()}
        >
          {t('dataRights.termsAgree')}
        </button>
        <button
          type="button"
          className="button-quiet"
          aria-disabled={busy || undefined}
          onClick={() => busy || void signOut()}
        >
          {t('auth.logout')}
        </button>
      </div>
    </Modal>
  );
}
