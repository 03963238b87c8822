import { Outlet, data } from 'react-router';
import { isLocale } from '@dino/contract';
import type { Route } from './+types/lang';
import { RouteErrorPage } from '../ui/route-error-page.tsx';

/** Only /hy, /ru and /en are languages; any other first segment is an unknown page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LanguageRoutes() {
  return <Outlet />;
}

/** Errors of pages under a language render inside the landing layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
