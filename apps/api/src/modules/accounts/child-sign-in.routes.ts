import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  childLoginBody,
  childSignInBody,
  errorEnvelope,
  idParam,
  loginData,
  messageEnvelope,
  registerData,
  successEnvelope,
  translate,
  validationEnvelope,
} from '@dino/contract';
import { bearer } from '../../lib/openapi.ts';
import { ValidationError } from '../../lib/http-error.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { ChildSignInService } from './child-sign-in.service.ts';
import type { PresentUser } from './presenter.ts';
import { requireSession } from './session.ts';

const refusals = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** A child's own sign-in (issue 20): set up and removed by their parent, used by the child. */
export function childSignInRoutes(deps: {
  childSignIn: ChildSignInService;
  rateLimits: RateLimits;
  present: PresentUser;
}): FastifyPluginAsyncZod {
  const { childSignIn, rateLimits, present } = deps;
  return async (app) => {
    app.put(
      '/auth/children/:id/sign-in',
      {
        schema: {
          tags: ['accounts'],
          summary:
            "Set up (or set again, which unlocks it) one's own child's username and picture PIN",
          security: bearer,
          params: idParam,
          body: childSignInBody,
          response: { 200: successEnvelope(registerData), ...refusals, 422: validationEnvelope },
        },
      },
      async (request) => {
        const child = await childSignIn.set(
          requireSession(request),
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_sign_in_saved', {
            name: child.first_name,
          }),
          data: { user: present(child) },
        };
      },
    );

    app.delete(
      '/auth/children/:id/sign-in',
      {
        schema: {
          tags: ['accounts'],
          summary: "Remove one's own child's sign-in and end the sessions it opened",
          security: bearer,
          params: idParam,
          response: { 200: messageEnvelope, ...refusals },
        },
      },
      async (request) => {
        const child = await childSignIn.remove(requireSession(request), request.params.id);
        return {
          success: true as const,
          message: translate(request.locale, 'success.child_sign_in_removed', {
            name: child.first_name,
          }),
        };
      },
    );

    app.post(
      '/auth/child-login',
      {
        schema: {
          tags: ['accounts'],
          summary: 'A child signs in with the username and the four pictures their parent chose',
          body: childLoginBody,
          response: {
            200: successEnvelope(loginData),
            403: errorEnvelope,
            422: validationEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request) => {
        // Failures count per address, on top of the lock on each child after a run of them.
        await rateLimits.check([['childLoginIp', request.ip]]);
        const { token, user } = await childSignIn
          .login(request.body)
          .catch(async (error: unknown) => {
            if (error instanceof ValidationError)
              await rateLimits.hit([['childLoginIp', request.ip]]);
            throw error;
          });
        return {
          success: true as const,
          message: translate(request.locale, 'success.logged_in'),
          data: { token, user: present(user) },
        };
      },
    );
  };
}
