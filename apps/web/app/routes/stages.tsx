import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/stages';
import {
  ORGANIZATION_ID,
  ageOn,
  learningAge,
  stageOfAge,
  type StagesData,
  type StageId,
} from '@dino/contract';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { currentUser } from '../lib/current-user.server.ts';
import { useUser } from '../lib/session.ts';
import { StageArt } from '../features/stages/stage-art.tsx';
import { stageText } from '../features/stages/stage-labels.ts';
import { StagesArt } from '../ui/art/stages-art.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const api = serverApi(request, context, locale);
  const [answer, user] = await Promise.all([
    api.get<ApiAnswer<StagesData>>(`dino/stages?organization_id=${ORGANIZATION_ID}`),
    currentUser(request, context, locale).catch(() => null),
  ]);
  // The child's stage is worked out here, so the page's script needs no date library.
  const child = user?.type === 'child';
  const childStage: StageId | null =
    child && user.birthday
      ? stageOfAge(learningAge(ageOn(user.birthday), user.stage_shift ?? 0))
      : null;
  return { ...answer.data, child, childStage };
}

/** The learning path by age: four stages, each with its modules and a child's own progress. */
export default function StagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const { child, childStage } = loaderData;
  const modules = new Map(loaderData.modules.map((module) => [module.uuid, module]));
  return (
    <PageFrame
      title={t('stages.title')}
      lead={t('stages.lead')}
      crumbs={[{ label: t('nav.stages') }]}
      art={<StagesArt className="w-full" />}
    >
      <ol className="grid gap-6">
        {loaderData.stages.map((stage, index) => {
          const { name, text } = stageText(t, stage.id);
          const here = stage.id === childStage;
          return (
            <li
              key={stage.id}
              aria-labelledby={`stage-${stage.id}`}
              className={`card grid gap-4 md:grid-cols-[10rem_minmax(0,1fr)] ${here ? 'border-sun-400 shadow-[0_4px_0_var(--color-sun-400)]' : ''}`}
            >
              <StageArt stage={stage.id} className="mx-auto w-32 md:w-40" />
              <div className="flex flex-col gap-3">
                <p className="text-base font-bold text-leaf-700">
                  {t('stages.step', { step: index + 1 })} ·{' '}
                  {t('learn.ages', { min: stage.ages[0], max: stage.ages[1] })}
                </p>
                <h2 id={`stage-${stage.id}`} className="text-2xl font-extrabold">
                  {name}
                  {here && (
                    <span className="ml-3 rounded-full bg-sun-200 px-3 py-1 align-middle text-base">
                      {t('stages.youAreHere')}
                    </span>
                  )}
                </h2>
                <p className="text-ink/85">{text}</p>
                <h3 className="font-extrabold">{t('stages.modules')}</h3>
                {/* Two columns only where a long Armenian module name still fits one. */}
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-2">
                  {stage.modules.map((uuid) => {
                    const module = modules.get(uuid)!;
                    return (
                      <li key={uuid} className="flex items-center gap-3 rounded-2xl bg-leaf-50 p-3">
                        <img src={module.art} alt="" className="h-12 w-12 shrink-0" />
                        <div className="flex min-w-0 grow flex-col">
                          <span className="font-bold">{module.name}</span>
                          {child && (
                            <span className="text-base text-ink/75">
                              {t('learn.lessonsDone', {
                                done: module.lessons_completed,
                                all: module.lessons_total,
                              })}
                            </span>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        {user ? (
          <Link to={to('/modules')} className="button-primary" prefetch="none">
            {t('stages.startLearning')}
          </Link>
        ) : (
          <AppLink to={to('/examples')} className="button-primary">
            {t('stages.tryExamples')}
          </AppLink>
        )}
      </div>
    </PageFrame>
  );
}
