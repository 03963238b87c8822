import { chooseConsent, type Consent } from '../../lib/consent.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useUser } from '../../lib/session.ts';

/**
 * Stores a cookie choice on this device and, for a signed-in parent, with the account too, so
 * that their other devices need not ask again (root.tsx writes it there). A child's choice stays
 * on the device.
 */
export function useChooseConsent(): (consent: Consent) => void {
  const user = useUser();
  return (consent) => {
    chooseConsent(consent);
    if (user?.type !== 'parent') return;
    browserApi()
      .put('privacy/settings', { cookie_consent: consent })
      .catch((error: unknown) => reportApiError(error));
  };
}
