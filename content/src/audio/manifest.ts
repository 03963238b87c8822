import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  AUDIO_PROMPT_MAX_BYTES,
  RECORDING_LIMITS,
  audioManifestFile,
  check,
  type AudioManifestFile,
  type Locale,
} from '@dino/contract';
import { contentFolder, readJson } from '../files.ts';
import { problemsOf, type ContentProblem } from '../learning/problems.ts';
import { AUDIO_FILE_PATTERN, lineId } from './line-id.ts';
import type { SpokenLine } from './lines.ts';

export const audioRoot = () => contentFolder('audio');
export const audioFilesFolder = (root = audioRoot()) => path.join(root, 'files');
export const MANIFEST_NAME = 'manifest.json';

/** The spoken lines' files, found by what is said: the API's only way to them. */
export interface AudioLibrary {
  /** The file of a line, or undefined where none was rendered. */
  file(lang: Locale, text: string): string | undefined;
  folder: string;
}

export async function loadAudioManifest(
  root = audioRoot(),
): Promise<{ manifest: AudioManifestFile; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const shown = `audio/${MANIFEST_NAME}`;
  const raw = await readJson(path.join(root, MANIFEST_NAME), shown, problems);
  const parsed = raw === undefined ? undefined : check(audioManifestFile, raw);
  if (parsed && !parsed.success) problems.push(...problemsOf(shown, parsed.error.issues));
  return { manifest: parsed?.success ? parsed.data : { voices: {}, lines: {} }, problems };
}

export function audioLibrary(manifest: AudioManifestFile, root = audioRoot()): AudioLibrary {
  return {
    file: (lang, text) => manifest.lines[lineId(lang, text)]?.file,
    folder: audioFilesFolder(root),
  };
}

/**
 * The audio check: every line a child hears has its file in its language, every file belongs to
 * a line that is still heard, each file has the bytes the manifest names, and a recording
 * measured within RECORDING_LIMITS.
 */
export async function checkAudio(
  lines: SpokenLine[],
  root = audioRoot(),
): Promise<{
  problems: ContentProblem[];
  files: number;
  bytes: number;
  recorded: number;
  largestPrompt: number;
}> {
  const { manifest, problems } = await loadAudioManifest(root);
  const shown = `audio/${MANIFEST_NAME}`;
  const folder = audioFilesFolder(root);
  const heard = new Set<string>();
  let largestPrompt = 0;
  for (const line of lines) {
    const id = lineId(line.lang, line.text);
    heard.add(id);
    const entry = manifest.lines[id];
    if (!entry || entry.lang !== line.lang || entry.text !== line.text) {
      problems.push({
        file: shown,
        field: line.where,
        message: `No audio for "${line.text}" in ${line.lang} (run npm run audio:render)`,
      });
    } else if (line.role === 'prompt') {
      largestPrompt = Math.max(largestPrompt, entry.bytes);
      if (entry.bytes > AUDIO_PROMPT_MAX_BYTES)
        problems.push({
          file: shown,
          field: line.where,
          message: `The instruction's file is ${entry.bytes} bytes, over ${AUDIO_PROMPT_MAX_BYTES} (shorten the line)`,
        });
    }
  }
  const used = new Set<string>();
  let bytes = 0;
  let recorded = 0;
  for (const [id, entry] of Object.entries(manifest.lines)) {
    const field = `lines.${id}`;
    if (!heard.has(id)) {
      problems.push({
        file: shown,
        field,
        message: `"${entry.text}" (${entry.lang}) is not heard anywhere any more`,
      });
      continue;
    }
    used.add(entry.file);
    if (!manifest.voices[entry.voice])
      problems.push({ file: shown, field, message: `Unknown voice "${entry.voice}"` });
    const data = await readFile(path.join(folder, entry.file)).catch(() => undefined);
    if (!data) {
      problems.push({
        file: `audio/files/${entry.file}`,
        field: '(file)',
        message: 'The file is missing',
      });
      continue;
    }
    bytes += data.length;
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (data.length !== entry.bytes || sha256 !== entry.sha256)
      problems.push({
        file: `audio/files/${entry.file}`,
        field: '(file)',
        message: 'The file is not the one the manifest measured (render or add it again)',
      });
    if (entry.source === 'recorded') {
      recorded += 1;
      problems.push(...recordingProblems(entry, shown, field));
    }
  }
  const files = (await readdir(folder).catch(() => [] as string[])).filter(
    (name) => !name.startsWith('.'),
  );
  for (const name of files) {
    if (!AUDIO_FILE_PATTERN.test(name) || !used.has(name))
      problems.push({
        file: `audio/files/${name}`,
        field: '(file)',
        message: 'No line uses this audio file',
      });
  }
  return { problems, files: used.size, bytes, recorded, largestPrompt };
}

function recordingProblems(
  entry: AudioManifestFile['lines'][string],
  file: string,
  field: string,
): ContentProblem[] {
  const { measures } = entry;
  if (!measures)
    return [
      {
        file,
        field,
        message: 'A recorded line needs its measures (add it with npm run audio:render)',
      },
    ];
  const problems: ContentProblem[] = [];
  const { loudness, edgeSilenceMs, maxMs } = RECORDING_LIMITS;
  if (measures.loudness < loudness.min || measures.loudness > loudness.max)
    problems.push({
      file,
      field: `${field}.measures.loudness`,
      message: `${measures.loudness} LUFS is outside ${loudness.min} to ${loudness.max} LUFS`,
    });
  for (const edge of ['lead_silence_ms', 'tail_silence_ms'] as const) {
    if (measures[edge] > edgeSilenceMs)
      problems.push({
        file,
        field: `${field}.measures.${edge}`,
        message: `${measures[edge]} ms of silence; trim it to at most ${edgeSilenceMs} ms`,
      });
  }
  if (entry.ms > maxMs)
    problems.push({
      file,
      field: `${field}.ms`,
      message: `${entry.ms} ms is longer than ${maxMs} ms`,
    });
  return problems;
}
