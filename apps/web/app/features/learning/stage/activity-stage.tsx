// First: zod must know before any schema of the contract is built.
import '../../../lib/zod-without-eval.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_DISPLAY_MS,
  CONFETTI_DELAY_MS,
  VOICE_LINES,
  checkAnswer,
  type ActivityData,
  type Locale,
  type PlayerContent,
} from '@dino/contract';
import { MuteSwitch } from '../../narration/mute-switch.tsx';
import { play, preload, stop } from '../../narration/narrator.ts';
import { SpeakButton } from '../../narration/speak-button.tsx';
import { useHoldToSay } from '../../narration/use-hold-to-say.ts';
import { preloadFeedback, sayLine, takeTurn } from '../../narration/voice-lines.ts';
import { ArtNames } from '../player/card-face.tsx';
import { ActivityPlayer } from '../player/players.tsx';
import { Confetti } from './confetti.tsx';
import { useFitToRoom } from './use-fit-to-room.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** How long "have another go" stays on screen after a wrong try. */
const NUDGE_MS = 2500;

type Phase = 'playing' | 'answer-shown' | 'confetti' | 'over';

/** The kind word on screen: which of Dino's lines, and which of its variants (said as shown). */
type Feedback = { key: 'right' | 'try_again'; index: number };

export type StageActivity = Pick<
  ActivityData,
  'uuid' | 'type' | 'content' | 'narration' | 'art_names' | 'audio'
>;

/**
 * One activity, played: the prompt (spoken as the task opens, and again from its speaker), the
 * type's player, and what follows an answer. Spec section 4: a right answer is shown at once,
 * confetti joins after 500 ms, both end after 2000 ms and then `onDone` runs. `onRight` runs at
 * once, so saving the completion overlaps the celebration. A wrong answer only earns a kind word
 * and another go. Each answer is met with a tone and its line, said as it is shown.
 */
export function ActivityStage(props: {
  activity: StageActivity;
  locale: Locale;
  /** The spoken prompt of the task after this one, fetched while the child plays this one. */
  nextPrompt?: string | null | undefined;
  onRight?: () => void;
  /** A wrong answer was given (the child tries again). */
  onWrong?: () => void;
  onDone: () => void;
  /**
   * Moves focus to the prompt when the stage appears: set once the child has moved on from the
   * first activity, so keyboard and screen-reader users land on the new task, not on the page.
   */
  focusPrompt?: boolean;
  /**
   * On a phone the stage fills the rest of the screen and its task shrinks to fit it; the lesson's
   * bar holds the mute switch.
   */
  fillPhone?: boolean;
}) {
  const { t } = useTranslation();
  const { activity } = props;
  const content = activity.content as PlayerContent<typeof activity.type> & { prompt: string };
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('playing');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** Whether the player's code has arrived and it takes taps (tests wait for it too). */
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const hold = useHoldToSay(activity.audio.words);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const nudgeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prompt = useRef<HTMLHeadingElement>(null);
  const room = useRef<HTMLElement>(null);
  const task = useRef<HTMLDivElement>(null);
  const fill = props.fillPhone ?? false;
  useFitToRoom(room, task, fill);
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
  // The task says what to do as it opens (once the child has acted at all), and falls silent
  // when it is left. Its own prompt is fetched first; what comes next, while the child plays.
  useEffect(() => {
    const { activity: opened, locale, nextPrompt } = callbacks.current;
    void play(opened.audio.prompt);
    void preload(opened.audio.prompt).then(() => {
      void preload(nextPrompt);
      preloadFeedback(locale);
    });
    return stop;
  }, []);

  function later(ms: number, action: () => void) {
    timers.current.push(setTimeout(action, ms));
  }

  function onAnswer(answer: unknown): boolean {
    if (phase !== 'playing') return false;
    const right = checkAnswer(activity.type, activity.content as never, answer);
    const key = right ? 'right' : 'try_again';
    const index = takeTurn(key, props.locale);
    setFeedback({ key, index });
    sayLine(key, props.locale, index, right ? 'right' : 'wrong');
    clearTimeout(nudgeTimer.current);
    if (!right) {
      callbacks.current.onWrong?.();
      nudgeTimer.current = setTimeout(() => setFeedback(null), NUDGE_MS);
      return false;
    }
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
  // The celebration's line stays as long as the celebration; a nudge fades on its own.
  const shown = celebrating ? feedback : feedback?.key === 'try_again' ? feedback : null;
  return (
    // The prompt's row (its speaker, the mute switch) heads the task; the region it names holds
    // the answers alone, so its buttons are the task's cards. On a phone turned sideways the
    // prompt stands beside the task.
    <div
      className={`card relative flex flex-col gap-4 overflow-hidden p-3 sm:gap-6 sm:p-8 ${fill ? 'phone:min-h-0 phone:flex-1 phone:gap-2 phone:p-2 phone-landscape:flex-row phone-landscape:py-1' : ''}`}
    >
      <div
        className={`flex items-start gap-3 ${fill ? 'phone:gap-2 phone-landscape:w-1/3 phone-landscape:shrink-0 phone-landscape:flex-col' : ''}`}
      >
        {activity.audio.prompt && (
          <SpeakButton url={activity.audio.prompt} label={t('stage.listen')} />
        )}
        {/* The switch floats, so a long prompt narrows beside it only and then takes the row. */}
        <div className="min-w-0 flex-1 self-center">
          <MuteSwitch className={`float-right ml-2 ${fill ? 'phone:hidden' : ''}`} />
          <h2
            id="activity-prompt"
            ref={prompt}
            tabIndex={-1}
            className={`text-xl font-extrabold break-words hyphens-auto sm:text-3xl ${fill ? 'phone:text-xl phone-landscape:text-lg' : ''}`}
          >
            {content.prompt}
          </h2>
        </div>
      </div>
      <section
        ref={room}
        aria-labelledby="activity-prompt"
        className={`flex flex-col gap-4 sm:gap-6 ${fill ? 'phone:min-h-0 phone:flex-1 phone:overflow-y-auto' : ''}`}
        data-player={ready ? 'ready' : 'loading'}
        {...hold}
      >
        <div ref={task} className={fill ? 'phone:my-auto' : undefined}>
          <ArtNames.Provider value={activity.art_names}>
            <ActivityPlayer
              type={activity.type}
              content={activity.content as never}
              seed={activity.uuid}
              solved={phase !== 'playing'}
              onAnswer={onAnswer}
              onReady={markReady}
            />
          </ArtNames.Provider>
        </div>
        {/* On a phone the kind word floats over the bottom of the task, where the child looks,
            rather than taking room from the cards; taps go through it. */}
        <p
          aria-live="polite"
          data-testid="stage-feedback"
          className={`min-h-10 text-center text-2xl font-extrabold ${celebrating ? 'text-leaf-700' : 'text-sun-600'} ${fill ? 'phone:pointer-events-none phone:absolute phone:inset-x-4 phone:bottom-3 phone:z-10 phone:rounded-full phone:bg-white/95 phone:px-3 phone:py-1 phone:shadow-lg phone:empty:hidden' : ''}`}
        >
          {shown ? VOICE_LINES[shown.key][props.locale][shown.index] : ''}
        </p>
      </section>
      {phase === 'confetti' && !reducedMotion && <Confetti />}
    </div>
  );
}
