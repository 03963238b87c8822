import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useRouteLoaderData,
} from 'react-router';
import {
  AUTH_TOKEN_COOKIE,
  CONSENT_COOKIE,
  DEFAULT_LOCALE,
  PLAY_AS_COOKIE,
  type Locale,
  type User,
} from '@dino/contract';
import type { Route } from './+types/root';
import { useParentAfterPlay } from './features/learning/play-as.ts';
import { ApiError } from './lib/api-client.ts';
import { catalogHrefs } from './lib/catalogs.server.ts';
import { currentUser } from './lib/current-user.server.ts';
import { accountConsent, consentCookie, parseConsent } from './lib/consent.ts';
import { expiredCookie, readCookie } from './lib/cookies.ts';
import { catalogOf, i18nFor, loadCatalog } from './lib/i18n.ts';
import { resolveLocale } from './lib/lang.ts';
import { LOADED_CLASS } from './lib/loading.ts';
import { webContext } from './lib/load-context.ts';
import { RouteErrorPage } from './ui/route-error-page.tsx';
import appCss from './app.css?url';

/**
 * What every page needs: its language and texts, the signed-in user (fetched with the token
 * cookie; a token that no longer works is forgotten, spec section 8) and the cookie choice.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const cookies = request.headers.get('cookie');
  const headers = new Headers();
  let user: User | null = null;
  let playEnded = false;
  try {
    user = await currentUser(request, context, locale);
  } catch (error) {
    // A child's session that their parent opened has ended: its token stays, for the parent's
    // way back (features/learning/play-as.ts).
    playEnded =
      error instanceof ApiError &&
      error.status === 401 &&
      readCookie(cookies, PLAY_AS_COOKIE) !== undefined;
    if (!playEnded) headers.append('Set-Cookie', expiredCookie(AUTH_TOKEN_COOKIE));
  }
  // A parent's choice follows the account: a device that never asked takes it from there.
  const deviceConsent = parseConsent(readCookie(cookies, CONSENT_COOKIE));
  const savedConsent = deviceConsent ? null : accountConsent(user);
  if (savedConsent) headers.append('Set-Cookie', consentCookie(savedConsent));
  return data(
    {
      locale,
      nonce: webContext(context).cspNonce,
      catalogHref: catalogHrefs[locale],
      user,
      /** A child playing in a session their parent opened: the way back is offered. */
      parentWaiting:
        user?.type === 'child' && readCookie(cookies, PLAY_AS_COOKIE) === String(user.id),
      playEnded,
      consent: deviceConsent ?? savedConsent,
    },
    { headers },
  );
}

/** A navigation into another language brings that language's texts before its page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalog(data.locale, data.catalogHref);
  return data;
}

export function Layout({ children }: { children: ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>('root');
  // Every page, an error page too, says when React has taken over the server's HTML.
  useEffect(() => {
    document.body.classList.add(LOADED_CLASS);
  }, []);
  const locale: Locale = loaded?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f8f4e" />
        {/* A stylesheet with a precedence goes out before the scripts' preloads, so the first
            paint waits for the one request it needs and not for 30 scripts queued before it. */}
        <link rel="stylesheet" href={appCss} precedence="high" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {loaded && (
          <link
            rel="preload"
            href={loaded.catalogHref}
            as="fetch"
            crossOrigin="anonymous"
            data-ui-catalog=""
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(locale, catalogOf(locale) ?? uiFallback)}>
          {children}
        </I18nextProvider>
        <ScrollRestoration nonce={loaded?.nonce} />
        <Scripts nonce={loaded?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useParentAfterPlay(loaderData.playEnded);
  return <Outlet />;
}

/** The last resort, when the language's texts are not at hand: the keys' own words. */
const uiFallback = {} as Parameters<typeof i18nFor>[1];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
