import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARENT_SESSION_COOKIE,
  PARENT_SESSION_COOKIE_PATH,
  errorEnvelope,
  idParam,
  loginData,
  messageEnvelope,
  readCookie,
  successEnvelope,
  translate,
  validationEnvelope,
} from '@dino/contract';
import { HttpError } from '../../lib/http-error.ts';
import { bearer, bearerAndWayBack, wayBack } from '../../lib/openapi.ts';
import { requireXsrfPair } from '../../plugins/xsrf.ts';
import type { PlayAsService } from './play-as.service.ts';
import type { PresentUser } from './presenter.ts';
import { bearerToken, requireSession } from './session.ts';

const refusals = { 401: errorEnvelope, 403: errorEnvelope };

/**
 * "Play as" (issues 5 and 17). The child's token goes to the page, as every bearer token does;
 * the parent's waits in an HttpOnly cookie that no script of the page reads and that only the
 * auth calls receive, until the way back (after the parental gate) or signing out.
 */
export function playAsRoutes(deps: {
  playAs: PlayAsService;
  present: PresentUser;
  /** The site is served over https: the cookie is Secure. */
  secure: boolean;
}): FastifyPluginAsyncZod {
  const { playAs, present } = deps;
  const wayBackCookie = (value: string, maxAge: number) =>
    [
      `${PARENT_SESSION_COOKIE}=${value}`,
      `Path=${PARENT_SESSION_COOKIE_PATH}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(deps.secure ? ['Secure'] : []),
    ].join('; ');
  const cleared = wayBackCookie('', 0);

  return async (app) => {
    app.post(
      '/auth/child-session/:id',
      {
        schema: {
          tags: ['accounts'],
          summary: "A session of one of the signed-in parent's own children, for playing as them",
          description: `Also sets the HttpOnly \`${PARENT_SESSION_COOKIE}\` cookie (for ${PARENT_SESSION_COOKIE_PATH}), the parent's way back through auth/parent-session; the parent's token is never in the answer.`,
          security: bearer,
          params: idParam,
          response: { 200: successEnvelope(loginData), ...refusals, 422: validationEnvelope },
        },
      },
      async (request, reply) => {
        const { token, user, wayBack, wayBackSeconds } = await playAs.childSession(
          requireSession(request),
          bearerToken(request)!,
          request.params.id,
        );
        reply.header('set-cookie', wayBackCookie(wayBack, wayBackSeconds));
        return { success: true as const, data: { token, user: present(user) } };
      },
    );

    app.post(
      '/auth/parent-session',
      {
        schema: {
          tags: ['accounts'],
          summary: "Back from playing as a child to the parent's own session",
          description: `Called with the bearer token of the child session auth/child-session opened (also once it has expired), its \`${PARENT_SESSION_COOKIE}\` cookie and the XSRF pair. Ends the child's session and clears the cookie; 401 for a child session that was ended (by this call or by signing out), 403 for any other session or a parent session that has ended.`,
          security: bearerAndWayBack,
          response: { 200: successEnvelope(loginData), ...refusals },
        },
      },
      async (request, reply) => {
        // Not requireSession: the child's session may have ended on its own, a day after it began.
        const childToken = bearerToken(request);
        if (childToken === undefined) throw new HttpError('unauthenticated');
        requireXsrfPair(request);
        const { token, user } = await playAs.parentSession(
          childToken,
          readCookie(request.headers.cookie, PARENT_SESSION_COOKIE),
        );
        reply.header('set-cookie', cleared);
        return { success: true as const, data: { token, user: present(user) } };
      },
    );

    app.delete(
      '/auth/parent-session',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Signing out while a child plays: the waiting parent session ends too',
          description: `Revokes the parent's token kept in the \`${PARENT_SESSION_COOKIE}\` cookie and clears it; needs the XSRF pair. The child's own session ends with auth/logout.`,
          security: wayBack,
          response: { 200: messageEnvelope, ...refusals },
        },
      },
      async (request, reply) => {
        const kept = readCookie(request.headers.cookie, PARENT_SESSION_COOKIE);
        if (kept === undefined) throw new HttpError('unauthenticated');
        requireXsrfPair(request);
        await playAs.forget(kept);
        reply.header('set-cookie', cleared);
        return {
          success: true as const,
          message: translate(request.locale, 'success.logged_out'),
        };
      },
    );
  };
}
