import { useTranslation } from 'react-i18next';
import type { Route } from './+types/lessons';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, resolveLocale(request, params.lang));
  return null;
}

/** The lessons of the chosen module. */
export default function LessonsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <SectionPage
      title={t('lessons.title')}
      lead={t('lessons.lead')}
      crumbs={[{ label: t('nav.modules'), to: to('/modules') }, { label: t('lessons.crumb') }]}
      art={<ModulesArt className="w-full" />}
      empty={{
        title: t('lessons.emptyTitle'),
        text: t('lessons.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
