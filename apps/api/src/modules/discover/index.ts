import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DiscoverContent } from '../content/import.ts';
import { booksRoutes } from './books.routes.ts';
import { encyclopediaRoutes } from './encyclopedia.routes.ts';
import { factsRoutes } from './facts.routes.ts';
import { videosRoutes } from './videos.routes.ts';
import type { SpokenUrl } from '../narration/spoken-urls.ts';

/** The public reading and watching areas: encyclopedia, facts, books and videos. */
export function discoverRoutes(
  content: DiscoverContent,
  spokenUrl: SpokenUrl,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(encyclopediaRoutes({ content: content.encyclopedia }));
    await app.register(factsRoutes({ content: content.facts }));
    await app.register(booksRoutes({ books: content.books, spokenUrl }));
    await app.register(videosRoutes({ content: content.videos }));
  };
}
