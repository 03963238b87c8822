import { z } from 'zod';
import { ageBand, contentId } from '../learning/content-files.ts';
import { localizedText } from '../learning/text.ts';

/** A self-hosted clip may be at most this big, so it starts at once on a phone. */
export const VIDEO_MAX_BYTES = 500 * 1024;

/** A YouTube video id: never invented, only copied from a real video we may show. */
export const youtubeId = z
  .string()
  .regex(/^[\w-]{11}$/, { error: 'A YouTube id is 11 characters' });

/**
 * content/videos/videos.json. A `file` clip lives in content/videos/media as `{id}.webm`, with
 * its poster `{id}.svg` and captions `{id}.{hy,ru,en}.vtt`; a `youtube` video is played from
 * youtube-nocookie.com, and only after the visitor allows it.
 */
export const videoSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('file'), seconds: z.number().int().min(1).max(600) }),
  z.strictObject({ kind: z.literal('youtube'), youtubeId }),
]);

export const videosFile = z
  .strictObject({
    categories: z.array(z.strictObject({ id: contentId, name: localizedText })).min(1),
    videos: z
      .array(
        z.strictObject({
          id: contentId,
          category: contentId,
          title: localizedText,
          description: localizedText,
          ages: ageBand,
          source: videoSource,
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const categories = new Set(file.categories.map((c) => c.id));
    file.videos.forEach((video, index) => {
      if (!categories.has(video.category))
        ctx.addIssue({
          code: 'custom',
          path: ['videos', index, 'category'],
          message: 'Unknown category',
        });
    });
  });
export type VideosFile = z.infer<typeof videosFile>;

export const videoData = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  ages: z.tuple([z.number(), z.number()]),
  source: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('file'),
      seconds: z.number(),
      src: z.string(),
      poster: z.string(),
      captions: z.array(z.object({ locale: z.string(), label: z.string(), src: z.string() })),
    }),
    z.object({ kind: z.literal('youtube'), youtubeId: z.string() }),
  ]),
});
export type VideoData = z.infer<typeof videoData>;

export const videosData = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  videos: z.array(videoData),
});
export type VideosData = z.infer<typeof videosData>;
