import { randomInt, shuffle } from '../random.ts';

/** The Armenian alphabet, capital and small; Ւ is left out, as it is met only inside ու. */
export const ALPHABET = [
  ['Ա', 'ա'],
  ['Բ', 'բ'],
  ['Գ', 'գ'],
  ['Դ', 'դ'],
  ['Ե', 'ե'],
  ['Զ', 'զ'],
  ['Է', 'է'],
  ['Ը', 'ը'],
  ['Թ', 'թ'],
  ['Ժ', 'ժ'],
  ['Ի', 'ի'],
  ['Լ', 'լ'],
  ['Խ', 'խ'],
  ['Ծ', 'ծ'],
  ['Կ', 'կ'],
  ['Հ', 'հ'],
  ['Ձ', 'ձ'],
  ['Ղ', 'ղ'],
  ['Ճ', 'ճ'],
  ['Մ', 'մ'],
  ['Յ', 'յ'],
  ['Ն', 'ն'],
  ['Շ', 'շ'],
  ['Ո', 'ո'],
  ['Չ', 'չ'],
  ['Պ', 'պ'],
  ['Ջ', 'ջ'],
  ['Ռ', 'ռ'],
  ['Ս', 'ս'],
  ['Վ', 'վ'],
  ['Տ', 'տ'],
  ['Ր', 'ր'],
  ['Ց', 'ց'],
  ['Փ', 'փ'],
  ['Ք', 'ք'],
  ['Օ', 'օ'],
  ['Ֆ', 'ֆ'],
] as const;

/** A letter as the game shows it: "Բ բ". */
export const letterText = (letter: number) => ALPHABET[letter]!.join(' ');

/** Three rounds, each with its own letter to catch: nine letters fall, five of them it. */
export const ROUNDS = 3;
export const PER_ROUND = 9;
export const TARGETS = 5;
export const POINTS = 10;
export const LANES = 3;
/** The round's letter is shown alone first; then a letter sets off every SPAWN_MS. */
export const INTRO_MS = 1500;
export const SPAWN_MS = 1100;
/** From the top to the dinosaur's basket; slower, and in steps, for reduced motion. */
export const FALL_MS = 4500;
export const REDUCED_FALL_MS = 5600;
export const REDUCED_STEPS = 6;
/** A pause after a round's last letter. */
export const OUTRO_MS = 600;
export const MAX_SCORE = ROUNDS * TARGETS * POINTS;
/** Every play lasts this long at least: the letters fall at their own pace. */
export const FASTEST_SECONDS =
  (ROUNDS * (INTRO_MS + (PER_ROUND - 1) * SPAWN_MS + FALL_MS + OUTRO_MS)) / 1000;

export interface Drop {
  id: number;
  letter: number;
  lane: number;
  target: boolean;
  /** When it sets off, in ms after the round began. */
  at: number;
}

/** A different letter for each round. */
export function pickTargets(): number[] {
  return shuffle(ALPHABET.map((_, index) => index)).slice(0, ROUNDS);
}

/** The round's drops: its letter five times among four others, each on a random path. */
export function planRound(target: number, round: number): Drop[] {
  const others = shuffle(ALPHABET.map((_, index) => index).filter((i) => i !== target));
  const letters = shuffle([
    ...Array.from({ length: TARGETS }, () => target),
    ...others.slice(0, PER_ROUND - TARGETS),
  ]);
  return letters.map((letter, index) => ({
    id: round * 100 + index,
    letter,
    lane: randomInt(0, LANES - 1),
    target: letter === target,
    at: INTRO_MS + index * SPAWN_MS,
  }));
}
