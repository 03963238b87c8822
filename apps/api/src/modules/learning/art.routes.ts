import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtFile } from '@dino/content/learning';
import { typedText } from '@dino/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

/** Where the API serves the curriculum's pictures, below its `/api` prefix. */
export const LEARNING_ART_PATH = '/dino/art';
/** Where it serves the shop's. */
export const SHOP_ART_PATH = '/shop/art';

/**
 * Art URLs carry the file's hash, so a browser may keep them for good. They are relative to the
 * site, so that a page opened under any of its names (PUBLIC_URL, an ALLOWED_HOSTS alias) shows
 * its pictures from its own origin, as the Content-Security-Policy and helmet's
 * Cross-Origin-Resource-Policy require.
 */
export function artUrls(art: Map<string, ArtFile>, at = LEARNING_ART_PATH) {
  return (key: string) => `/api${at}/${key}.svg?v=${art.get(key)?.version ?? '0'}`;
}

/**
 * The curriculum's pictures. A request naming the current version (`?v=`) may be cached for a
 * year; any other is revalidated, so changed art reaches children at once.
 */
export function artRoutes(
  art: Map<string, ArtFile>,
  at = LEARNING_ART_PATH,
  tag = 'learning',
  summary = `A picture of the ${tag === 'shop' ? 'shop' : 'curriculum'} (SVG)`,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${at}/:file`,
      {
        schema: {
          tags: [tag],
          summary,
          params: z.object({ file: typedText(100) }),
          description: 'image/svg+xml; 404 in the error envelope for an unknown picture.',
          querystring: z.object({ v: typedText(40).optional() }),
        },
      },
      async (request, reply) => {
        const key = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
        const file = key ? art.get(key) : undefined;
        if (!file) throw new HttpError('not_found');
        const current = request.query.v === file.version;
        if (request.headers['if-none-match'] === `"${file.version}"`) return reply.code(304).send();
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
          .header('etag', `"${file.version}"`)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(file.svg);
      },
    );
  };
}
