import { useTranslation } from 'react-i18next';
import type { LegalPageData } from '@dino/contract';
import type { Route } from './+types/terms';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { resolveLocale } from '../lib/lang.ts';
import { LegalPage } from '../features/legal/legal-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(request, context, resolveLocale(request, params.lang));
  return { page: (await api.get<ApiAnswer<LegalPageData>>('legal/terms')).data };
}

/** The terms of service, in the seven sections of spec section 1. */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('terms.title')}
      lead={t('terms.lead')}
      crumb={t('nav.terms')}
      page={loaderData.page}
    />
  );
}
