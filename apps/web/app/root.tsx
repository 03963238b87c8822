import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@dino/contract';
import type { Route } from './+types/root';
import { i18nFor } from './lib/i18n.ts';
import { resolveLocale } from './lib/lang.ts';
import { webContext } from './lib/load-context.ts';
import { RouteErrorPage } from './ui/route-error-page.tsx';
import './app.css';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return {
    locale: resolveLocale(request, params.lang),
    nonce: webContext(context).cspNonce,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = data?.nonce;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f8f4e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort, when even the landing layout failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
