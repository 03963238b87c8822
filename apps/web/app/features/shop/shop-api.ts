import type { ProductData, ProductSummary } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';
import type { Page } from '../learning/learning-api.ts';

/** The shop's catalogue calls, typed, for loaders and the browser alike. */
export function shopApi(api: ApiClient) {
  return {
    categories: async () =>
      (await api.get<ApiAnswer<{ slug: string; name: string }[]>>('shop/categories')).data,
    products: (query: URLSearchParams) =>
      api.get<Page<ProductSummary>>(`shop/products?${query.toString()}`),
    product: async (slug: string) =>
      (await api.get<ApiAnswer<ProductData>>(`shop/products/${encodeURIComponent(slug)}`)).data,
  };
}
