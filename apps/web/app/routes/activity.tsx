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
import { LockedLesson } from '../features/learning/locked-lesson.tsx';
import { findOpeningLesson } from '../features/learning/next-lesson.ts';
import { ScoreBadge } from '../features/learning/score-badge.tsx';
import { restoreOr, storeChoice, storedChoice } from '../features/learning/selection.server.ts';
import { ActivityStage } from '../features/learning/stage/activity-stage.tsx';
import { useLessonRun } from '../features/learning/use-lesson-run.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { ChevronIcon } from '../ui/icons.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState } from '../ui/page-frame.tsx';
import { MuteSwitch } from '../features/narration/mute-switch.tsx';

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
  const opening = lesson.locked
    ? await findOpeningLesson(lesson.index, (page) => api.lessons(lesson.module.uuid, page))
    : null;
  return data({ user, lesson, activities, initial: initial ?? null, opening }, { headers });
}

/** On a phone the lesson has the whole screen: the site's header and footer step aside. */
export const handle = { lessonScreen: true };

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { user, lesson, activities, initial, opening } = loaderData;
  const trail = [
    { label: t('nav.modules'), to: to('/modules') },
    { label: lesson.module.name, to: to('/modules/lessons') },
    { label: lesson.name },
  ];
  return (
    <main
      id="main"
      className={`mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-8 ${initial === null || lesson.locked ? '' : 'phone:h-dvh phone:gap-2 phone:px-2 phone:py-2 phone-landscape:flex-row phone-landscape:py-1'}`}
    >
      {lesson.locked ? (
        <>
          <title>{`${lesson.name} · ${t('app.name')}`}</title>
          <div className="phone-landscape:sr-only">
            <Breadcrumbs items={trail} />
          </div>
          <LockedLesson lesson={lesson} opening={opening} />
        </>
      ) : initial === null ? (
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
      {/* On a phone the trail and the title give way to a slim bar (back, progress, stars, mute)
          so the whole task fits the screen; screen readers still have both. */}
      <div className="phone:sr-only">
        <Breadcrumbs items={[...props.trail, { label: title }]} />
      </div>
      {/* Turned sideways, the bar stands at the left edge so the task keeps the screen's height. */}
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 phone:flex-nowrap phone:gap-x-2 phone-landscape:w-14 phone-landscape:shrink-0 phone-landscape:flex-col phone-landscape:justify-start">
        <AppLink
          to={to('/modules/lessons')}
          className="icon-button shrink-0 border-2 border-leaf-200 bg-white roomy:hidden"
          aria-label={t('lessonDone.back')}
        >
          <ChevronIcon className="h-6 w-6 rotate-180" />
        </AppLink>
        <h1 className="text-2xl font-extrabold break-words phone:sr-only sm:text-3xl">{title}</h1>
        <progress
          className="progress min-w-0 flex-1 roomy:hidden phone-landscape:sr-only"
          max={activities.length}
          value={run.done.size}
          aria-label={t('learn.activitiesDone', { done: run.done.size, all: activities.length })}
        />
        <ScoreBadge user={props.user} compactOnPhone />
        <MuteSwitch className="roomy:hidden" />
      </header>
      <div className="phone:hidden">
        <ActivitySteps
          activities={activities}
          current={run.activity.uuid}
          completed={run.done}
          onPick={run.pick}
        />
      </div>
      <ActivityStage
        key={`${run.activity.uuid}:${run.attempt}`}
        activity={run.activity}
        locale={locale}
        nextPrompt={run.upcoming?.audio.prompt}
        onRight={run.onRight}
        onWrong={run.onWrong}
        onDone={run.onDone}
        focusPrompt={run.moved}
        fillPhone
      />
      {run.finish && (
        <LessonCompleteDialog
          lesson={lesson}
          sticker={run.finish.sticker}
          next={run.finish.next}
          toPractise={run.finish.toPractise.length}
          onPractise={run.practise}
          onClose={run.closeFinish}
        />
      )}
    </>
  );
}
