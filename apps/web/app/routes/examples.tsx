import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/examples';
import { serverApi } from '../lib/api-client.ts';
import { openDialog } from '../lib/feedback.ts';
import { resolveLocale, useLocale, useLocalePath } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { ActivitySteps } from '../features/learning/activity-steps.tsx';
import { learningApi } from '../features/learning/learning-api.ts';
import { ActivityStage } from '../features/learning/stage/activity-stage.tsx';
import { MuteSwitch } from '../features/narration/mute-switch.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { DinoMascot } from '../ui/dino-mascot.tsx';

/** Sample activities of every type, open to visitors (spec section 2 names an examples screen). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  return { examples: await learningApi(serverApi(request, context, locale)).examples() };
}

/** On a phone the task has the first screen, as in a lesson: the site's header and footer go. */
export const handle = { lessonScreen: true };

/**
 * A visitor plays real activities with every celebration, and nothing is stored: no account,
 * no cookie, no call. The invitation to sign up waits beside the activities, never in the way.
 * On a phone (decision 0013) a slim bar says where the visitor is and the task fills the rest of
 * the first screen; every example and the invitation follow below it.
 */
export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { examples } = loaderData;
  const [position, setPosition] = useState(0);
  const [played, setPlayed] = useState<ReadonlySet<string>>(new Set());
  const example = examples[position];
  const allPlayed = examples.length > 0 && played.size === examples.length;
  const title = t('examples.title');
  const lead = t('examples.lead');

  function onDone() {
    if (!example) return;
    setPlayed((known) => new Set(known).add(example.uuid));
    if (position < examples.length - 1) setPosition(position + 1);
  }

  function pick(uuid: string) {
    setPosition(examples.findIndex((item) => item.uuid === uuid));
  }
  const steps = example && {
    activities: examples,
    current: example.uuid,
    completed: played,
    label: t('examples.steps'),
  };

  return (
    <main
      id="main"
      className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 roomy:py-10 phone:gap-4 phone:px-2 phone:pt-0"
    >
      <title>{`${title} · ${t('app.name')}`}</title>
      <meta name="description" content={lead} />
      {/* On a phone the trail and the banner stay for screen readers only: the task comes first. */}
      <div className="phone:sr-only">
        <Breadcrumbs items={[{ label: t('examples.crumb') }]} />
      </div>
      <section className="hero-card phone:sr-only">
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="text-3xl font-extrabold break-words text-ink sm:text-4xl">{title}</h1>
          <p className="max-w-prose text-lg text-ink/80">{lead}</p>
        </div>
        <div className="mx-auto w-48 shrink-0 sm:w-60">
          <ModulesArt className="w-full" />
        </div>
      </section>
      {example && (
        <div className="flex flex-col gap-4 phone:h-svh phone:gap-2 phone:py-2 phone-landscape:flex-row phone-landscape:py-1">
          <PhoneBar title={title} played={played.size} all={examples.length} />
          <div className="phone:hidden">{steps && <ActivitySteps {...steps} onPick={pick} />}</div>
          <ActivityStage
            key={`${example.uuid}:${played.has(example.uuid)}`}
            activity={example}
            locale={locale}
            nextPrompt={examples[position + 1]?.audio.prompt}
            onDone={onDone}
            focusPrompt={position > 0}
            fillPhone
          />
        </div>
      )}
      {/* Below the task on a phone: another example is picked here, and the page goes back up
          to it, where the child plays. */}
      {steps && (
        <div className="roomy:hidden">
          <ActivitySteps
            {...steps}
            onPick={(uuid) => {
              pick(uuid);
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
      <Invitation allPlayed={allPlayed} />
    </main>
  );
}

/**
 * The phone's slim bar, as in a lesson: the way home, what the page is, how many examples are
 * played and the mute switch. Turned sideways it stands at the left edge, keeping the height for
 * the task. The title is the banner's heading, shown small; screen readers hear the heading.
 */
function PhoneBar(props: { title: string; played: number; all: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <header className="flex items-center gap-2 roomy:hidden phone-landscape:w-24 phone-landscape:shrink-0 phone-landscape:flex-col">
      <AppLink to={to()} className="icon-button shrink-0" aria-label={t('app.home')}>
        <DinoMascot className="h-11 w-11" />
      </AppLink>
      <p
        aria-hidden="true"
        className="min-w-0 text-lg leading-tight font-extrabold break-words hyphens-auto phone-landscape:text-center phone-landscape:text-sm"
      >
        {props.title}
      </p>
      <progress
        className="progress min-w-16 flex-1 phone-landscape:sr-only"
        max={props.all}
        value={props.played}
        aria-label={t('learn.activitiesDone', { done: props.played, all: props.all })}
      />
      <MuteSwitch className="phone-landscape:mt-auto" />
    </header>
  );
}

/** The way on; once every example is played it says so and takes the focus. */
function Invitation(props: { allPlayed: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.allPlayed) heading.current?.focus();
  }, [props.allPlayed]);
  return (
    <aside className="card flex flex-col items-start gap-3 bg-leaf-50">
      {props.allPlayed && (
        <p className="text-xl font-extrabold text-leaf-700">{t('examples.allPlayed')}</p>
      )}
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-extrabold">
        {t('examples.inviteTitle')}
      </h2>
      <p className="max-w-prose text-ink/85">{t('examples.inviteText')}</p>
      {user ? (
        <AppLink to={to('/modules')} className="button-primary">
          {t('home.start')}
        </AppLink>
      ) : (
        <button
          type="button"
          className="button-primary"
          onClick={() => openDialog({ name: 'register' })}
        >
          {t('auth.register')}
        </button>
      )}
    </aside>
  );
}
