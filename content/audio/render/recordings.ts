import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locale } from '@dino/contract';

const run = promisify(execFile);

/** The voice id of every line a person recorded. */
export const RECORDED_VOICE = 'recorded';

/**
 * A take for a line, if the team has put one in content/audio/recordings/{lang}/{line id}.*
 * (any format ffmpeg reads). The takes themselves stay out of the repository (.gitignore): the
 * encoded file and its measures are what is committed.
 */
export async function recordingFor(
  root: string,
  lang: Locale,
  id: string,
): Promise<string | undefined> {
  const folder = path.join(root, 'recordings', lang);
  const names = await readdir(folder).catch(() => [] as string[]);
  const name = names.find((file) => path.parse(file).name === id);
  return name ? path.join(folder, name) : undefined;
}

/** Loudness (EBU R128) and the silence at both ends of a take, as ffmpeg measures them. */
export async function measureRecording(file: string) {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'silencedetect=noise=-50dB:d=0.05,ebur128',
    '-f',
    'null',
    '-',
  ]);
  const loudness = Number(
    /I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary')))?.[1],
  );
  const duration = Number(
    /Duration: (\d+):(\d+):([\d.]+)/
      .exec(stderr)
      ?.slice(1)
      .reduce((s, v) => s * 60 + Number(v), 0),
  );
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  const lead = starts[0] !== undefined && starts[0] <= 0.01 ? (ends[0] ?? duration) : 0;
  const lastStart = starts.at(-1);
  const tail = lastStart !== undefined && ends.length < starts.length ? duration - lastStart : 0;
  return {
    loudness: Math.round(loudness * 10) / 10,
    lead_silence_ms: Math.round(lead * 1000),
    tail_silence_ms: Math.round(Math.max(0, tail) * 1000),
  };
}
