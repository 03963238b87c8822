import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '@dino/contract';
import { ApiError, serverApi } from '../../lib/api-client.ts';
import { shopApi } from './shop-api.ts';

/** A product by its address; an address that names none is the not-found page (404). */
export async function loadProduct(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  slug: string,
) {
  try {
    return await shopApi(serverApi(request, context, locale)).product(slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
