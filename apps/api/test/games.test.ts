import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelope,
  gameById,
  gamePlayData,
  gameResultData,
  successEnvelope,
  translate,
  validationEnvelope,
} from '@dino/contract';
import { gamePlays } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let child: Awaited<ReturnType<typeof addChild>>;
let otherChild: Awaited<ReturnType<typeof addChild>>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
  otherChild = await addChild(t.app, await verifiedParent(t.app, t.smtp), t.smtp);
});
afterAll(async () => t?.close());

function request(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

const start = (game: string, token = child.token) =>
  request('POST', `/api/games/${game}/plays`, token);
const finish = (play: string, score: number, token = child.token) =>
  request('POST', `/api/games/plays/${play}/finish`, token, { score });

/** Starts a play and answers its id (the start is checked on the way). */
async function play(game: string, token = child.token): Promise<string> {
  const response = await start(game, token);
  expect(response.statusCode).toBe(201);
  return successEnvelope(gamePlayData).parse(response.json()).data.play;
}

/** As if the play had begun `seconds` ago: time enough for any honest score up to the bound. */
async function backdate(playId: string, seconds: number) {
  await t.database.db
    .update(gamePlays)
    .set({ started_at: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(gamePlays.id, playId));
}

async function savedScores(playId: string) {
  return t.database.db
    .select({ score: gamePlays.score })
    .from(gamePlays)
    .where(and(eq(gamePlays.id, playId)));
}

describe('a child’s play', () => {
  it('starts with the best so far and finishes with the score, a new best the first time', async () => {
    const started = await start('egg-count');
    expect(started.statusCode).toBe(201);
    const body = successEnvelope(gamePlayData).parse(started.json());
    expect(body.data.best).toBeNull();

    await backdate(body.data.play, 30);
    const finished = await finish(body.data.play, 40);
    expect(finished.statusCode).toBe(200);
    expect(successEnvelope(gameResultData).parse(finished.json()).data).toEqual({
      score: 40,
      best: 40,
      newBest: true,
    });

    // The next play begins knowing that best; a lower score is no new best.
    const next = await start('egg-count');
    expect(next.json().data.best).toBe(40);
    await backdate(next.json().data.play, 30);
    expect((await finish(next.json().data.play, 30)).json().data).toEqual({
      score: 30,
      best: 40,
      newBest: false,
    });
  });

  it('counts a score once: a repeat gets the same answer, another score is 409', async () => {
    const id = await play('feed-the-dino');
    await backdate(id, 60);
    const first = await finish(id, 70);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ score: 70, best: 70, newBest: true });
    const repeat = await finish(id, 70);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());

    const other = await finish(id, 80);
    expect(other.statusCode).toBe(409);
    const error = errorEnvelope.parse(other.json());
    expect(error.type).toBe('conflict');
    expect(error.message).toBe(translate('en', 'games.already_recorded'));
    expect(await savedScores(id)).toEqual([{ score: 70 }]);
  });

  it('counts two concurrent finishes of one play once', async () => {
    const same = await play('memory-pairs');
    await backdate(same, 60);
    const twins = await Promise.all([finish(same, 50), finish(same, 50)]);
    expect(twins.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(twins[0]!.json()).toEqual(twins[1]!.json());
    expect(twins[0]!.json().data).toEqual({ score: 50, best: 50, newBest: true });

    const rival = await play('memory-pairs');
    await backdate(rival, 60);
    const racing = await Promise.all([finish(rival, 90), finish(rival, 100)]);
    const codes = racing.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = racing.find((answer) => answer.statusCode === 200)!.json().data;
    expect(await savedScores(rival)).toEqual([{ score: winner.score }]);

    const best = await request('GET', '/api/games/best', child.token);
    expect(best.json().data['memory-pairs']).toBe(winner.score);
    // A retry of the first play, after the second was saved, still answers as it did.
    expect((await finish(same, 50)).json()).toEqual(twins[0]!.json());
  });

  it('refuses an impossible score with 422: above the game’s most, or faster than play allows', async () => {
    const game = gameById('egg-count')!;

    const tooHigh = await play('egg-count');
    await backdate(tooHigh, 3600);
    const high = await finish(tooHigh, game.maxScore + 1);
    expect(high.statusCode).toBe(422);
    expect(validationEnvelope.parse(high.json()).errors).toEqual({
      score: [translate('en', 'games.score_impossible')],
    });

    // Just begun: the whole game's score cannot have been earned yet; a few points can.
    const tooFast = await play('egg-count');
    const fast = await finish(tooFast, game.maxScore);
    expect(fast.statusCode).toBe(422);
    expect(await savedScores(tooFast)).toEqual([{ score: null }]);
    const fair = await finish(tooFast, game.pointsPerSecond);
    expect(fair.statusCode).toBe(200);

    expect((await finish(await play('egg-count'), -1)).statusCode).toBe(422);
    expect((await finish(await play('egg-count'), 2.5)).statusCode).toBe(422);
  });
});

describe('who may keep a score', () => {
  it('turns a parent away with 403 and says that best scores belong to a child', async () => {
    for (const response of [
      await start('dino-run', parent.token),
      await request('GET', '/api/games/best', parent.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorEnvelope.parse(response.json()).message).toBe(
        translate('en', 'games.child_only'),
      );
    }
    const id = await play('dino-run');
    expect((await finish(id, 0, parent.token)).statusCode).toBe(403);
  });

  it('asks a visitor to sign in (401)', async () => {
    expect((await request('POST', '/api/games/dino-run/plays')).statusCode).toBe(401);
    expect((await request('GET', '/api/games/best')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown game, an unknown play and another child’s play', async () => {
    expect((await start('no-such-game')).statusCode).toBe(404);
    expect((await finish('4b0bfc4c-0a4b-4d8e-9c1d-2f6f2d6a7e11', 0)).statusCode).toBe(404);
    expect((await finish('not-a-uuid', 0)).statusCode).toBe(404);

    const mine = await play('letter-catch');
    await backdate(mine, 60);
    expect((await finish(mine, 20, otherChild.token)).statusCode).toBe(404);
    // The play is still the child's own to finish.
    expect((await finish(mine, 20)).statusCode).toBe(200);
  });
});

describe('best scores', () => {
  it('keeps each game’s best apart, for each child', async () => {
    const kid = await addChild(t.app, parent, t.smtp);
    expect((await request('GET', '/api/games/best', kid.token)).json()).toEqual({
      success: true,
      data: {},
    });
    for (const [game, score] of [
      ['fossil-puzzle', 60],
      ['fossil-puzzle', 90],
      ['fossil-puzzle', 40],
      ['dino-run', 120],
    ] as const) {
      const id = await play(game, kid.token);
      await backdate(id, 120);
      expect((await finish(id, score, kid.token)).statusCode).toBe(200);
    }
    // A play never finished counts for nothing.
    await play('egg-count', kid.token);
    expect((await request('GET', '/api/games/best', kid.token)).json().data).toEqual({
      'fossil-puzzle': 90,
      'dino-run': 120,
    });
    expect((await request('GET', '/api/games/best', otherChild.token)).json().data).toEqual({});
  });
});
