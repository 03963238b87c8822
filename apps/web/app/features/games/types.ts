import type { ComponentType } from 'react';
import type { GameClock } from './game-clock.ts';
import type { Tone } from './sound.ts';

/**
 * What the frame (game-shell.tsx) hands every game. A game knows its own rules and drawing;
 * starting, pausing, sound, the score line, announcements and the end belong to the frame.
 */
export interface GameProps {
  /** The game's time: stands still while paused. */
  clock: GameClock;
  /** The pause panel is open: take no input. */
  paused: boolean;
  /** The device asks for less motion: no shaking or flashing, slower or stepwise movement. */
  reducedMotion: boolean;
  /** A short tone, heard only if the child switched sound on. */
  play: (tone: Tone) => void;
  /** Said politely by screen readers (score and round changes). */
  announce: (text: string) => void;
  /** The score and where the game stands (e.g. "Round 3 of 10"), shown above the game. */
  report: (score: number, progress: string) => void;
  /** The game is over with this score; called once. */
  end: (score: number) => void;
}

export type Game = ComponentType<GameProps>;
