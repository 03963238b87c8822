import { useTranslation } from 'react-i18next';
import { ACCEPT_ALL, NECESSARY_ONLY, useConsent } from '../../lib/consent.ts';
import { openDialog } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useChooseConsent } from './use-choose-consent.ts';

/**
 * The cookie question of spec section 1, asked until answered. It covers nothing: the page
 * works fully with necessary cookies only, and nothing optional runs before a yes. Saying yes
 * to all is no easier than saying no: both answers look the same.
 */
/** A link inside the sentence (exempt from the 48 px target size, as text links are). */
const INLINE_LINK = 'font-bold text-leaf-700 underline underline-offset-4 hover:text-ink';

export function ConsentBanner() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const consent = useConsent();
  const chooseConsent = useChooseConsent();
  if (consent) return null;
  // On a phone it takes at most a third of the first screen: the title is for screen readers
  // only, the text is smaller, the settings are a link in it, and the two answers stand side by
  // side (beside the text on a phone turned sideways), equal in weight.
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl flex-col gap-2 rounded-3xl border-4 border-leaf-300 bg-white p-4 shadow-2xl phone:p-3 phone-landscape:flex-row phone-landscape:items-center phone-landscape:py-1 sm:inset-x-4 sm:bottom-4 sm:gap-3 sm:p-5"
    >
      <h2 id="consent-title" className="text-lg font-extrabold phone:sr-only sm:text-xl">
        {t('consent.title')}
      </h2>
      <p className="text-base text-ink/85 phone:text-sm phone-landscape:flex-1 phone-landscape:leading-snug">
        {t('consent.text')}{' '}
        {/* Sideways a phone has no room for it; the footer's "Cookie settings" says it anyway. */}
        <span className="phone-landscape:hidden">{t('consent.changeAnyTime')} </span>
        <AppLink to={to('/privacy')} className={INLINE_LINK}>
          {t('nav.privacy')}
        </AppLink>
        {' · '}
        <button
          type="button"
          className={INLINE_LINK}
          onClick={() => openDialog({ name: 'consent-settings' })}
        >
          {t('consent.manage')}
        </button>
      </p>
      <div className="grid shrink-0 grid-cols-2 gap-2 phone-landscape:flex phone-landscape:flex-col roomy:flex roomy:flex-wrap">
        <button
          type="button"
          className="button-secondary phone:px-2 phone:py-1 phone:text-sm"
          onClick={() => chooseConsent(ACCEPT_ALL)}
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="button"
          className="button-secondary phone:px-2 phone:py-1 phone:text-sm"
          onClick={() => chooseConsent(NECESSARY_ONLY)}
        >
          {t('consent.necessaryOnly')}
        </button>
      </div>
    </section>
  );
}
