import { useTranslation } from 'react-i18next';
import type { Route } from './+types/activity';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, resolveLocale(request, params.lang));
  return null;
}

/** One activity of the chosen lesson. */
export default function ActivityPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SectionPage
      title={t('activity.title')}
      lead={t('activity.lead')}
      crumbs={[
        { label: t('nav.modules'), to: to('/modules') },
        { label: t('lessons.crumb'), to: to('/modules/lessons') },
        { label: t('activity.crumb') },
      ]}
      art={<ModulesArt className="w-full" />}
      empty={{
        title: t('activity.emptyTitle'),
        text: t('activity.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
