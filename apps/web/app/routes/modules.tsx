import { useTranslation } from 'react-i18next';
import type { Route } from './+types/modules';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale } from '../lib/lang.ts';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, resolveLocale(request, params.lang));
  return null;
}

/** The modules list; learning needs a signed-in user (spec section 6). */
export default function ModulesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('modules.title')}
      lead={t('modules.lead')}
      crumbs={[{ label: t('nav.modules') }]}
      art={<ModulesArt className="w-full" />}
      empty={{
        title: t('modules.emptyTitle'),
        text: t('modules.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
