import type { VideosData } from '@dino/contract';
import type { ApiAnswer, ApiClient } from '../../lib/api-client.ts';

/** The video catalog: its categories and every video, in the page's language. */
export function videosApi(api: ApiClient) {
  return {
    catalog: async () => (await api.get<ApiAnswer<VideosData>>('videos')).data,
  };
}
