/**
 * The small toolbox every scene draws with: timing, colours, the project's art, numerals.
 * Everything here is pure and seeded, so the same source always gives the same frames.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const W = 640;
export const H = 360;
export const FPS = 24;

/** The outline colour of all of Dino's art. */
export const INK = '#1f3321';

const here = path.dirname(fileURLToPath(import.meta.url));
const ART_DIR = path.resolve(here, '../../learning/art');

// ---------------------------------------------------------------- timing

export const clamp = (x, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
export const lerp = (a, b, k) => a + (b - a) * k;

export const linear = (k) => k;
/** Starts and ends at rest: the default for anything that moves. */
export const smooth = (k) => k * k * (3 - 2 * k);
/** Overshoots a little and settles, for things that pop into place. */
export const backOut = (k) => {
  const c = 1.7;
  return 1 + (c + 1) * (k - 1) ** 3 + c * (k - 1) ** 2;
};
/** Falls and bounces twice, for eggs dropping into a nest. */
export const bounceOut = (k) => {
  if (k < 0.6) return (k / 0.6) ** 2;
  if (k < 0.85) return 1 - 0.12 * Math.sin(((k - 0.6) / 0.25) * Math.PI);
  return 1 - 0.03 * Math.sin(((k - 0.85) / 0.15) * Math.PI);
};

/** 0 before `from`, 1 after `to`, eased in between: every move in the clips is timed with this. */
export const step = (t, from, to, easing = smooth) => easing(clamp((t - from) / (to - from)));

/** Fades in over `fade` seconds at `from` and out again by `to`. */
export const visible = (t, from, to, fade = 0.6) =>
  Math.min(step(t, from, from + fade), 1 - step(t, to - fade, to));

// ---------------------------------------------------------------- numbers and colours

/** One decimal is plenty at 640x360 and keeps the frames (and posters) small. */
export const n = (x) => String(Math.round(x * 10) / 10 || 0);

export function mix(a, b, k) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift) =>
    Math.round(lerp((pa >> shift) & 255, (pb >> shift) & 255, clamp(k)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A value along a list of [time, value] stops, eased between them; `blend` mixes two values. */
function along(stops, t, blend) {
  if (t <= stops[0][0]) return stops[0][1];
  for (let i = 1; i < stops.length; i++) {
    const [t1, v1] = stops[i];
    if (t <= t1) {
      const [t0, v0] = stops[i - 1];
      return blend(v0, v1, smooth((t - t0) / (t1 - t0)));
    }
  }
  return stops[stops.length - 1][1];
}

/** A colour that changes over time, like a sky through the day. */
export const colorAt = (stops, t) => along(stops, t, mix);
/** A number that changes over time. */
export const valueAt = (stops, t) => along(stops, t, lerp);

/** A seeded random source (mulberry32), so stars and snowflakes land in the same place each run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- art

const artCache = new Map();

/** The inside of one of the learning pictures (content/learning/art), drawn in a 100x100 box. */
export function art(name) {
  if (!artCache.has(name)) {
    const svg = readFileSync(path.join(ART_DIR, `${name}.svg`), 'utf8');
    artCache.set(name, svg.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, ''));
  }
  return artCache.get(name);
}

/**
 * Places a 100x100 drawing by the middle of its bottom edge, so things stand on the ground and
 * wobble or turn about their feet. `size` is its width on screen in pixels.
 */
export function put(markup, { x, y, size = 100, flip = false, rotate = 0, opacity = 1 }) {
  const s = Math.round(size * 10) / 1000;
  const turn = rotate ? ` rotate(${n(rotate)})` : '';
  const fade = opacity < 1 ? ` opacity="${Math.round(opacity * 100) / 100}"` : '';
  return `<g transform="translate(${n(x)} ${n(y)})${turn} scale(${flip ? -s : s} ${s}) translate(-50 -100)"${fade}>${markup}</g>`;
}

/**
 * Multiplies every stroke width in a drawing, so a picture shown very large or very small on
 * screen keeps outlines as thick as the rest of the scene.
 */
export const strokes = (markup, k) =>
  markup.replace(/stroke-width="([\d.]+)"/g, (_, w) => `stroke-width="${n(Number(w) * k)}"`);

/** The attributes every outlined shape shares, as in the learning art. */
export const OUTLINE = `stroke="${INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

// ---------------------------------------------------------------- numerals

/**
 * The digits drawn as single strokes in a 60x100 box. The clips have no words, but a numeral is
 * the same in all three languages, so the counting clip may show them; fonts are not used, so
 * the frames look the same on every machine.
 */
const DIGITS = {
  0: 'M30 8C48 8 54 30 54 50C54 70 48 92 30 92C12 92 6 70 6 50C6 30 12 8 30 8Z',
  1: 'M14 26L36 8V92',
  2: 'M8 28C8 14 18 8 30 8C44 8 52 18 52 30C52 48 30 62 8 92H54',
  3: 'M8 20C14 11 22 8 30 8C44 8 52 16 52 28C52 40 42 48 28 48C44 48 54 58 54 70C54 84 44 92 30 92C20 92 12 88 6 80',
  4: 'M40 92V8L6 64H56',
  5: 'M50 8H14L10 46C16 40 24 38 32 38C46 38 54 50 54 64C54 80 44 92 28 92C18 92 10 88 6 82',
  6: 'M48 12C42 9 36 8 30 8C14 8 6 30 6 58C6 80 16 92 30 92C44 92 54 82 54 66C54 52 44 42 30 42C18 42 8 50 6 60',
  7: 'M6 8H54L22 92',
  8: 'M30 48C16 48 10 40 10 28C10 16 18 8 30 8C42 8 50 16 50 28C50 40 44 48 30 48C14 48 6 58 6 70C6 84 16 92 30 92C44 92 54 84 54 70C54 58 46 48 30 48Z',
  9: 'M54 40C52 52 44 58 30 58C16 58 6 48 6 34C6 18 16 8 30 8C46 8 54 20 54 40C54 70 44 92 24 92C16 92 12 90 8 86',
};

/** A number in the outlined cartoon style, centred on (x, y), `height` pixels tall. */
export function numeral(value, { x, y, height, color, scale = 1 }) {
  const digits = String(value).split('');
  const s = (height / 100) * scale;
  const width = digits.length * 64 - 4;
  const d = digits.map((c, i) => `<path transform="translate(${i * 64} 0)" d="${DIGITS[c]}"/>`);
  const body = d.join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000}) translate(${-width / 2} -50)" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<g stroke="${INK}" stroke-width="22">${body}</g><g stroke="${color}" stroke-width="13">${body}</g></g>`
  );
}
