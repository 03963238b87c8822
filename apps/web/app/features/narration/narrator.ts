import { MUTE_STORAGE_KEY } from '@dino/contract';
import { synthesizeTone, toneMs, type Tone } from './tones.ts';

/**
 * The one voice of the page: plays a spoken line's file, one at a time (a new line stops the
 * last), stays silent while the child has muted it, and never before the child has acted. A line
 * asked for before the first tap or key waits for it, as browsers allow sound only then; only
 * the latest waiting line plays.
 */
type Listener = () => void;

/** How a line's play ended: heard to its end, cut short, or never heard (muted, no file, refused). */
export type Outcome = 'ended' | 'stopped' | 'silent';

/** The line being said, and how to end its listeners and its promise at once. */
interface Saying {
  url: string;
  audio: HTMLAudioElement;
  finish: (outcome: Outcome) => void;
}

/**
 * Lines fetched or said lately, each with its element, so a preloaded line starts at once and a
 * replayed one is not fetched again. The oldest are let go beyond a lesson's worth.
 */
const POOL_SIZE = 32;
const pool = new Map<string, HTMLAudioElement>();

const listeners = new Set<Listener>();
let saying: Saying | null = null;
/** A line waiting for its tone to fade. */
let delayed: { timer: ReturnType<typeof setTimeout>; done: (outcome: Outcome) => void } | null =
  null;
let waiting: string | null = null;
let activated = false;
let armed = false;
/** The switch where storage is refused (some private modes): kept for this page only. */
let mutedHere = false;

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_STORAGE_KEY) === '1';
  } catch {
    return mutedHere;
  }
}

function hasActed(): boolean {
  if (activated) return true;
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  activated = activation?.hasBeenActive ?? false;
  return activated;
}

/** Sounds follow the ringer where the browser lets a page say so (Safari's audio session). */
function followSilentMode() {
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (session) session.type = 'ambient';
}

/**
 * Waits for the child's first tap or key. A touch lets a page play sound only once the finger
 * lifts, and the tap's own control may speak or mute: so the waiting line starts after the
 * click has been handled, and only if nothing else was said (or the switch was turned off).
 */
function arm() {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  followSilentMode();
  const onFirstAct = () => {
    activated = true;
    window.removeEventListener('click', onFirstAct, true);
    window.removeEventListener('keydown', onFirstAct, true);
    setTimeout(() => {
      const line = waiting;
      waiting = null;
      if (line && saying === null && delayed === null) void play(line);
    }, 0);
  };
  window.addEventListener('click', onFirstAct, true);
  window.addEventListener('keydown', onFirstAct, true);
}

function notify() {
  listeners.forEach((listener) => listener());
}

function element(url: string): HTMLAudioElement {
  let audio = pool.get(url);
  if (audio) {
    pool.delete(url);
  } else {
    audio = new Audio();
    audio.preload = 'auto';
    audio.src = url;
  }
  pool.set(url, audio);
  if (pool.size > POOL_SIZE) {
    const [oldest] = pool.keys();
    if (oldest !== undefined && oldest !== saying?.url) pool.delete(oldest);
  }
  return audio;
}

/** Stops whatever is being said (and a line waiting for its tone). */
export function stop(): void {
  waiting = null;
  if (delayed) {
    clearTimeout(delayed.timer);
    delayed.done('stopped');
    delayed = null;
  }
  if (saying) {
    const { audio, finish } = saying;
    saying = null;
    audio.pause();
    finish('stopped');
    notify();
  }
}

function say(url: string): Promise<Outcome> {
  const audio = element(url);
  return new Promise((resolve) => {
    // Listeners go with the line: a replay of the same element must not hear this one's pause.
    const listening = new AbortController();
    const me: Saying = {
      url,
      audio,
      finish: (outcome) => {
        listening.abort();
        resolve(outcome);
      },
    };
    const end = (event?: Event) => {
      // A pause queued by the stop before a replay of this very element is not this line's end.
      if (saying !== me || (event?.type === 'pause' && !audio.paused)) return;
      saying = null;
      // At its end a line fires pause, then ended: either way it was heard through.
      const heard = event?.type === 'ended' || audio.ended;
      me.finish(heard ? 'ended' : event?.type === 'pause' ? 'stopped' : 'silent');
      notify();
    };
    for (const type of ['ended', 'pause', 'error'])
      audio.addEventListener(type, end, { signal: listening.signal });
    saying = me;
    notify();
    audio.currentTime = 0;
    audio.play().catch(() => end());
  });
}

/**
 * Says a line now, or after the child's first tap when they have not acted yet; with a tone, the
 * tone first and the line as it fades (a tone is never kept waiting: it answers a tap). Resolves
 * when it has ended, was stopped, or could not play (muted, no file, a browser refusing), and
 * says which.
 */
export function play(
  url: string | null | undefined,
  options: { tone?: Tone | undefined } = {},
): Promise<Outcome> {
  const { tone } = options;
  if ((!url && !tone) || typeof window === 'undefined' || readMuted())
    return Promise.resolve('silent');
  arm();
  if (!hasActed()) {
    if (url) waiting = url;
    return Promise.resolve('silent');
  }
  stop();
  if (!tone) return say(url!);
  synthesizeTone(tone);
  if (!url) return Promise.resolve('silent');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      delayed = null;
      void say(url).then(resolve);
    }, toneMs(tone));
    delayed = { timer, done: resolve };
  });
}

/**
 * Fetches a line ahead of need (the next task's), so it starts at once when asked for. Resolves
 * once it has arrived, or the browser has stopped fetching it (an error, or saving data).
 */
export function preload(url: string | null | undefined): Promise<void> {
  if (!url || typeof window === 'undefined') return Promise.resolve();
  const known = pool.has(url);
  const audio = element(url);
  const settled =
    audio.readyState === HTMLMediaElement.HAVE_ENOUGH_DATA ||
    audio.error !== null ||
    (known && audio.networkState === HTMLMediaElement.NETWORK_IDLE);
  if (settled) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    const done = () => {
      listening.abort();
      resolve();
    };
    for (const type of ['canplaythrough', 'suspend', 'error', 'abort'])
      audio.addEventListener(type, done, { signal: listening.signal });
  });
}

export function isMuted(): boolean {
  return readMuted();
}

export function isSpeaking(): boolean {
  return saying !== null;
}

/** The URL of the line being said, so its button can show it. */
export function nowSaying(): string | null {
  return saying?.url ?? null;
}

/** Mutes or unmutes every sound of the lessons and books, remembered on this device. */
export function setMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTE_STORAGE_KEY, '1');
    else localStorage.removeItem(MUTE_STORAGE_KEY);
  } catch {
    mutedHere = muted;
  }
  if (muted) stop();
  notify();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
