import type { ProductData, ProductSummary } from '@dino/contract';
import type { ApiAnswer, ApiClient, ApiPage } from '../../lib/api-client.ts';

/** The shop's catalogue calls, typed, for loaders and the browser alike. */
export function shopApi(api: ApiClient) {
  return {
    categories: async () =>
      (await api.get<ApiAnswer<{ slug: string; name: string }[]>>('shop/categories')).data,
    products: (query: URLSearchParams) =>
      api.get<ApiPage<ProductSummary>>(`shop/products?${query.toString()}`),
    product: async (slug: string) =>
      (await api.get<ApiAnswer<ProductData>>(`shop/products/${encodeURIComponent(slug)}`)).data,
  };
}
