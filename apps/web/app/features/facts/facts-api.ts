import type { FactData, FactsData } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The interesting facts' calls, typed. */
export function factsApi(api: ApiClient) {
  return {
    all: async (category?: string) =>
      (
        await api.get<ApiAnswer<FactsData>>(
          category ? `facts?category=${encodeURIComponent(category)}` : 'facts',
        )
      ).data,
    today: async () => (await api.get<ApiAnswer<FactData>>('facts/today')).data,
  };
}
