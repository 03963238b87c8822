import type { AppLoadContext } from 'react-router';
import type { Locale } from '@dino/contract';
import { serverApi } from '../../lib/api-client.ts';
import { orNotFound } from '../../lib/not-found.server.ts';
import { shopApi } from './shop-api.ts';

/** A product by its address; an address that names none is the not-found page (404). */
export function loadProduct(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  slug: string,
) {
  return orNotFound(shopApi(serverApi(request, context, locale)).product(slug));
}
