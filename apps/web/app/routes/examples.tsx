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
import { AppLink } from '../ui/app-link.tsx';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** Sample activities of every type, open to visitors (spec section 2 names an examples screen). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  return { examples: await learningApi(serverApi(request, context, locale)).examples() };
}

/**
 * A visitor plays real activities with every celebration, and nothing is stored: no account,
 * no cookie, no call. The invitation to sign up waits beside the activities, never in the way.
 */
export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { examples } = loaderData;
  const [position, setPosition] = useState(0);
  const [played, setPlayed] = useState<ReadonlySet<string>>(new Set());
  const example = examples[position];
  const allPlayed = examples.length > 0 && played.size === examples.length;

  function onDone() {
    if (!example) return;
    setPlayed((known) => new Set(known).add(example.uuid));
    if (position < examples.length - 1) setPosition(position + 1);
  }

  return (
    <PageFrame
      title={t('examples.title')}
      lead={t('examples.lead')}
      crumbs={[{ label: t('examples.crumb') }]}
      art={<ModulesArt className="w-full" />}
    >
      {example && (
        <div className="flex flex-col gap-4">
          <ActivitySteps
            activities={examples}
            current={example.uuid}
            completed={played}
            onPick={(uuid) => setPosition(examples.findIndex((item) => item.uuid === uuid))}
          />
          <ActivityStage
            key={`${example.uuid}:${played.has(example.uuid)}`}
            activity={example}
            locale={locale}
            nextPrompt={examples[position + 1]?.audio.prompt}
            onDone={onDone}
            focusPrompt={position > 0}
          />
        </div>
      )}
      <Invitation allPlayed={allPlayed} />
    </PageFrame>
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
