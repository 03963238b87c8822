import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { clipFiles, type VideosContent } from '@dino/content/discover';
import { LOCALES, errorEnvelope, successEnvelope, videosData, type Locale } from '@dino/contract';
import { HttpError } from '../../lib/http-error.ts';

export const VIDEO_MEDIA_PATH = '/videos/media/';

const LANGUAGE_NAMES: Record<Locale, string> = { hy: 'Հայերեն', ru: 'Русский', en: 'English' };

/**
 * The video catalog, and the self-hosted clips with their posters and captions. The clips are
 * served with ranges, so a phone can seek without fetching the whole file.
 */
export function videosRoutes(deps: { content: VideosContent }): FastifyPluginAsyncZod {
  const { categories, videos, media } = deps.content;
  // Relative to the site, as the pictures are (see artUrls).
  const mediaUrl = (name: string) => `/api${VIDEO_MEDIA_PATH}${name}`;

  return async (app) => {
    app.get(
      '/videos',
      {
        schema: {
          tags: ['videos'],
          summary: 'The video catalog with its categories',
          description:
            'A `file` video is played from this server with captions in hy, ru and en (the page’s language first); a `youtube` video only from youtube-nocookie.com, after the visitor allows it.',
          response: { 200: successEnvelope(videosData), 403: errorEnvelope },
        },
      },
      async (request) => {
        // A child whose parent switched videos off gets no catalog.
        if (request.session?.user.type === 'child' && !request.session.user.allow_videos) {
          throw new HttpError('forbidden', 'videos.not_allowed');
        }
        const locale = request.locale;
        const ordered = [locale, ...LOCALES.filter((other) => other !== locale)];
        return {
          success: true as const,
          data: {
            categories: categories.map((c) => ({ id: c.id, name: c.name[locale] })),
            videos: videos.map((video) => {
              const base = {
                id: video.id,
                category: video.category,
                title: video.title[locale],
                description: video.description[locale],
                ages: video.ages,
              };
              if (video.source.kind === 'youtube') return { ...base, source: video.source };
              const files = clipFiles(video.id);
              return {
                ...base,
                source: {
                  kind: 'file' as const,
                  seconds: video.source.seconds,
                  src: mediaUrl(files.clip),
                  poster: mediaUrl(files.poster),
                  captions: ordered.map((lang) => ({
                    locale: lang,
                    label: LANGUAGE_NAMES[lang],
                    src: mediaUrl(files.captions[lang]!),
                  })),
                },
              };
            }),
          },
        };
      },
    );

    await app.register(fastifyStatic, {
      root: media,
      prefix: VIDEO_MEDIA_PATH,
      decorateReply: false,
      maxAge: '1d',
      allowedPath: (pathName) =>
        /^[a-z0-9-]+(\.(hy|ru|en))?\.(webm|svg|vtt)$/.test(pathName.slice(1)),
      setHeaders: (res) => {
        res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
  };
}
