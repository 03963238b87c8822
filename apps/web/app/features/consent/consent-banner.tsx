import { useTranslation } from 'react-i18next';
import { ACCEPT_ALL, NECESSARY_ONLY, useConsent } from '../../lib/consent.ts';
import { openDialog } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useChooseConsent } from './use-choose-consent.ts';

/**
 * The cookie question of spec section 1, asked until answered. It covers nothing: the page
 * works fully with necessary cookies only, and nothing optional runs before a yes.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const consent = useConsent();
  const chooseConsent = useChooseConsent();
  if (consent) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl flex-col gap-2 rounded-3xl border-4 border-leaf-300 bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:gap-3 sm:p-5"
    >
      <h2 id="consent-title" className="text-lg font-extrabold sm:text-xl">
        {t('consent.title')}
      </h2>
      <p className="text-base text-ink/85">
        {t('consent.text')}{' '}
        <AppLink to={to('/privacy')} className="text-link">
          {t('nav.privacy')}
        </AppLink>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="button-primary" onClick={() => chooseConsent(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => chooseConsent(NECESSARY_ONLY)}
        >
          {t('consent.necessaryOnly')}
        </button>
        <button
          type="button"
          className="button-quiet"
          onClick={() => openDialog({ name: 'consent-settings' })}
        >
          {t('consent.manage')}
        </button>
      </div>
    </section>
  );
}
