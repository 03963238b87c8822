import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { ACTIVITY_COOKIE, LESSON_COOKIE, MODULE_COOKIE } from '@dino/contract';
import type { Route } from './+types/activity';
import { serverApi } from '../lib/api-client.ts';
import { expiredCookie, selectionCookie } from '../lib/cookies.ts';
import { resolveLocale, useLocale, useLocalePath } from '../lib/lang.ts';
import { ActivitySteps } from '../features/learning/activity-steps.tsx';
import { learningApi } from '../features/learning/learning-api.ts';
import { requireLearner } from '../features/learning/learner.server.ts';
import { LessonCompleteDialog } from '../features/learning/lesson-complete-dialog.tsx';
import { ScoreBadge } from '../features/learning/score-badge.tsx';
import { restoreOr, storeChoice, storedChoice } from '../features/learning/selection.server.ts';
import { ActivityStage } from '../features/learning/stage/activity-stage.tsx';
import { useLessonRun } from '../features/learning/use-lesson-run.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { ChevronIcon } from '../ui/icons.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState } from '../ui/page-frame.tsx';

/**
 * The activity page: the lesson chosen by `?lesson=` or restored from its cookie, and the
 * activity restored from its cookie (one that is not in the lesson any more is forgotten, and
 * the first one still to do is shown instead).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireLearner(request, context, locale);
  storeChoice(request, 'lesson', LESSON_COOKIE);
  const lessonUuid = storedChoice(request, LESSON_COOKIE);
  if (!lessonUuid) throw redirect(`/${locale}/modules/lessons`);
  const api = learningApi(serverApi(request, context, locale));
  const [lesson, activities] = await restoreOr(
    Promise.all([api.lesson(lessonUuid), api.activities(lessonUuid)]),
    LESSON_COOKIE,
    `/${locale}/modules/lessons`,
  );
  const headers = new Headers();
  // The lesson's module is the chosen one, so the trail and "back to lessons" agree with it.
  if (storedChoice(request, MODULE_COOKIE) !== lesson.module.uuid) {
    headers.append('Set-Cookie', selectionCookie(MODULE_COOKIE, lesson.module.uuid));
  }
  const stored = storedChoice(request, ACTIVITY_COOKIE);
  const restored = activities.find((activity) => activity.uuid === stored);
  if (stored && !restored) headers.append('Set-Cookie', expiredCookie(ACTIVITY_COOKIE));
  const initial = (restored ?? activities.find((a) => !a.completed) ?? activities[0])?.uuid;
  return data({ user, lesson, activities, initial: initial ?? null }, { headers });
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { user, lesson, activities, initial } = loaderData;
  const trail = [
    { label: t('nav.modules'), to: to('/modules') },
    { label: lesson.module.name, to: to('/modules/lessons') },
    { label: lesson.name },
  ];
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-8">
      {initial === null ? (
        <>
          <title>{`${lesson.name} · ${t('app.name')}`}</title>
          <Breadcrumbs items={trail} />
          <EmptyState
            title={t('activity.emptyTitle')}
            text={t('activity.emptyText')}
            art={<EmptyNestArt className="w-full" />}
          />
        </>
      ) : (
        <LessonRun
          key={lesson.uuid}
          user={user}
          lesson={lesson}
          activities={activities}
          initial={initial}
          trail={trail}
        />
      )}
    </main>
  );
}

function LessonRun(
  props: Parameters<typeof useLessonRun>[0] & { trail: { label: string; to?: string }[] },
) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const run = useLessonRun(props);
  const { lesson, activities } = props;
  const title = run.activity.title;
  return (
    <>
      <title>{`${title} · ${t('app.name')}`}</title>
      <meta name="description" content={`${lesson.module.name}: ${lesson.name}`} />
      {/* On a phone the trail gives way to a slim bar (back, stars), so the task fits the screen. */}
      <div className="hidden sm:block">
        <Breadcrumbs items={[...props.trail, { label: title }]} />
      </div>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <AppLink
          to={to('/modules/lessons')}
          className="icon-button shrink-0 border-2 border-leaf-200 bg-white sm:hidden"
          aria-label={t('lessonDone.back')}
        >
          <ChevronIcon className="h-6 w-6 rotate-180" />
        </AppLink>
        <h1 className="order-last basis-full text-2xl font-extrabold break-words sm:order-none sm:basis-auto sm:text-3xl">
          {title}
        </h1>
        <ScoreBadge user={props.user} />
      </header>
      <ActivitySteps
        activities={activities}
        current={run.activity.uuid}
        completed={run.done}
        onPick={run.pick}
      />
      <ActivityStage
        key={`${run.activity.uuid}:${run.attempt}`}
        activity={run.activity}
        locale={locale}
        nextPrompt={run.upcoming?.audio.prompt}
        onRight={run.onRight}
        onWrong={run.onWrong}
        onDone={run.onDone}
        focusPrompt={run.moved}
      />
      {run.finish && (
        <LessonCompleteDialog
          lesson={lesson}
          sticker={run.finish.sticker}
          next={run.finish.next}
          onClose={run.closeFinish}
        />
      )}
    </>
  );
}
