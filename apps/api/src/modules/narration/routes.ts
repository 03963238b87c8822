import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { AUDIO_FILE_PATTERN, type AudioLibrary } from '@dino/content/audio';
import {
  AUDIO_PATH,
  AUDIO_TYPE,
  VOICE_LINES,
  VOICE_LINE_KEYS,
  successEnvelope,
  voiceLinesData,
  type VoiceLinesData,
} from '@dino/contract';
import type { SpokenUrl } from './spoken-urls.ts';

/**
 * Dino's spoken lines: the feedback and window lines of the page's language, and the files of
 * every line. A file's name is a hash of its language, voice and words, so it never changes and
 * is kept for good.
 */
export function narrationRoutes(deps: {
  library: AudioLibrary;
  url: SpokenUrl;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${AUDIO_PATH}voice-lines`,
      {
        schema: {
          tags: ['narration'],
          summary: 'The spoken feedback and window lines of the page’s language, as audio URLs',
          description:
            'Each key lists the URLs in the order of the lines the web app shows (VOICE_LINES in the contract); a line with no audio yet is left out.',
          response: { 200: successEnvelope(voiceLinesData) },
        },
      },
      async (request, reply) => {
        const locale = request.locale;
        const data = Object.fromEntries(
          VOICE_LINE_KEYS.map((key) => [
            key,
            VOICE_LINES[key][locale].flatMap((text) => deps.url(locale, text) ?? []),
          ]),
        ) as VoiceLinesData;
        reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-language');
        return { success: true as const, data };
      },
    );

    await app.register(fastifyStatic, {
      root: deps.library.folder,
      prefix: AUDIO_PATH,
      decorateReply: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
      allowedPath: (pathName) => AUDIO_FILE_PATTERN.test(pathName.slice(1)),
      setHeaders: (res) => {
        res.header('content-type', AUDIO_TYPE);
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  };
}
