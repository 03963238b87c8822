import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { LESSON_COOKIE, MODULE_COOKIE } from '@dino/contract';
import type { Route } from './+types/lessons';
import { serverApi } from '../lib/api-client.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { learningApi } from '../features/learning/learning-api.ts';
import { requireLearner } from '../features/learning/learner.server.ts';
import { LessonList } from '../features/learning/lesson-list.tsx';
import { ScoreBadge } from '../features/learning/score-badge.tsx';
import { restoreOr, storeChoice, storedChoice } from '../features/learning/selection.server.ts';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

/** The chosen module's lessons: chosen by `?module=`, or restored from the module cookie. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireLearner(request, context, locale);
  storeChoice(request, 'module', MODULE_COOKIE);
  const moduleUuid = storedChoice(request, MODULE_COOKIE);
  if (!moduleUuid) throw redirect(`/${locale}/modules`);
  const api = learningApi(serverApi(request, context, locale));
  const [module, lessons] = await restoreOr(
    Promise.all([api.module(moduleUuid), api.lessons(moduleUuid, 1)]),
    MODULE_COOKIE,
    `/${locale}/modules`,
  );
  return { user, module, lessons, current: storedChoice(request, LESSON_COOKIE) ?? null };
}

export default function LessonsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { user, module, lessons, current } = loaderData;
  return (
    <PageFrame
      title={module.name}
      lead={module.description}
      crumbs={[{ label: t('nav.modules'), to: to('/modules') }, { label: module.name }]}
      art={<img src={module.art} alt="" className="w-full" />}
    >
      <div className="flex flex-wrap items-center gap-3">
        <ScoreBadge user={user} />
      </div>
      {lessons.data.length === 0 ? (
        <EmptyState
          title={t('lessons.emptyTitle')}
          text={t('lessons.emptyText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <LessonList key={module.uuid} moduleUuid={module.uuid} first={lessons} current={current} />
      )}
    </PageFrame>
  );
}
