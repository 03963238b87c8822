import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MUTE_STORAGE_KEY, VOICE_LINES, type ActivityData } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ActivityStage } from '../../app/features/learning/stage/activity-stage.tsx';
import { HOLD_MS } from '../../app/features/narration/use-hold-to-say.ts';
import { playerContent } from '../players/harness.tsx';

const PROMPT = '/api/audio/prompt0000000000000.webm';
const EGG = '/api/audio/egg00000000000000000.webm';
/** The voice lines' URLs as the API lists them: one per line, in VOICE_LINES' order. */
const lines = Object.fromEntries(
  Object.entries(VOICE_LINES).map(([key, texts]) => [
    key,
    texts.en.map((_, index) => `/api/audio/${key}-${index}.webm`),
  ]),
);

const activity = {
  uuid: '6f1c1d2e-0000-4000-8000-000000000002',
  type: 'choice',
  narration: null,
  art_names: {},
  audio: { prompt: PROMPT, words: { Egg: EGG } },
  content: playerContent('choice', {
    prompt: 'Find the egg.',
    options: [
      { id: 'egg', label: 'Egg' },
      { id: 'fern', label: 'Fern' },
      { id: 'rock', label: 'Rock' },
    ],
    correct: ['egg'],
  }),
} as Pick<ActivityData, 'uuid' | 'type' | 'content' | 'narration' | 'art_names' | 'audio'>;

/** What the page played, by the file's path; no sound is really made. */
let played: string[] = [];
let tones = 0;

beforeEach(() => {
  played = [];
  tones = 0;
  localStorage.removeItem(MUTE_STORAGE_KEY);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(new URL(this.src).pathname);
    return Promise.resolve();
  });
  vi.spyOn(AudioContext.prototype, 'createOscillator').mockImplementation(function (
    this: AudioContext,
  ) {
    tones += 1;
    return new OscillatorNode(this);
  });
});

/** The API's answer to the voice lines, once per language for the whole visit (this file). */
const realFetch = window.fetch.bind(window);
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  String(input).endsWith('/api/audio/voice-lines')
    ? Promise.resolve(Response.json({ success: true, data: lines }))
    : realFetch(input, init),
);
beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderStage() {
  const onRight = vi.fn();
  const onWrong = vi.fn();
  await render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <ActivityStage
        activity={activity}
        locale="en"
        onRight={onRight}
        onWrong={onWrong}
        onDone={() => undefined}
      />
    </I18nextProvider>,
  );
  await expect.element(page.getByRole('button', { name: 'Egg' })).toBeVisible();
  return { onRight, onWrong };
}

function settle(change: () => void) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(change);
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const card = (name: string) => page.getByRole('button', { name }).element() as HTMLElement;

function pointer(target: HTMLElement, type: string, x = 10, y = 10) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      isPrimary: true,
      pointerId: 1,
      pointerType: 'touch',
      button: 0,
      clientX: x,
      clientY: y,
    }),
  );
}

describe('a task that speaks (issue 18)', () => {
  it('says the prompt on a tap of its speaker, which shows it is speaking', async () => {
    await renderStage();
    const speaker = page.getByRole('button', { name: 'Listen to the task' });
    await expect.element(speaker).toHaveAttribute('aria-pressed', 'false');
    await speaker.click();
    await expect.poll(() => played).toContain(PROMPT);
    await expect.element(speaker).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells when the player takes taps', async () => {
    await renderStage();
    await expect
      .element(page.getByRole('region', { name: 'Find the egg.' }))
      .toHaveAttribute('data-player', 'ready');
  });

  it('says a card’s word on a long press, which does not answer; a tap still answers', async () => {
    const { onRight, onWrong } = await renderStage();
    // The child has acted on the page before: sound is allowed.
    await page.getByRole('heading', { name: 'Find the egg.' }).click();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const egg = card('Egg');
    settle(() => pointer(egg, 'pointerdown'));
    settle(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(played).not.toContain(EGG);
    settle(() => vi.advanceTimersByTime(1));
    expect(played).toContain(EGG);
    settle(() => {
      pointer(egg, 'pointerup');
      egg.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(onRight).not.toHaveBeenCalled();
    expect(onWrong).not.toHaveBeenCalled();

    // A finger that slides away is not holding.
    played = [];
    settle(() => pointer(egg, 'pointerdown'));
    settle(() => pointer(egg, 'pointermove', 30, 10));
    settle(() => vi.advanceTimersByTime(HOLD_MS * 2));
    expect(played).toEqual([]);

    vi.useRealTimers();
    await page.getByRole('button', { name: 'Egg' }).click();
    expect(onRight).toHaveBeenCalledTimes(1);
  });

  it('meets each answer with a tone and the line it shows, taking turns', async () => {
    const { onRight } = await renderStage();
    // The lines' URLs arrive while the child plays.
    await expect
      .poll(() => fetchMock.mock.calls.some(([url]) => String(url).endsWith('/voice-lines')))
      .toBe(true);
    const feedback = () => document.querySelector('[aria-live]')?.textContent ?? '';
    const tries = VOICE_LINES.try_again.en;
    await page.getByRole('button', { name: 'Fern' }).click();
    await expect.poll(feedback).not.toBe('');
    expect(tones).toBeGreaterThan(0);
    const first = tries.indexOf(feedback() as (typeof tries)[number]);
    expect(first).toBeGreaterThanOrEqual(0);
    await expect.poll(() => played).toContain(lines.try_again![first]);
    await page.getByRole('button', { name: 'Rock' }).click();
    const second = (first + 1) % tries.length;
    await expect.element(page.getByText(tries[second]!)).toBeVisible();
    await expect.poll(() => played).toContain(lines.try_again![second]);
    await page.getByRole('button', { name: 'Egg' }).click();
    expect(onRight).toHaveBeenCalledTimes(1);
    const right = VOICE_LINES.right.en.indexOf(feedback() as (typeof VOICE_LINES.right.en)[number]);
    expect(right).toBeGreaterThanOrEqual(0);
    await expect.poll(() => played).toContain(lines.right![right]);
  });

  it('is silent, tones and all, once muted, and the switch is remembered', async () => {
    const { onWrong } = await renderStage();
    const mute = page.getByRole('button', { name: 'Mute sound' });
    await mute.click();
    await expect.element(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(MUTE_STORAGE_KEY)).toBe('1');
    // The prompt was said as the task opened, before the switch.
    played = [];
    await page.getByRole('button', { name: 'Listen to the task' }).click();
    await page.getByRole('button', { name: 'Fern' }).click();
    expect(onWrong).toHaveBeenCalledTimes(1);
    expect(played).toEqual([]);
    expect(tones).toBe(0);
  });
});
