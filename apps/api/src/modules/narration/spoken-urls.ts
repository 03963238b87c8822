import type { AudioLibrary } from '@dino/content/audio';
import { AUDIO_PATH, type Locale } from '@dino/contract';

/** Where a spoken line is heard from: its file's URL, or null where none was rendered. */
export type SpokenUrl = (lang: Locale, text: string) => string | null;

/** Relative to the site, as the pictures are (see artUrls): `media-src 'self'` under any name. */
export function spokenUrls(library: AudioLibrary): SpokenUrl {
  return (lang, text) => {
    const file = library.file(lang, text);
    return file ? `/api${AUDIO_PATH}${file}` : null;
  };
}
