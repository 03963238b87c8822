import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  gameBestData,
  gameById,
  gameFinishBody,
  gamePlayData,
  gameResultData,
  scoreIsPossible,
  successEnvelope,
  typedText,
  uuidParam,
  validationEnvelope,
} from '@dino/contract';
import { z } from 'zod';
import { HttpError, ValidationError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import { requireSession, type Session } from '../accounts/session.ts';
import type { PlaysRepository } from './plays.repository.ts';
import { bearer } from '../../lib/openapi.ts';

const childFailures = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * Best scores belong to a child; a parent or a visitor plays without keeping one. A child whose
 * parent switched games off is refused every call, a play begun before the switch included.
 */
function requirePlayingChild(session: Session): number {
  if (session.user.type !== 'child') throw new HttpError('forbidden', 'games.child_only');
  if (!session.user.allow_games) throw new HttpError('forbidden', 'games.not_allowed');
  return session.user.id;
}

/**
 * A child's plays: `POST games/{id}/plays` when a game starts, `POST games/plays/{uuid}/finish`
 * once when it ends. The score is counted once per play and only if the play could reach it.
 */
export function gamesRoutes(deps: {
  plays: PlaysRepository;
  rateLimits: RateLimits;
}): FastifyPluginAsyncZod {
  const { plays, rateLimits } = deps;
  return async (app) => {
    app.get(
      '/games/best',
      {
        schema: {
          tags: ['games'],
          summary: 'The signed-in child’s best score in each game played',
          security: bearer,
          response: { 200: successEnvelope(gameBestData), ...childFailures },
        },
      },
      async (request) => {
        const child = requirePlayingChild(requireSession(request));
        return { success: true as const, data: await plays.bestByGame(child) };
      },
    );

    app.post(
      '/games/:id/plays',
      {
        schema: {
          tags: ['games'],
          summary: 'Start a play of a game; answers its id and the child’s best score so far',
          security: bearer,
          params: z.object({ id: typedText(40) }),
          response: { 201: successEnvelope(gamePlayData), ...childFailures, 429: errorEnvelope },
        },
      },
      async (request, reply) => {
        const child = requirePlayingChild(requireSession(request));
        const game = gameById(request.params.id);
        if (!game) throw new HttpError('not_found');
        await rateLimits.hit([['gamePlayChild', String(child)]]);
        const play = await plays.start(child, game.id);
        const best = await plays.bestOf(child, game.id);
        return reply.code(201).send({ success: true as const, data: { play, best } });
      },
    );

    app.post(
      '/games/plays/:uuid/finish',
      {
        schema: {
          tags: ['games'],
          summary: 'End a play with its score, counted once',
          description:
            'Sending the same score again answers the same result (a retry); another score for a finished play is 409. A score above the game’s bounds, or faster than a play can reach it, is 422.',
          security: bearer,
          params: uuidParam,
          body: gameFinishBody,
          response: {
            200: successEnvelope(gameResultData),
            ...childFailures,
            409: errorEnvelope,
            422: validationEnvelope,
          },
        },
      },
      async (request) => {
        const child = requirePlayingChild(requireSession(request));
        const { uuid } = request.params;
        if (!isUuid(uuid)) throw new HttpError('not_found');
        const { score } = request.body;
        const outcome = await plays.finish(child, uuid, score, (game, seconds) =>
          scoreIsPossible(game, score, seconds),
        );
        switch (outcome.kind) {
          case 'not_found':
            throw new HttpError('not_found');
          case 'different':
            throw new HttpError('conflict', 'games.already_recorded');
          case 'impossible':
            throw new ValidationError({ score: 'games.score_impossible' });
          case 'repeated':
          case 'saved':
            return {
              success: true as const,
              data: {
                score: outcome.score,
                best: outcome.best,
                newBest: outcome.previousBest === null || outcome.score > outcome.previousBest,
              },
            };
        }
      },
    );
  };
}
