import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TOKEN_COOKIE, PARENT_SESSION_COOKIE, readCookie } from '@dino/contract';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Asked as someone: a bearer token (the API's way), or the cookies the pages sign in with.
 * Most requests carry no cookie, so the header is read only when there is one.
 */
function asSomeone(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookies = request.headers.cookie;
  return (
    cookies !== undefined &&
    (readCookie(cookies, AUTH_TOKEN_COOKIE) !== undefined ||
      readCookie(cookies, PARENT_SESSION_COOKIE) !== undefined)
  );
}

/**
 * One rule for every answer, API and pages alike: an answer to someone signed in (a profile,
 * orders with an address and a phone, children, a basket, any page rendered for them, a refusal
 * too) and an answer to a call that changes something (a login hands out a token) is theirs
 * alone, so no cache, the browser's or one on the way, may keep it. A route that declared its
 * answer the same for everyone (`public`: hashed assets, pictures, avatars, videos) keeps its
 * policy; other public answers keep having none.
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = reply.getHeader('cache-control');
    if (typeof declared === 'string' && /\bpublic\b/.test(declared)) return payload;
    if (!SAFE_METHODS.has(request.method) || asSomeone(request)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
