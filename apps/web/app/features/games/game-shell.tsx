import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameById, type GameId, type GameResultData } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { useUser } from '../../lib/session.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useReducedMotion } from '../learning/stage/use-reduced-motion.ts';
import { PauseIcon, PlayIcon, SpeakerIcon } from '../../ui/icons.tsx';
import { GamePicture } from './art/game-pictures.tsx';
import { GameBoard, preloadGame } from './game-board.tsx';
import { GameClock } from './game-clock.ts';
import { GameFrame, isGameKey } from './game-keys.ts';
import { usePlaySaver } from './play-saver.ts';
import { playTone, useSound } from './sound.ts';
import { gameTexts } from './texts.ts';

type Phase = 'ready' | 'playing' | 'over';

interface Outcome {
  score: number;
  /** Waiting for the server (a child's play). */
  saving: boolean;
  /** The server's answer; null while saving, for a guest, or when it could not be saved. */
  saved: GameResultData | null;
  failed: boolean;
}

const isPauseKey = (event: KeyboardEvent) =>
  event.key === 'Escape' || event.key === 'p' || event.key === 'P' || event.code === 'KeyP';

/**
 * One game from start to end: the start screen (how to play, ages, keys), the score line with
 * sound and pause, the pause panel (P or Escape), and the end screen with the score and the
 * best. A signed-in child's play is opened on Start and its score sent once at the end; a
 * parent or a visitor plays the same game and keeps the best of this visit only.
 */
