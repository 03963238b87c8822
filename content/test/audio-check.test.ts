import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AudioManifestFile } from '@dino/contract';
import {
  allSpokenLines,
  audioFileName,
  checkAudio,
  lineId,
  segments,
  wordLine,
  type SpokenLine,
} from '../src/audio/index.ts';
import { loadBooks } from '../src/discover/index.ts';
import { loadLearningContent } from '../src/learning/index.ts';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');
let lines: SpokenLine[];
beforeAll(async () => {
  const { content } = await loadLearningContent(path.join(fixtures, 'learning'));
  const { content: books } = await loadBooks(path.join(fixtures, 'discover/books'), 1);
  lines = allSpokenLines(content, books);
});

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An audio folder where every line has a file, to break on purpose. */
async function completeAudio() {
  const root = await mkdtemp(path.join(tmpdir(), 'dino-audio-'));
  roots.push(root);
  await mkdir(path.join(root, 'files'));
  const manifest: AudioManifestFile = { voices: { v: 'a test voice' }, lines: {} };
  for (const line of lines) {
    const data = Buffer.from(`${line.lang}:${line.text}`);
    const file = audioFileName(line.lang, 'v', line.text);
    await writeFile(path.join(root, 'files', file), data);
    manifest.lines[lineId(line.lang, line.text)] = {
      lang: line.lang,
      text: line.text,
      voice: 'v',
      source: 'synthetic',
      file,
      bytes: data.length,
      ms: 1000,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  }
  const save = () => writeFile(path.join(root, 'manifest.json'), JSON.stringify(manifest));
  await save();
  return { root, manifest, save };
}

const messages = (problems: { file: string; field: string; message: string }[]) =>
  problems.map((p) => `${p.field}: ${p.message}`);

describe('the audio check', () => {
  it('passes when every line a child hears has its file', async () => {
    const { root } = await completeAudio();
    const result = await checkAudio(lines, root);
    expect(result.problems).toEqual([]);
    expect(result.files).toBe(lines.length);
  });

  it('fails on a line a child hears that has no audio in its language', async () => {
    const { root, manifest, save } = await completeAudio();
    const prompt = lines.find(
      (line) => line.where.endsWith('find-egg: prompt') && line.lang === 'hy',
    )!;
    const id = lineId(prompt.lang, prompt.text);
    const file = manifest.lines[id]!.file;
    delete manifest.lines[id];
    await save();
    await rm(path.join(root, 'files', file));
    expect(messages((await checkAudio(lines, root)).problems)).toEqual([
      `${prompt.where}: No audio for "${prompt.text}" in hy (run npm run audio:render)`,
    ]);
  });

  it('fails on an audio file that no line uses, and on a line no longer heard', async () => {
    const { root, manifest, save } = await completeAudio();
    await writeFile(path.join(root, 'files', 'ffffffffffffffffffff.webm'), 'stray');
    const retired = { ...Object.values(manifest.lines)[0]!, text: 'A line nobody hears any more' };
    manifest.lines[lineId(retired.lang, retired.text)] = retired;
    await save();
    const found = (await checkAudio(lines, root)).problems;
    expect(found).toContainEqual({
      file: 'audio/files/ffffffffffffffffffff.webm',
      field: '(file)',
      message: 'No line uses this audio file',
    });
    expect(messages(found)).toContainEqual(
      `lines.${lineId(retired.lang, retired.text)}: "A line nobody hears any more" (${retired.lang}) is not heard anywhere any more`,
    );
  });

  it('fails on a file that is not the one the manifest measured', async () => {
    const { root, manifest } = await completeAudio();
    const entry = Object.values(manifest.lines)[0]!;
    await writeFile(path.join(root, 'files', entry.file), 'other bytes');
    expect((await checkAudio(lines, root)).problems).toEqual([
      {
        file: `audio/files/${entry.file}`,
        field: '(file)',
        message: 'The file is not the one the manifest measured (render or add it again)',
      },
    ]);
  });

  it('fails on an instruction whose file would weigh down the first load of its task', async () => {
    const { root, manifest, save } = await completeAudio();
    const prompt = lines.find((line) => line.role === 'prompt')!;
    const entry = manifest.lines[lineId(prompt.lang, prompt.text)]!;
    const data = Buffer.alloc(49 * 1024, 1);
    await writeFile(path.join(root, 'files', entry.file), data);
    Object.assign(entry, {
      bytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    await save();
    expect(messages((await checkAudio(lines, root)).problems)).toEqual([
      `${prompt.where}: The instruction's file is 50176 bytes, over 49152 (shorten the line)`,
    ]);
  });

  it('fails on a recording too quiet, with silence left at its start, or without measures', async () => {
    const { root, manifest, save } = await completeAudio();
    const [quiet, unmeasured] = Object.entries(manifest.lines);
    manifest.voices.recorded = 'a person';
    Object.assign(quiet![1], {
      source: 'recorded',
      voice: 'recorded',
      measures: { loudness: -31.5, lead_silence_ms: 900, tail_silence_ms: 100 },
    });
    Object.assign(unmeasured![1], { source: 'recorded', voice: 'recorded' });
    await save();
    expect(messages((await checkAudio(lines, root)).problems)).toEqual([
      `lines.${quiet![0]}.measures.loudness: -31.5 LUFS is outside -24 to -14 LUFS`,
      `lines.${quiet![0]}.measures.lead_silence_ms: 900 ms of silence; trim it to at most 300 ms`,
      `lines.${unmeasured![0]}: A recorded line needs its measures (add it with npm run audio:render)`,
    ]);
  });
});

describe('how a line is spoken', () => {
  it('says a foreign word in its own language inside a sentence', () => {
    expect(segments('Գտիր «cat» բառի նկարը։', 'hy')).toEqual([
      { lang: 'hy', text: 'Գտիր' },
      { lang: 'en', text: '«cat»' },
      { lang: 'hy', text: 'բառի նկարը։' },
    ]);
    expect(segments('Найди букву Ա (айб).', 'ru')).toEqual([
      { lang: 'ru', text: 'Найди букву' },
      { lang: 'hy', text: 'Ա' },
      { lang: 'ru', text: '(айб).' },
    ]);
  });

  it('says a card’s word in its script’s language, a number in the page’s, and nothing for a shape', () => {
    expect(wordLine('cat', 'hy')).toEqual({ lang: 'en', text: 'cat', kind: 'text' });
    expect(wordLine('кошка', 'en')).toEqual({ lang: 'ru', text: 'кошка', kind: 'text' });
    expect(wordLine('Բ', 'ru')).toEqual({ lang: 'hy', text: 'Բ', kind: 'letter' });
    expect(wordLine('ու', 'en')).toEqual({ lang: 'hy', text: 'ու', kind: 'letter' });
    expect(wordLine('2 + 3', 'ru')).toEqual({ lang: 'ru', text: '2 + 3', kind: 'text' });
    expect(wordLine('● ●', 'hy')).toBeNull();
  });
});
