import type { AudioLibrary } from '@dino/content/audio';
import { AUDIO_PATH, type Locale } from '@dino/contract';

/** Where a spoken line is heard from: its file's URL, or null where none was rendered. */
export type SpokenUrl = (lang: Locale, text: string) => string | null;

export function spokenUrls(library: AudioLibrary, publicUrl: string): SpokenUrl {
  return (lang, text) => {
    const file = library.file(lang, text);
    return file ? `${publicUrl}/api${AUDIO_PATH}${file}` : null;
  };
}