export function GameShell(props: { game: GameId; best: number | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const forChild = user?.type === 'child';
  const { game } = props;
  const texts = gameTexts(t, game);
  const { ages } = gameById(game)!;
  const reducedMotion = useReducedMotion();
  const sound = useSound();
  const saver = usePlaySaver(game, forChild);

  const [phase, setPhase] = useState<Phase>('ready');
  const [run, setRun] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hud, setHud] = useState({ score: 0, progress: '' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [best, setBest] = useState(props.best);
  const [spoken, setSpoken] = useState('');
  const frame = useRef<HTMLElement>(null);
  const endHeading = useRef<HTMLHeadingElement>(null);
  const beforePause = useRef<Element | null>(null);
  const pending = useRef<string[]>([]);
  const ended = useRef(false);
  const shown = useRef(hud);
  const currentRun = useRef(run);
  currentRun.current = run;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  // A fresh clock for every play; it runs while the play is on and stops with it.
  const clock = useMemo(() => (run > 0 ? new GameClock() : null), [run]);
  useEffect(() => {
    if (!clock || phase !== 'playing') return;
    clock.start();
    return () => clock.stop();
  }, [clock, phase]);
  useEffect(() => clock?.setPaused(paused), [clock, paused]);

  // A new play brings the game to the top of the screen, under the site's sticky header.
  useEffect(() => {
    if (run === 0 || !frame.current) return;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const top = frame.current.getBoundingClientRect().top;
    if (top < header || top > window.innerHeight / 3) window.scrollBy({ top: top - header - 8 });
  }, [run]);

  useEffect(() => {
    if (phase === 'ready') preloadGame(game);
    if (phase === 'over') endHeading.current?.focus();
  }, [phase, game]);

  /** Everything said in one moment is said together; the same words again are said again. */
  function announce(text: string) {
    pending.current.push(text);
    if (pending.current.length > 1) return;
    queueMicrotask(() => {
      const words = pending.current.join(' ');
      pending.current = [];
      setSpoken((before) => (before === words ? `${words}\u00a0` : words));
    });
  }

  function pause(next: boolean) {
    if (phase !== 'playing' || next === paused) return;
    if (next) beforePause.current = document.activeElement;
    setPaused(next);
    announce(next ? t('games.pausedTitle') : t('games.resumed'));
  }

  // Back where the child was before the pause, once the game is no longer inert.
  useEffect(() => {
    const before = beforePause.current;
    if (paused || !before) return;
    beforePause.current = null;
    if (before instanceof HTMLElement && before.isConnected) before.focus();
  }, [paused]);

  // P or Escape pauses and resumes; the game stops by itself when the page is hidden.
  const pauseRef = useRef(pause);
  pauseRef.current = pause;
  useEffect(() => {
    if (phase !== 'playing') return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPauseKey(event) || !isGameKey(event, frame.current)) return;
      event.preventDefault();
      pauseRef.current(!pausedRef.current);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') pauseRef.current(true);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [phase]);

  function start() {
    ended.current = false;
    setRun((n) => n + 1);
    setPhase('playing');
    setPaused(false);
    shown.current = { score: 0, progress: '' };
    setHud(shown.current);
    setOutcome(null);
    saver.start();
  }

  function report(score: number, progress: string) {
    const before = shown.current;
    if (progress !== before.progress) {
      announce(before.progress === '' ? progress : `${progress}. ${t('games.score', { score })}`);
    } else if (score !== before.score) {
      announce(t('games.score', { score }));
    } else {
      return;
    }
    shown.current = { score, progress };
    setHud(shown.current);
  }

  function end(score: number) {
    if (ended.current) return;
    ended.current = true;
    const thisRun = currentRun.current;
    setPhase('over');
    setPaused(false);
    shown.current = { ...shown.current, score };
    setHud(shown.current);
    playTone('end');
    setOutcome({ score, saving: forChild, saved: null, failed: false });
    announce(t('games.yourScore', { score }));
    if (!forChild) {
      setBest((before) => Math.max(before ?? 0, score));
      return;
    }
    void saver.finish(score).then((result) => {
      if (currentRun.current !== thisRun || !result) return;
      const { saved } = result;
      setOutcome({ score, saving: false, saved, failed: saved === null });
      if (!saved) return;
      setBest(saved.best);
      if (saved.newBest) announce(t('games.newBest'));
    });
  }

  // The game gets the same three functions for the whole play, calling the latest of each.
  const latest = useRef({ announce, report, end });
  latest.current = { announce, report, end };
  const calls = useMemo(
    () => ({
      announce: (text: string) => latest.current.announce(text),
      report: (score: number, progress: string) => latest.current.report(score, progress),
      end: (score: number) => latest.current.end(score),
    }),
    [],
  );

  return (
    <GameFrame.Provider value={frame}>
      <section
        ref={frame}
        aria-label={texts.name}
        className="card relative flex flex-col gap-4 p-3 sm:p-6"
        data-phase={phase}
      >
        <div className="flex flex-wrap items-center gap-2">
          {phase !== 'ready' && (
            <p className="chip font-extrabold" data-testid="game-score">
              {t('games.score', { score: hud.score })}
            </p>
          )}
          {phase === 'playing' && hud.progress && (
            <p className="font-bold text-ink/80" data-testid="game-progress">
              {hud.progress}
            </p>
          )}
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              className="button-quiet gap-2 px-3"
              aria-pressed={sound.on}
              onClick={sound.toggle}
            >
              <SpeakerIcon muted={!sound.on} className="h-6 w-6" />
              <span className="sr-only sm:not-sr-only">{t('games.sound')}</span>
            </button>
            {phase === 'playing' && (
              <button
                type="button"
                className="button-secondary gap-2 px-4"
                aria-keyshortcuts="P Escape"
                aria-pressed={paused}
                onClick={() => pause(!paused)}
              >
                <PauseIcon />
                <span className="sr-only sm:not-sr-only">{t('games.pause')}</span>
              </button>
            )}
          </div>
        </div>

        {phase === 'ready' && (
          <div className="flex flex-col items-center gap-5 text-center">
            <GamePicture game={game} className="w-56 max-w-full" />
            <p className="font-bold text-leaf-700">
              {t('games.ages', { min: ages[0], max: ages[1] })}
            </p>
            <div className="flex max-w-prose flex-col gap-2">
              <h2 className="text-2xl font-extrabold">{t('games.howToPlay')}</h2>
              <p className="text-lg text-ink/85">{texts.howTo}</p>
              <p className="text-base text-ink/75">
                {texts.keys} {t('games.pauseKeys')}
              </p>
            </div>
            {forChild && best !== null && (
              <p className="font-bold">{t('games.best', { score: best })}</p>
            )}
            <button type="button" className="button-primary min-h-14 px-10 text-xl" onClick={start}>
              {t('games.start')}
            </button>
            <KeepingNote />
          </div>
        )}

        {phase === 'playing' && clock && (
          <div className="relative">
            <div inert={paused}>
              <GameBoard
                key={run}
                game={game}
                clock={clock}
                paused={paused}
                reducedMotion={reducedMotion}
                play={playTone}
                {...calls}
              />
            </div>
            {paused && (
              <div
                role="group"
                aria-labelledby="game-paused"
                className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 rounded-3xl bg-white/95 p-6 text-center"
              >
                <h2 id="game-paused" className="text-3xl font-extrabold">
                  {t('games.pausedTitle')}
                </h2>
                <p className="text-ink/85">{t('games.pausedText')}</p>
                <button
                  type="button"
                  className="button-primary gap-2"
                  // The panel opens on the child's own tap or key: the focus follows it.
                  autoFocus
                  onClick={() => pause(false)}
                >
                  <PlayIcon />
                  {t('games.resume')}
                </button>
                <AppLink to={to('/games')} className="text-link">
                  {t('games.back')}
                </AppLink>
              </div>
            )}
          </div>
        )}

        {phase === 'over' && outcome && (
          <div
            className="flex flex-col items-center gap-4 py-4 text-center"
            data-testid="game-over"
          >
            <GamePicture game={game} className="w-40" />
            {/* Focused by the script alone, so a screen reader starts here: no keyboard box on
                a heading that does nothing. */}
            <h2
              ref={endHeading}
              tabIndex={-1}
              className="text-3xl font-extrabold focus:outline-none"
            >
              {t('games.overTitle')}
            </h2>
            <p className="text-2xl font-extrabold" data-testid="game-final-score">
              {t('games.yourScore', { score: outcome.score })}
            </p>
            {outcome.saved?.newBest && (
              <p className="rounded-full bg-sun-200 px-5 py-2 text-xl font-extrabold text-ink">
                {t('games.newBest')}
              </p>
            )}
            {outcome.saving && <p role="status">{t('games.saving')}</p>}
            {outcome.failed && <p className="font-bold text-berry-700">{t('games.notSaved')}</p>}
            {best !== null && !outcome.saving && (
              <p className="font-bold">{t('games.best', { score: best })}</p>
            )}
            <div className="flex flex-wrap justify-center gap-3">
              <button type="button" className="button-primary" onClick={start}>
                {t('games.again')}
              </button>
              <AppLink to={to('/games')} className="button-secondary">
                {t('games.back')}
              </AppLink>
            </div>
            <KeepingNote />
          </div>
        )}
        <p aria-live="polite" className="sr-only">
          {spoken}
        </p>
      </section>
    </GameFrame.Provider>
  );
}

/** Who keeps a best score: a child; a parent is shown the way to play as one. */
function KeepingNote() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  if (user?.type === 'child') return null;
  if (!user) return <p className="max-w-prose text-base text-ink/75">{t('games.guestNote')}</p>;
  return (
    <p className="max-w-prose text-base text-ink/75">
      {t('games.parentNote')}{' '}
      <AppLink to={to('/modules')} className="text-link">
        {t('games.chooseChild')}
      </AppLink>
    </p>
  );
}
