#!/usr/bin/env node
/**
 * Renders Dino's own short clips into content/videos/media: for each scene in scenes/ a WebM
 * (VP9 + quiet Opus music), an SVG poster and WebVTT captions in hy, ru and en.
 *
 *   node content/videos/render/render.mjs                        every clip
 *   node content/videos/render/render.mjs count-the-eggs         only the clips named
 *   node content/videos/render/render.mjs --still tree-seasons 12.5   one frame as a PNG, to look at
 *
 * Each frame is an SVG string written to a temporary folder, which ffmpeg (built with librsvg)
 * rasterises and encodes; the folder is removed afterwards, even when something fails.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FPS, H, W } from './kit.mjs';
import { musicWav } from './music.mjs';
import clips from './scenes/index.mjs';

/** VIDEO_MAX_BYTES in packages/contract/src/discover/videos.ts: a clip must start at once on a phone. */
const MAX_BYTES = 500 * 1024;
/** The same limit as the learning art, since a poster is served the same way. */
const POSTER_MAX_BYTES = 12 * 1024;
const LANGUAGES = ['hy', 'ru', 'en'];

const here = path.dirname(fileURLToPath(import.meta.url));
const MEDIA = path.resolve(here, '../media');
const INDEX = path.resolve(here, '../videos.json');

/** Temporary folders still on disk, so Ctrl+C can remove them too. */
const temporary = new Set();
process.on('SIGINT', () => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  process.exit(130);
});

function withTempDir(work) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dino-video-'));
  temporary.add(dir);
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    temporary.delete(dir);
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
  return result.stdout;
}

// ---------------------------------------------------------------- frames and posters

/** A whole frame. The frames carry a pixel size for the rasteriser; a poster only a viewBox. */
function frameSvg(clip, t, { sized = true } = {}) {
  const size = sized ? ` width="${W}" height="${H}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"${size}>${clip.frame(t)}</svg>`;
}

/** What the learning art may not hold (content/src/learning/art.ts), plus text, which needs fonts. */
const FORBIDDEN = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /<foreignObject/i,
  /(?:href|src)\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import/i,
  /<text/i,
];

function posterSvg(clip) {
  const svg = frameSvg(clip, clip.poster, { sized: false });
  const bytes = Buffer.byteLength(svg);
  if (bytes > POSTER_MAX_BYTES)
    throw new Error(`${clip.id}: the poster is ${bytes} bytes, over ${POSTER_MAX_BYTES}`);
  const bad = FORBIDDEN.find((pattern) => pattern.test(svg));
  if (bad) throw new Error(`${clip.id}: the poster matches ${bad}`);
  return svg;
}

// ---------------------------------------------------------------- captions

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Cues must be in order, not overlap, and all end before the clip does. */
function checkCaptions(clip) {
  let last = 0;
  for (const cue of clip.captions) {
    if (cue.from < last || cue.to <= cue.from)
      throw new Error(`${clip.id}: the cue at ${cue.from}s overlaps or is empty`);
    for (const lang of LANGUAGES)
      if (!cue[lang]?.trim()) throw new Error(`${clip.id}: the cue at ${cue.from}s has no ${lang}`);
    last = cue.to;
  }
  if (last >= clip.seconds) throw new Error(`${clip.id}: the last cue ends after the clip`);
}

function vtt(clip, lang) {
  const cues = clip.captions.map(
    (cue, i) => `${i + 1}\n${stamp(cue.from)} --> ${stamp(cue.to)}\n${cue[lang]}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}

// ---------------------------------------------------------------- encoding

/**
 * VP9 at a constant quality (crf 40 suits flat cartoon colours) with Opus music. The bitexact
 * flags keep ffmpeg's version and a random id out of the file, so a re-render is byte-identical.
 */
function encode(clip, dir) {
  const frames = Math.round(clip.seconds * FPS);
  for (let i = 0; i < frames; i++) {
    writeFileSync(path.join(dir, `${String(i).padStart(5, '0')}.svg`), frameSvg(clip, i / FPS));
  }
  writeFileSync(path.join(dir, 'music.wav'), musicWav(clip.seconds, clip.music));
  const out = path.join(dir, 'clip.webm');
  // prettier-ignore
  run('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-framerate', String(FPS), '-c:v', 'librsvg', '-i', path.join(dir, '%05d.svg'),
    '-i', path.join(dir, 'music.wav'),
    '-map', '0:v', '-map', '1:a', '-t', String(clip.seconds),
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(clip.crf ?? 40), '-pix_fmt', 'yuv420p',
    '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FPS * 10),
    '-c:a', 'libopus', '-b:a', '20k', '-ac', '1',
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    out,
  ]);
  return out;
}

function probeSeconds(file) {
  // prettier-ignore
  const out = run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(out.trim());
}

function renderClip(clip) {
  checkCaptions(clip);
  const target = path.join(MEDIA, `${clip.id}.webm`);
  withTempDir((dir) => copyFileSync(encode(clip, dir), target));
  writeFileSync(path.join(MEDIA, `${clip.id}.svg`), posterSvg(clip));
  for (const lang of LANGUAGES)
    writeFileSync(path.join(MEDIA, `${clip.id}.${lang}.vtt`), vtt(clip, lang));

  const bytes = statSync(target).size;
  const seconds = probeSeconds(target);
  const poster = statSync(path.join(MEDIA, `${clip.id}.svg`)).size;
  console.log(
    `${clip.id}.webm  ${(bytes / 1024).toFixed(1)} KB  ${seconds.toFixed(2)} s  (poster ${(poster / 1024).toFixed(1)} KB)`,
  );
  const problems = [];
  if (bytes > MAX_BYTES) problems.push(`${clip.id}.webm is ${bytes} bytes, over ${MAX_BYTES}`);
  if (Math.round(seconds) !== clip.seconds)
    problems.push(`${clip.id}.webm lasts ${seconds}s, not ${clip.seconds}s`);
  return problems;
}

/** videos.json is written by hand; this only says where its `seconds` disagree with the scenes. */
function checkIndex() {
  const index = JSON.parse(readFileSync(INDEX, 'utf8'));
  const problems = [];
  for (const clip of clips) {
    const entry = index.videos.find((v) => v.id === clip.id);
    if (!entry) problems.push(`videos.json has no entry for ${clip.id}`);
    else if (entry.source.seconds !== clip.seconds)
      problems.push(
        `videos.json says ${clip.id} lasts ${entry.source.seconds}s, not ${clip.seconds}s`,
      );
  }
  return problems;
}

function still(id, seconds) {
  const clip = clips.find((c) => c.id === id);
  if (!clip) throw new Error(`No clip ${id}`);
  const png = path.join(tmpdir(), `dino-still-${id}-${seconds}.png`);
  withTempDir((dir) => {
    const svg = path.join(dir, 'frame.svg');
    writeFileSync(svg, frameSvg(clip, Number(seconds)));
    run('ffmpeg', ['-y', '-loglevel', 'error', '-c:v', 'librsvg', '-i', svg, png]);
  });
  console.log(png);
}

function main(args) {
  if (args[0] === '--still') return still(args[1], args[2] ?? '0');
  const unknown = args.filter((id) => !clips.some((c) => c.id === id));
  if (unknown.length > 0) throw new Error(`No clip named ${unknown.join(', ')}`);
  const chosen = args.length > 0 ? clips.filter((c) => args.includes(c.id)) : clips;
  const problems = chosen.flatMap(renderClip).concat(checkIndex());
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
