/**
 * A quiet music-box tune under each clip, made sample by sample: no sound files, no extra tools,
 * and the same notes every run because the melody comes from a seeded random walk.
 */
import { rng } from './kit.mjs';

const RATE = 48000;

/** C major pentatonic from C5 up: no note can clash with another, so any walk sounds kind. */
const SCALE = [523.25, 587.33, 659.25, 783.99, 880.0, 1046.5, 1174.66];

/** I-V-vi-IV in C, one chord a bar: the root in the bass, and the scale steps that fit it. */
const CHORDS = [
  { bass: 130.81, tones: [0, 2, 3, 5] },
  { bass: 98.0, tones: [1, 3, 6] },
  { bass: 110.0, tones: [0, 2, 4, 5] },
  { bass: 87.31, tones: [0, 4, 5] },
];

/** Four bars of melody: [bar, beat, scale step] for each note. */
function phrase(random) {
  const notes = [];
  let at = 2 + Math.floor(random() * 3);
  for (let bar = 0; bar < 4; bar++) {
    const { tones } = CHORDS[bar];
    for (let beat = 0; beat < 4; beat++) {
      if (beat === 3 && random() < 0.7) continue; // breathe at the end of most bars
      if (beat > 0 && random() < 0.25) continue;
      if (beat === 0) {
        // A bar starts on a note of its chord, the nearest one to where the tune is.
        at = tones.reduce((best, s) => (Math.abs(s - at) < Math.abs(best - at) ? s : best));
      } else {
        at = Math.min(SCALE.length - 1, Math.max(0, at + Math.floor(random() * 5) - 2));
      }
      notes.push([bar, beat, at]);
    }
  }
  return notes;
}

/** Adds one plucked note: a sine with a little soft overtone, dying away like a music box. */
function pluck(out, start, freq, gain, decay) {
  const from = Math.round(start * RATE);
  const length = Math.min(out.length - from, Math.round(decay * 5 * RATE));
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.006);
    const body = Math.sin(2 * Math.PI * freq * t);
    const shine = 0.3 * Math.sin(4 * Math.PI * freq * t) * Math.exp(-t / 0.15);
    out[from + i] += gain * attack * Math.exp(-t / decay) * (body + shine);
  }
}

/**
 * The tune for a clip `seconds` long as a 16-bit mono WAV. It plays A A B A phrases of four
 * bars, fades in at the start and is silent for the last second, so the clip ends calmly.
 */
export function musicWav(seconds, { seed, beat = 0.5 }) {
  const random = rng(seed);
  const a = phrase(random);
  const b = phrase(random);
  const samples = new Float64Array(Math.round(seconds * RATE));
  const bar = beat * 4;
  const end = seconds - 1;
  for (let p = 0; p * bar * 4 < end; p++) {
    const notes = [a, a, b, a][p % 4];
    const start = p * bar * 4;
    for (let i = 0; i < 4; i++) {
      const at = start + i * bar;
      if (at < end - 1) pluck(samples, at, CHORDS[i].bass, 0.35, 0.9);
    }
    for (const [barIndex, beatIndex, s] of notes) {
      const at = start + barIndex * bar + beatIndex * beat;
      if (at < end - 0.5) pluck(samples, at, SCALE[s], 0.5, 0.4);
    }
  }
  return wav(samples, end);
}

/** Scales the mix to a quiet peak (about -16 dBFS), fades it, and writes the WAV bytes. */
function wav(samples, end) {
  const peak = samples.reduce((m, x) => Math.max(m, Math.abs(x)), 1e-9);
  const level = 0.16 / peak;
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((x, i) => {
    const t = i / RATE;
    const fade = Math.min(1, t / 0.8, Math.max(0, (end - t) / 2));
    const v = Math.round(x * level * fade * 32767);
    data.writeInt16LE(Math.max(-32768, Math.min(32767, v)), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
