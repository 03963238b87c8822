import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@mjackson/node-fetch-server';
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

  const host = new URL(options.publicUrl).host;
  app.all('/*', async (request, reply) => {
    const context: WebLoadContext = {
      cspNonce: request.cspNonce,
      apiFetch: inProcessFetch(app, request),
    };
    reply.hijack();
    const listener = createRequestListener((webRequest) => handle(webRequest, context), { host });
    listener(request.raw, reply.raw);
  });
}
