import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ANSWER_DISPLAY_MS, CONFETTI_DELAY_MS, type ActivityData } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ActivityStage } from '../../app/features/learning/stage/activity-stage.tsx';
import { playerContent } from '../players/harness.tsx';

const activity = {
  uuid: '6f1c1d2e-0000-4000-8000-000000000001',
  type: 'choice',
  narration: null,
  art_names: {},
  audio: { prompt: null, words: {} },
  content: playerContent('choice', {
    prompt: 'Find the egg.',
    options: [
      { id: 'egg', label: 'Egg' },
      { id: 'fern', label: 'Fern' },
    ],
    correct: ['egg'],
  }),
} as Pick<ActivityData, 'uuid' | 'type' | 'content' | 'narration' | 'art_names' | 'audio'>;

async function renderStage() {
  const onRight = vi.fn();
  const onWrong = vi.fn();
  const onDone = vi.fn();
  await render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <ActivityStage
        activity={activity}
        locale="en"
        onRight={onRight}
        onWrong={onWrong}
        onDone={onDone}
      />
    </I18nextProvider>,
  );
  // The player's code arrives lazily, as in the app.
  await expect.element(page.getByRole('button', { name: 'Egg' })).toBeVisible();
  return { onRight, onWrong, onDone };
}

/**
 * Runs `change` inside React's act(), as the timers are advanced by hand here. The rendering
 * library switches React's act environment on only during its own calls, so this does the same.
 */
function settle(change: () => void) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(change);
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const confetti = () => document.querySelector('.confetti');
const egg = () => page.getByRole('button', { name: 'Egg' }).element() as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('activity stage (spec section 4)', () => {
  it('shows the right answer at once, confetti at 500 ms, ends both at 2000 ms, then calls back', async () => {
    const { onRight, onDone } = await renderStage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    settle(() => egg().click());
    expect(onRight).toHaveBeenCalledTimes(1);
    expect(egg().dataset.state).toBe('right');
    expect(document.body.textContent).toContain('Well done!');
    expect(confetti()).toBeNull();

    settle(() => vi.advanceTimersByTime(CONFETTI_DELAY_MS - 1));
    expect(confetti()).toBeNull();
    settle(() => vi.advanceTimersByTime(1));
    expect(confetti()).not.toBeNull();

    settle(() => vi.advanceTimersByTime(ANSWER_DISPLAY_MS - CONFETTI_DELAY_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    settle(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(confetti()).toBeNull();
    expect(document.body.textContent).not.toContain('Well done!');
    expect(onRight).toHaveBeenCalledTimes(1);
  });

  it('answers a wrong try with a kind word, noted (no first try), and no completion', async () => {
    const { onRight, onWrong, onDone } = await renderStage();
    await page.getByRole('button', { name: 'Fern' }).click();
    await expect.element(page.getByText('Almost! Have another go.')).toBeVisible();
    expect(onWrong).toHaveBeenCalledTimes(1);
    expect(onRight).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Egg' }).click();
    expect(onRight).toHaveBeenCalledTimes(1);
    expect(onWrong).toHaveBeenCalledTimes(1);
    await expect.poll(() => onDone.mock.calls.length, { timeout: 4000 }).toBe(1);
  });

  it('names the activity by its prompt for assistive technology', async () => {
    await renderStage();
    await expect.element(page.getByRole('region', { name: 'Find the egg.' })).toBeInTheDocument();
  });
});
