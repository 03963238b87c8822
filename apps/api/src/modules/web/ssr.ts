import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** What the web app's loaders receive from the server (see apps/web/app/lib/load-context.ts). */
export type WebLoadContext = {
  cspNonce: string;
  /** Calls this server's own API in process, as the visitor (their address counts for limits). */
  apiFetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
};

function inProcessFetch(app: FastifyInstance, request: FastifyRequest): WebLoadContext['apiFetch'] {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: outgoing.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(outgoing.headers),
      remoteAddress: request.ip,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const status = response.statusCode;
    const nullBody = status === 204 || status === 304;
    return new Response(nullBody ? null : response.rawPayload, { status, headers });
  };
}

/**
 * The page request as React Router takes it; a form's body is streamed through untouched. A
 * form posted from another name of the site (ALLOWED_HOSTS) is addressed to that name, as the
 * browser sent it: React Router refuses a post whose Origin is not the request's own, and the
 * xsrf plugin has already refused every Origin that is not one of the site's.
 */
function toWebRequest(request: FastifyRequest, publicOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const origin = request.headers.origin;
  const checked = hasBody && request.method !== 'OPTIONS';
  const base = checked && origin !== undefined ? origin : publicOrigin;
  return new Request(new URL(request.url, base), {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

/**
 * Pages, a navigation's data and the texts' catalog are text and compress to a fraction; brotli
 * when the browser takes it, else gzip.
 */
function compressionFor(
  acceptEncoding: string | undefined,
  headers: Headers,
): 'br' | 'gzip' | null {
  const type = headers.get('content-type') ?? '';
  if (!/^(text\/html|text\/x-script|application\/json)/.test(type)) return null;
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}

/**
 * Quality 5 keeps rendering fast, and flushing each chunk keeps the streamed shell early; the
 * static assets are compressed at 11 once, at build.
 */
function fastBrotli() {
  return createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    flush: constants.BROTLI_OPERATION_FLUSH,
  });
}

/**
 * Serves the React Router build: hashed assets from client/ with a year of caching, and every
 * other path rendered by the server build.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: { buildDir: string; publicUrl: string },
): Promise<void> {
  const serverEntry = pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const cache = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      reply.header('cache-control', cache);
    },
  });

  // The build manifest an open page polls to learn that a new version is out (spec section 7).
  app.get('/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: build.assets.version };
  });

  // Form posts to pages are read by React Router itself, so the body stream is left untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const origin = new URL(options.publicUrl).origin;
  app.all('/*', async (request, reply) => {
    const context: WebLoadContext = {
      cspNonce: request.cspNonce,
      apiFetch: inProcessFetch(app, request),
    };
    const response = await handle(toWebRequest(request, origin), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (!response.body) return reply.send();
    const body = Readable.fromWeb(response.body as NodeReadableStream);
    const encoding = compressionFor(request.headers['accept-encoding'], response.headers);
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    return reply.send(
      body.pipe(encoding === 'br' ? fastBrotli() : createGzip({ flush: constants.Z_SYNC_FLUSH })),
    );
  });
}
