// First: zod must know before any schema of the contract is built.
import '../../../lib/zod-without-eval.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_DISPLAY_MS,
  CONFETTI_DELAY_MS,
  checkAnswer,
  type ActivityData,
  type Locale,
  type PlayerContent,
} from '@dino/contract';
import { ArtNames } from '../player/card-face.tsx';
import { ActivityPlayer } from '../player/players.tsx';
import { Confetti } from './confetti.tsx';
import { ReadAloud } from './read-aloud.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

/** How long "have another go" stays on screen after a wrong try. */
const NUDGE_MS = 2500;

type Phase = 'playing' | 'answer-shown' | 'confetti' | 'over';

export type StageActivity = Pick<
  ActivityData,
  'uuid' | 'type' | 'content' | 'narration' | 'art_names'
>;

/**
 * One activity, played: the prompt (and its read-aloud), the type's player, and what follows an
 * answer. Spec section 4: a right answer is shown at once, confetti joins after 500 ms, both end
 * after 2000 ms and then `onDone` runs. `onRight` runs at once, so saving the completion overlaps
 * the celebration. A wrong answer only earns a kind word and another go.
 */
export function ActivityStage(props: {
  activity: StageActivity;
  locale: Locale;
  onRight?: () => void;
  /** A wrong answer was given (the child tries again). */
  onWrong?: () => void;
  onDone: () => void;
  /**
   * Moves focus to the prompt when the stage appears: set once the child has moved on from the
   * first activity, so keyboard and screen-reader users land on the new task, not on the page.
   */
  focusPrompt?: boolean;
}) {
  const { t } = useTranslation();
  const { activity } = props;
  const content = activity.content as PlayerContent<typeof activity.type> & { prompt: string };
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('playing');
  const [nudge, setNudge] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const nudgeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prompt = useRef<HTMLHeadingElement>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      clearTimeout(nudgeTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (callbacks.current.focusPrompt) prompt.current?.focus();
  }, []);

  function later(ms: number, action: () => void) {
    timers.current.push(setTimeout(action, ms));
  }

  function onAnswer(answer: unknown): boolean {
    if (phase !== 'playing') return false;
    const right = checkAnswer(activity.type, activity.content as never, answer);
    if (!right) {
      callbacks.current.onWrong?.();
      setNudge(true);
      clearTimeout(nudgeTimer.current);
      nudgeTimer.current = setTimeout(() => setNudge(false), NUDGE_MS);
      return false;
    }
    setNudge(false);
    setPhase('answer-shown');
    callbacks.current.onRight?.();
    later(CONFETTI_DELAY_MS, () => setPhase('confetti'));
    later(ANSWER_DISPLAY_MS, () => {
      setPhase('over');
      callbacks.current.onDone();
    });
    return true;
  }

  const celebrating = phase === 'answer-shown' || phase === 'confetti';
  return (
    <section
      aria-labelledby="activity-prompt"
      className="card relative flex flex-col gap-6 overflow-hidden sm:p-8"
    >
      <div className="flex items-start gap-3">
        <h2
          id="activity-prompt"
          ref={prompt}
          tabIndex={-1}
          className="flex-1 text-2xl font-extrabold sm:text-3xl"
        >
          {content.prompt}
        </h2>
        <ReadAloud text={activity.narration ?? content.prompt} locale={props.locale} />
      </div>
      <ArtNames.Provider value={activity.art_names}>
        <ActivityPlayer
          type={activity.type}
          content={activity.content as never}
          seed={activity.uuid}
          solved={phase !== 'playing'}
          onAnswer={onAnswer}
        />
      </ArtNames.Provider>
      <p
        aria-live="polite"
        className={`min-h-10 text-center text-2xl font-extrabold ${celebrating ? 'text-leaf-700' : 'text-sun-600'}`}
      >
        {celebrating ? t('stage.right') : nudge ? t('stage.tryAgain') : ''}
      </p>
      {phase === 'confetti' && !reducedMotion && <Confetti />}
    </section>
  );
}
