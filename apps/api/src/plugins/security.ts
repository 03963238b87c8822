import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** Pages may run only our own scripts, and inline ones only with this request's nonce. */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DOCS_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

/** helmet's headers, with the Content-Security-Policy (no unsafe-eval anywhere) set per route. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    let policy: string;
    if (url.startsWith('/api/docs')) policy = DOCS_POLICY;
    else if (url.startsWith('/api/')) policy = API_POLICY;
    else {
      request.cspNonce = randomBytes(16).toString('base64');
      policy = pagePolicy(request.cspNonce);
    }
    // On the raw response, so that it also reaches pages streamed by the web handler.
    reply.raw.setHeader('content-security-policy', policy);
  });
});
