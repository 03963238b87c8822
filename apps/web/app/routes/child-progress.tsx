import { useTranslation } from 'react-i18next';
import { Link, data, redirect } from 'react-router';
import type { Locale } from '@dino/contract';
import type { Route } from './+types/child-progress';
import { serverApi } from '../lib/api-client.ts';
import { requireUser } from '../lib/guard.server.ts';
import { localePath, resolveLocale, useLocalePath } from '../lib/lang.ts';
import { orNotFound } from '../lib/not-found.server.ts';
import { familyApi } from '../features/family/family-api.ts';
import { FirstTryBars, HardTasks } from '../features/family/first-try.tsx';
import { WeekChartCard } from '../features/family/week-chart.tsx';
import { stickerUrl } from '../features/learning/stickers.ts';
import { ProfileArt } from '../ui/art/profile-art.tsx';
import { DinoMascot } from '../ui/dino-mascot.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

/** Dates are written on the server, in the page's language, so both renders agree. */
function dates(locale: Locale) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const short = format({ day: 'numeric', month: 'numeric' });
  const long = format({ day: 'numeric', month: 'long', year: 'numeric' });
  const day = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return {
    short: (value: string) => short.format(day(value)),
    long: (value: string) => long.format(day(value)),
  };
}

/** A child's progress, for their parent only: a child goes to their own profile, a stranger's child is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireUser(request, context, locale);
  if (user.type !== 'parent') throw redirect(localePath(locale, '/profile'));
  if (!/^[1-9]\d{0,15}$/.test(params.child)) throw data(null, { status: 404 });
  const progress = await orNotFound(
    familyApi(serverApi(request, context, locale)).progress(Number(params.child)),
  );
  const when = dates(locale);
  return {
    progress,
    weeks: progress.weeks.map((week) => ({
      ...week,
      short: when.short(week.start),
      long: when.long(week.start),
      minutes: week.seconds > 0 ? Math.max(1, Math.round(week.seconds / 60)) : 0,
    })),
    stickers: progress.stickers.map((sticker) => ({
      ...sticker,
      date: when.long(sticker.earned_at),
    })),
  };
}

function Total(props: { label: string; value: string | number }) {
  return (
    <div className="card flex min-w-0 flex-col-reverse gap-1 p-3 sm:p-4">
      <dt className="text-sm font-bold break-words text-ink/80 sm:text-base">{props.label}</dt>
      <dd className="text-2xl font-extrabold break-words text-leaf-700 sm:text-3xl">
        {props.value}
      </dd>
    </div>
  );
}

/** `/{lang}/profile/children/{id}`: totals, the weeks as charts, first tries, modules, stickers. */
export default function ChildProgressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { progress, weeks, stickers } = loaderData;
  const { child, totals } = progress;
  const name = child.first_name;
  const nothingYet = totals.activities_completed === 0 && totals.games_played === 0;
  return (
    <PageFrame
      title={t('family.title', { name })}
      lead={t('family.lead')}
      crumbs={[{ label: t('nav.profile'), to: to('/profile') }, { label: name }]}
      art={<ProfileArt className="w-full" />}
    >
      {nothingYet ? (
        <EmptyState
          title={t('family.emptyTitle')}
          text={t('family.emptyText', { name })}
          art={<DinoMascot className="w-full" />}
          action={
            <Link to={to('/modules')} className="button-primary" prefetch="none">
              {t('family.emptyAction')}
            </Link>
          }
        />
      ) : (
        <>
          <section aria-labelledby="totals" className="flex flex-col gap-4">
            <h2 id="totals" className="text-2xl font-extrabold">
              {t('family.totals')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              <Total label={t('family.score')} value={totals.score} />
              <Total
                label={t('family.lessons')}
                value={t('family.doneOf', {
                  done: totals.lessons_completed,
                  all: totals.lessons_total,
                })}
              />
              <Total
                label={t('family.modules')}
                value={t('family.doneOf', {
                  done: totals.modules_completed,
                  all: totals.modules_total,
                })}
              />
              <Total label={t('family.activities')} value={totals.activities_completed} />
              <Total label={t('family.games')} value={totals.games_played} />
              <Total label={t('family.stickers')} value={stickers.length} />
            </dl>
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <WeekChartCard
              id="scores"
              title={t('family.scoresTitle')}
              lead={t('family.scoresLead')}
              weekHeader={t('family.weekStart')}
              valueHeader={t('family.score')}
              tone="leaf"
              bars={weeks.map((week) => ({
                ...week,
                value: week.points,
                text: String(week.points),
              }))}
            />
            <WeekChartCard
              id="time"
              title={t('family.timeTitle')}
              lead={t('family.timeLead')}
              weekHeader={t('family.weekStart')}
              valueHeader={t('family.minutes')}
              tone="sky"
              bars={weeks.map((week) => ({
                ...week,
                value: week.minutes,
                text: t('family.minutesShort', { minutes: week.minutes }),
              }))}
            />
          </div>
          <section aria-labelledby="first-try" className="card flex flex-col gap-3">
            <h2 id="first-try" className="text-2xl font-extrabold">
              {t('family.firstTryTitle')}
            </h2>
            <p className="text-ink/85">{t('family.firstTryLead')}</p>
            <FirstTryBars byType={progress.by_type} />
          </section>
          <section aria-labelledby="hard" className="card flex flex-col gap-3">
            <h2 id="hard" className="text-2xl font-extrabold">
              {t('family.hardTitle')}
            </h2>
            <p className="text-ink/85">{t('family.hardLead')}</p>
            <HardTasks hard={progress.hard} />
          </section>
          <section aria-labelledby="modules" className="flex flex-col gap-4">
            <h2 id="modules" className="text-2xl font-extrabold">
              {t('family.modulesTitle')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {progress.modules.map((module) => (
                <li key={module.uuid} className="card flex flex-col gap-2">
                  <h3 id={`module-${module.uuid}`} className="text-xl font-extrabold">
                    {module.name}
                  </h3>
                  <p className="font-bold">
                    {t('learn.lessonsDone', {
                      done: module.lessons_completed,
                      all: module.lessons_total,
                    })}
                  </p>
                  <progress
                    className="progress"
                    max={Math.max(module.lessons_total, 1)}
                    value={module.lessons_completed}
                    aria-labelledby={`module-${module.uuid}`}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="stickers" className="flex flex-col gap-4">
            <h2 id="stickers" className="text-2xl font-extrabold">
              {t('family.stickersTitle')}
            </h2>
            {stickers.length === 0 ? (
              <p className="card text-ink/85">{t('family.stickersNone')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {stickers.map((sticker) => (
                  <li key={sticker.lesson_uuid} className="card flex items-center gap-4">
                    <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-sun-200 shadow-[0_2px_0_var(--color-sun-600)]">
                      <img
                        src={stickerUrl(sticker.position)}
                        alt=""
                        className="h-12 w-12"
                        loading="lazy"
                      />
                    </span>
                    <div className="flex min-w-0 flex-col">
                      <h3 className="font-extrabold break-words">{sticker.lesson}</h3>
                      <p className="text-base text-ink/85">
                        {t('family.stickerModule', { module: sticker.module })}
                      </p>
                      <p className="text-base text-ink/85">
                        {t('family.stickerDate', { date: sticker.date })}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
