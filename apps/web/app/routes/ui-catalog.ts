import { catalogFile } from '../lib/catalogs.server.ts';
import type { Route } from './+types/ui-catalog';

/** `/ui-catalog/{locale}.{hash}.json`: a language's texts, cached for good (the name changes). */
export function loader({ params }: Route.LoaderArgs) {
  const body = catalogFile(params.file);
  if (body === undefined) return new Response('Not Found', { status: 404 });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
