import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { TermsConsent } from '../features/data-rights/terms-consent.tsx';
import { useBuildFreshness } from '../features/freshness/use-build-freshness.ts';
import { FeedbackHost } from './feedback-host.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** landing-layout (spec section 2): the header, the page and the footer every page renders in. */
export default function LandingLayout() {
  const { t } = useTranslation();
  useBuildFreshness();
  // A lesson on a phone has the whole screen (its page has a slim bar of its own).
  const lessonScreen = useMatches().some(
    (match) => (match.handle as { lessonScreen?: boolean } | undefined)?.lessonScreen,
  );
  const aside = lessonScreen ? 'phone:hidden' : '';
  return (
    <div className="flex min-h-screen flex-col">
      <LoadingOverlay />
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SiteHeader className={aside} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter className={aside} />
      <ConsentBanner />
      <FeedbackHost />
      <TermsConsent />
    </div>
  );
}
