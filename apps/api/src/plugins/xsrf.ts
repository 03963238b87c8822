import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER, readCookie } from '@dino/contract';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The pair, required: a call that a cookie of ours authorizes (the way back of "play as") is
 * refused without it, even from a client without the XSRF cookie, whom the hook lets through.
 */
export function requireXsrfPair(request: FastifyRequest): void {
  const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (cookie === undefined || typeof header !== 'string' || !same(header, cookie)) {
    throw new HttpError('forbidden');
  }
}

/**
 * Whether a browser's Origin header names this site: PUBLIC_URL's host or one of ALLOWED_HOSTS
 * (a www. alias, an address on the home network). No header is a client that is not a browser
 * page (an app, a script, the server's own loaders), which the bearer token alone authorizes;
 * "null" is a page that hides where it comes from.
 */
function fromThisSite(origin: string | undefined, hosts: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  try {
    return hosts.has(new URL(origin).host.toLowerCase());
  } catch {
    return false;
  }
}

/** The hosts a browser may post from: PUBLIC_URL's and ALLOWED_HOSTS. */
export function siteHosts(config: { publicUrl: string; allowedHosts: string[] }): Set<string> {
  return new Set([new URL(config.publicUrl).host, ...config.allowedHosts]);
}

/**
 * The double-submit pair of spec section 7. Pages hand the browser a random XSRF-TOKEN cookie;
 * the web client echoes it in X-XSRF-TOKEN. A state-changing API call that carries the cookie
 * must carry the matching header, so another site cannot post with the visitor's cookies.
 * Clients without cookies (apps, tests, the server's own loaders) authenticate by bearer token
 * only and are not affected. See docs/decisions/0003-web-app-frame.md.
 *
 * Before it, a state-changing request (to the API or a page's form) from a page of another
 * site is refused with 403 in the envelope: the web handler then passes the Origin on as the
 * page's own (modules/web/ssr.ts).
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean; hosts: ReadonlySet<string> }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (
        !SAFE_METHODS.has(request.method) &&
        !fromThisSite(request.headers.origin, options.hosts)
      ) {
        throw new HttpError('forbidden', 'error.foreign_origin');
      }
      const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
      if (request.url.startsWith('/api/')) {
        if (!SAFE_METHODS.has(request.method) && cookie !== undefined) requireXsrfPair(request);
        return;
      }
      const isPage = !/\.\w+$/.test(request.url.split('?')[0] ?? '');
      if (cookie === undefined && request.method === 'GET' && isPage) {
        const token = randomBytes(24).toString('base64url');
        const secure = options.secure ? '; Secure' : '';
        reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`);
      }
    });
  },
);
