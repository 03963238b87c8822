import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusPage } from './status-page.tsx';

/** 404 shows the not-found page; anything else the error page with its status (500 by default). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <StatusPage title={t('error.title')} text={t('error.text')} code={status} />;
}
