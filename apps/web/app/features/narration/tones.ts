/**
 * Short tones synthesised with the Web Audio API, shared by the lessons (feedback) and the games.
 * Callers decide whether sound is on; this only makes the sound.
 */
export type Tone = 'right' | 'wrong' | 'tap' | 'jump' | 'bump' | 'catch' | 'round' | 'end';

/** Each tone as notes: frequency (Hz), start and length (s); short, soft and never shrill. */
const TONES: Record<Tone, { wave: OscillatorType; notes: [number, number, number][] }> = {
  right: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.12],
      [784, 0.1, 0.18],
    ],
  },
  wrong: {
    wave: 'sine',
    notes: [
      [330, 0, 0.14],
      [262, 0.12, 0.2],
    ],
  },
  tap: { wave: 'sine', notes: [[660, 0, 0.06]] },
  jump: {
    wave: 'triangle',
    notes: [
      [440, 0, 0.07],
      [660, 0.05, 0.09],
    ],
  },
  bump: { wave: 'sine', notes: [[196, 0, 0.22]] },
  catch: {
    wave: 'triangle',
    notes: [
      [659, 0, 0.09],
      [880, 0.07, 0.14],
    ],
  },
  round: {
    wave: 'triangle',
    notes: [
      [392, 0, 0.1],
      [523, 0.1, 0.1],
      [659, 0.2, 0.16],
    ],
  },
  end: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.12],
      [659, 0.12, 0.12],
      [784, 0.24, 0.12],
      [1047, 0.36, 0.3],
    ],
  },
};

/** How long a tone lasts, in milliseconds, so a spoken line can start once it has faded. */
export function toneMs(tone: Tone): number {
  return Math.round(Math.max(...TONES[tone].notes.map(([, at, length]) => at + length)) * 1000);
}

let audio: AudioContext | null = null;

/**
 * Plays a tone now. Only ever called from what a tap or a key set going, so the audio context is
 * never created before the child's first gesture.
 */
export function synthesizeTone(tone: Tone): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const { wave, notes } = TONES[tone];
    const start = audio.currentTime + 0.01;
    for (const [frequency, at, length] of notes) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.18, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + at);
      oscillator.stop(start + at + length + 0.02);
    }
  } catch {
    // A browser without sound plays silently.
  }
}
