import type { EncyclopediaEntryData, EncyclopediaSummary } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The encyclopedia's calls, typed. */
export function encyclopediaApi(api: ApiClient) {
  return {
    search: async (query: URLSearchParams) =>
      (await api.get<ApiAnswer<EncyclopediaSummary[]>>(`encyclopedia?${query.toString()}`)).data,
    entry: async (id: string) =>
      (await api.get<ApiAnswer<EncyclopediaEntryData>>(`encyclopedia/${encodeURIComponent(id)}`))
        .data,
  };
}
