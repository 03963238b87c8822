import { useTranslation } from 'react-i18next';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/video';
import { serverApi } from '../lib/api-client.ts';
import { currentUser } from '../lib/current-user.server.ts';
import { resolveLocale } from '../lib/lang.ts';
import { allows } from '../lib/session.ts';
import { SwitchedOff, useAllowed } from '../features/family/switched-off.tsx';
import { CategoryFilter } from '../features/videos/category-filter.tsx';
import { VideoCard } from '../features/videos/video-card.tsx';
import { videosApi } from '../features/videos/videos-api.ts';
import { VideoArt } from '../ui/art/video-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  // A child whose parent switched the videos off is refused them: nothing to ask the API.
  const user = await currentUser(request, context, locale).catch(() => null);
  if (!allows(user, 'videos')) return { catalog: { categories: [], videos: [] }, allowed: false };
  const api = videosApi(serverApi(request, context, locale));
  return { catalog: await api.catalog(), allowed: true };
}

/** The category is chosen in the query and filtered here: the catalog need not load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** The videos (`/{lang}/video`): the catalog by category, each video playable in its card. */
export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const allowed = useAllowed('videos');
  const { videos } = loaderData.catalog;
  // Only categories that hold a video are offered; an unknown one in the address means all.
  const categories = loaderData.catalog.categories.filter((category) =>
    videos.some((video) => video.category === category.id),
  );
  const asked = params.get('category');
  const current = categories.some((category) => category.id === asked) ? asked : null;
  const shown = current ? videos.filter((video) => video.category === current) : videos;
  return (
    <PageFrame
      title={t('video.title')}
      lead={t('video.lead')}
      crumbs={[{ label: t('nav.video') }]}
      art={<VideoArt className="w-full" />}
    >
      {!loaderData.allowed || !allowed ? (
        <SwitchedOff feature="videos" />
      ) : videos.length === 0 ? (
        <EmptyState
          title={t('video.emptyTitle')}
          text={t('video.emptyText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <>
          <CategoryFilter categories={categories} current={current} />
          <p aria-live="polite" className="font-bold text-ink/80">
            {t('video.shown', { total: shown.length })}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
