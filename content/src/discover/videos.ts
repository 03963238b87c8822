import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, VIDEO_MAX_BYTES, check, videosFile, type VideosFile } from '@dino/contract';
import { checkSvg } from '../learning/art.ts';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { contentFolder, readJson } from '../files.ts';

export interface VideosContent extends VideosFile {
  /** content/videos/media, where the clips, posters and captions are. */
  media: string;
}

export const VIDEOS_MIN = 6;

export const videosRoot = () => contentFolder('videos');

/** The files of a self-hosted clip, beside one another in media/. */
export function clipFiles(id: string) {
  return {
    clip: `${id}.webm`,
    poster: `${id}.svg`,
    captions: Object.fromEntries(LOCALES.map((locale) => [locale, `${id}.${locale}.vtt`])),
  };
}

async function size(file: string): Promise<number | undefined> {
  return stat(file).then(
    (s) => s.size,
    () => undefined,
  );
}

/**
 * Reads and checks content/videos: each clip small enough for a phone, with its poster and
 * captions in every language; YouTube entries need no files.
 */
export async function loadVideos(
  root: string = videosRoot(),
  minimum = VIDEOS_MIN,
): Promise<{ content: VideosContent; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(path.dirname(root), file);
  const media = path.join(root, 'media');
  const file = path.join(root, 'videos.json');
  const shown = relative(file);
  const raw = await readJson(file, shown, problems);
  const parsed = raw === undefined ? undefined : check(videosFile, raw);
  if (parsed && !parsed.success) problems.push(...problemsOf(shown, parsed.error.issues));
  const data = parsed?.success ? parsed.data : { categories: [], videos: [] };
  for (const video of data.videos) {
    if (video.source.kind !== 'file') continue;
    const files = clipFiles(video.id);
    const problem = (name: string, message: string) =>
      problems.push({ file: relative(path.join(media, name)), field: '(file)', message });
    const bytes = await size(path.join(media, files.clip));
    if (bytes === undefined) problem(files.clip, 'The clip is missing');
    else if (bytes > VIDEO_MAX_BYTES)
      problem(files.clip, `A clip must be at most ${VIDEO_MAX_BYTES} bytes, this is ${bytes}`);
    const poster = await readFile(path.join(media, files.poster), 'utf8').catch(() => undefined);
    if (poster === undefined) problem(files.poster, 'The poster is missing');
    else problems.push(...checkSvg(relative(path.join(media, files.poster)), poster));
    for (const name of Object.values(files.captions)) {
      const vtt = await readFile(path.join(media, name), 'utf8').catch(() => undefined);
      if (vtt === undefined) problem(name, 'The captions are missing');
      else if (!/^(\uFEFF)?WEBVTT/.test(vtt) || !/-->/.test(vtt))
        problem(name, 'Not WebVTT captions');
    }
  }
  if (parsed?.success && data.videos.length < minimum)
    problems.push({
      file: shown,
      field: 'videos',
      message: `At least ${minimum} videos, found ${data.videos.length}`,
    });
  return { content: { ...data, media }, problems };
}
