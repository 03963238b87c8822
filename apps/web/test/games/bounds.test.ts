import { describe, expect, it } from 'vitest';
import { GAMES, scoreIsPossible, type GameId } from '@dino/contract';
import * as dinoRun from '../../app/features/games/dino-run/rules.ts';
import * as eggCount from '../../app/features/games/egg-count/rules.ts';
import * as feedTheDino from '../../app/features/games/feed-the-dino/rules.ts';
import * as fossilPuzzle from '../../app/features/games/fossil-puzzle/rules.ts';
import * as letterCatch from '../../app/features/games/letter-catch/rules.ts';
import * as memoryPairs from '../../app/features/games/memory-pairs/rules.ts';

/** Each game's highest score and the soonest an honest play can end with it. */
const RULES: Record<GameId, { MAX_SCORE: number; FASTEST_SECONDS: number }> = {
  'egg-count': eggCount,
  'memory-pairs': memoryPairs,
  'feed-the-dino': feedTheDino,
  'letter-catch': letterCatch,
  'fossil-puzzle': fossilPuzzle,
  'dino-run': {
    MAX_SCORE: dinoRun.MAX_SCORE,
    FASTEST_SECONDS: dinoRun.fastestEnd(dinoRun.OBSTACLES),
  },
};

describe('game scores and the server’s bounds', () => {
  it.each(GAMES.map((game) => game.id))('%s: the best honest play is never refused', (id) => {
    const game = GAMES.find((g) => g.id === id)!;
    const rules = RULES[id];
    expect(rules.MAX_SCORE).toBe(game.maxScore);
    // Even if the finish reaches the server a second sooner than the play lasted.
    expect(scoreIsPossible(id, rules.MAX_SCORE, rules.FASTEST_SECONDS - 1)).toBe(true);
    expect(scoreIsPossible(id, rules.MAX_SCORE + 1, 3600)).toBe(false);
  });

  it('dino-run: a run ended early by bumps stays within its bounds too', () => {
    for (let cleared = 0; cleared <= dinoRun.OBSTACLES; cleared++) {
      const score = cleared * dinoRun.POINTS;
      expect(
        scoreIsPossible('dino-run', score, dinoRun.fastestEnd(cleared) - 1),
        `${cleared}`,
      ).toBe(true);
    }
  });

  it('dino-run: every obstacle can be jumped, and the sign shows inside the moment to jump', () => {
    for (const pace of [1, dinoRun.REDUCED_PACE]) {
      for (const kind of ['rock', 'bush', 'log'] as const) {
        const [earliest, latest] = dinoRun.jumpWindow(
          kind,
          dinoRun.JUMP_MS / pace,
          dinoRun.SPEED * pace,
        );
        expect(latest - earliest, `${kind} at ${pace}`).toBeGreaterThan(250);
      }
    }
    expect(dinoRun.GAP_END_MS / dinoRun.REDUCED_PACE).toBeGreaterThan(
      dinoRun.JUMP_MS / dinoRun.REDUCED_PACE,
    );
  });
});

describe('game rules', () => {
  it('egg-count offers three numbers, one of them right, within 1 to 10', () => {
    for (let round = 0; round < eggCount.ROUNDS * 20; round++) {
      const nest = eggCount.makeNest(round % eggCount.ROUNDS);
      expect(nest.options).toHaveLength(3);
      expect(new Set(nest.options).size).toBe(3);
      expect(nest.options).toContain(nest.count);
      expect(Math.min(...nest.options)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...nest.options)).toBeLessThanOrEqual(10);
      expect(nest.colours).toHaveLength(nest.count);
    }
  });

  it('memory-pairs deals every dinosaur twice and rewards a good memory', () => {
    const cards = memoryPairs.dealCards();
    expect(cards).toHaveLength(memoryPairs.PAIRS * 2);
    for (const face of new Set(cards)) expect(cards.filter((c) => c === face)).toHaveLength(2);
    expect(memoryPairs.bonus(memoryPairs.PAIRS)).toBe(memoryPairs.BONUS_MAX);
    expect(memoryPairs.bonus(100)).toBe(0);
  });

  it('feed-the-dino serves half plant food, half meat', () => {
    const meals = feedTheDino.menu();
    expect(meals).toHaveLength(feedTheDino.FOODS);
    expect(meals.filter((meal) => meal.eater === 'plant')).toHaveLength(feedTheDino.FOODS / 2);
    meals.slice(1).forEach((meal, i) => expect(meal.food).not.toBe(meals[i]!.food));
  });

  it('letter-catch drops the round’s letter five times among others', () => {
    const [target] = letterCatch.pickTargets();
    const drops = letterCatch.planRound(target!, 0);
    expect(drops).toHaveLength(letterCatch.PER_ROUND);
    expect(drops.filter((drop) => drop.target)).toHaveLength(letterCatch.TARGETS);
    expect(drops.filter((drop) => drop.letter === target)).toHaveLength(letterCatch.TARGETS);
  });

  it('fossil-puzzle counts the fewest swaps and never starts solved', () => {
    expect(fossilPuzzle.fewestSwaps([0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
    expect(fossilPuzzle.fewestSwaps([1, 0, 2, 3, 4, 5, 6, 7, 8])).toBe(1);
    expect(fossilPuzzle.fewestSwaps([1, 2, 0, 3, 4, 5, 6, 7, 8])).toBe(2);
    for (let i = 0; i < 50; i++) {
      const order = fossilPuzzle.scramble();
      expect(order.filter((piece, place) => piece === place).length).toBeLessThanOrEqual(2);
    }
    expect(fossilPuzzle.roundPoints(4, 4)).toBe(fossilPuzzle.ROUND_POINTS);
    expect(fossilPuzzle.roundPoints(40, 4)).toBe(fossilPuzzle.MIN_ROUND_POINTS);
  });
});
