import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allSpokenLines,
  audioFileName,
  audioFilesFolder,
  audioLibrary,
  audioRoot,
  lineId,
  loadAudioManifest,
} from '@dino/content/audio';
import {
  VOICE_LINES,
  VOICE_LINE_KEYS,
  activityData,
  bookData,
  paginatedEnvelope,
  successEnvelope,
  voiceLinesData,
  type AudioManifestFile,
  type Locale,
} from '@dino/contract';
import { z } from 'zod';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { fixtureDiscover } from './helpers/discover.ts';
import { fixtureLearning } from './helpers/learning.ts';
import { addChild, bearer, verifiedParent } from './helpers/users.ts';

/**
 * The fixture curriculum's lines, each given a file of its own name holding one of the real
 * rendered files' bytes: the API is tested on what it maps, not on how a voice sounds.
 */
let t: TestContext;
let root: string;
let sample: Buffer;
let childToken: string;
const fileOf = (lang: Locale, text: string) => audioFileName(lang, 'test-voice', text);

beforeAll(async () => {
  const real = await loadAudioManifest();
  const anyLine = Object.values(real.manifest.lines)[0]!;
  sample = await readFile(path.join(audioFilesFolder(audioRoot()), anyLine.file));
  root = await mkdtemp(path.join(tmpdir(), 'dino-audio-test-'));
  await mkdir(audioFilesFolder(root));
  const lines = allSpokenLines(await fixtureLearning(), (await fixtureDiscover()).books);
  const manifest: AudioManifestFile = { voices: { 'test-voice': 'test' }, lines: {} };
  for (const line of lines) {
    const file = fileOf(line.lang, line.text);
    await writeFile(path.join(audioFilesFolder(root), file), sample);
    manifest.lines[lineId(line.lang, line.text)] = {
      lang: line.lang,
      text: line.text,
      voice: 'test-voice',
      source: 'synthetic',
      file,
      bytes: sample.length,
      ms: anyLine.ms,
      sha256: anyLine.sha256,
    };
  }
  t = await createTestApp({}, { audio: audioLibrary(manifest, root) });
  const parent = await verifiedParent(t.app, t.smtp);
  const child = await addChild(t.app, parent, t.smtp);
  childToken = child.token;
});
afterAll(async () => {
  await t?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const url = (lang: Locale, text: string) => `/api/audio/${fileOf(lang, text)}`;

async function activities(language: Locale, lesson = 0) {
  const headers = { ...bearer(childToken), 'accept-language': language };
  const modules = paginatedEnvelope(z.any()).parse(
    (await t.app.inject({ url: '/api/dino/modules/list', headers })).json(),
  ).data;
  const lessons = paginatedEnvelope(z.any()).parse(
    (await t.app.inject({ url: `/api/dino/lessons/list?uuid=${modules[0].uuid}`, headers })).json(),
  ).data;
  return {
    modules,
    lessons,
    activities: successEnvelope(z.array(activityData)).parse(
      (
        await t.app.inject({
          url: `/api/dino/activities/list?uuid=${lessons[lesson].uuid}`,
          headers,
        })
      ).json(),
    ).data,
  };
}

describe('an activity’s spoken lines', () => {
  it('names the file of its instruction in the page’s language, narration first', async () => {
    for (const language of ['hy', 'ru', 'en'] as const) {
      const { activities: list } = await activities(language);
      const find = list.find((activity) => activity.slug === 'find-egg')!;
      const spoken = find.narration ?? (find.content as { prompt: string }).prompt;
      expect(find.audio.prompt).toBe(url(language, spoken));
    }
    const english = (await activities('en')).activities.find((a) => a.slug === 'find-egg')!;
    expect(english.audio.prompt).toBe(url('en', 'Where is the egg?'));
  });

  it('says a number in the page’s language and a Latin letter in English, by the text shown', async () => {
    const { activities: list } = await activities('hy');
    const count = list.find((activity) => activity.slug === 'count-eggs')!;
    expect(count.audio.words).toEqual({
      '2': url('hy', '2'),
      '3': url('hy', '3'),
      '4': url('hy', '4'),
    });
    // The second lesson's cards are the letters c and m.
    const lettered = (await activities('hy', 1)).activities.find((activity) =>
      JSON.stringify(activity.content).includes('"label":"c"'),
    );
    expect(lettered, 'a fixture activity with the card "c"').toBeDefined();
    expect(lettered!.audio.words.c).toBe(url('en', 'c'));
  });

  it('names each module’s and lesson’s name as spoken', async () => {
    const { modules, lessons } = await activities('ru');
    expect(modules[0].name_audio).toBe(url('ru', modules[0].name));
    expect(lessons[0].name_audio).toBe(url('ru', lessons[0].name));
  });

  it('serves a line’s file as Opus in WebM, kept for good, and 404 for any other name', async () => {
    const { activities: list } = await activities('en');
    const answer = await t.app.inject({ url: list[0]!.audio.prompt! });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/webm');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.equals(sample)).toBe(true);
    for (const name of ['0123456789abcdef0123.webm', '..%2Fmanifest.json', 'voice-lines.webm']) {
      const missing = await t.app.inject({ url: `/api/audio/${name}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false });
    }
  });
});

describe('Dino’s own lines', () => {
  it('lists every feedback and window line of each language, in the order the app shows them', async () => {
    for (const language of ['hy', 'ru', 'en'] as const) {
      const answer = await t.app.inject({
        url: '/api/audio/voice-lines',
        headers: { 'accept-language': language },
      });
      const data = successEnvelope(voiceLinesData).parse(answer.json()).data;
      for (const key of VOICE_LINE_KEYS)
        expect(data[key]).toEqual(VOICE_LINES[key][language].map((text) => url(language, text)));
    }
  });

  it('reads a picture book’s every page aloud', async () => {
    const { books } = await fixtureDiscover();
    const answer = await t.app.inject({
      url: `/api/books/${books[0]!.id}`,
      headers: { 'accept-language': 'hy' },
    });
    const book = successEnvelope(bookData).parse(answer.json()).data;
    expect(book.pages.map((page) => page.audio)).toEqual(
      book.pages.map((page) => url('hy', page.text)),
    );
  });
});

describe('the built-in audio', () => {
  it('has a file in the repository for every line of its manifest', async () => {
    const { manifest, problems } = await loadAudioManifest();
    expect(problems).toEqual([]);
    const files = new Set(await readdir(audioFilesFolder(audioRoot())));
    const missing = Object.values(manifest.lines).filter((line) => !files.has(line.file));
    expect(missing).toEqual([]);
  });
});
