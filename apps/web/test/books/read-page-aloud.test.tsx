import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ReadPageAloud } from '../../app/features/books/read-page-aloud.tsx';

/** An utterance as the page builds it; the real one takes only the device's own voices. */
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** A device with these voices; nothing is really spoken. */
function device(voices: { lang: string; name: string }[]) {
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.spyOn(window.speechSynthesis, 'getVoices').mockReturnValue(
    voices as unknown as SpeechSynthesisVoice[],
  );
  const speak = vi.spyOn(window.speechSynthesis, 'speak').mockImplementation(() => undefined);
  const cancel = vi.spyOn(window.speechSynthesis, 'cancel');
  return { speak, cancel };
}

const reader = (text: string) => (
  <I18nextProvider i18n={i18nFor('en', en)}>
    <ReadPageAloud text={text} locale="hy" />
  </I18nextProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reading a page aloud', () => {
  it('is not offered where the device has no voice for the page’s language', async () => {
    device([{ lang: 'en-GB', name: 'English' }]);
    const screen = await render(reader('Ձուն ճաքեց։'));
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('reads the page in its language, stops on a second press and when the page turns', async () => {
    const { speak, cancel } = device([{ lang: 'hy-AM', name: 'Armenian' }]);
    const screen = await render(reader('Ձուն ճաքեց։'));
    const button = page.getByRole('button', { name: 'Read aloud' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    expect(speak).toHaveBeenCalledTimes(1);
    const utterance = speak.mock.calls[0]![0] as unknown as FakeUtterance;
    expect(utterance.text).toBe('Ձուն ճաքեց։');
    expect(utterance.lang).toBe('hy-AM');
    expect(utterance).toMatchObject({ voice: { name: 'Armenian' } });
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');

    await button.click();
    expect(speak).toHaveBeenCalledTimes(1);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    const before = cancel.mock.calls.length;
    await screen.rerender(reader('Փոքրիկ դինոզավրը դուրս եկավ։'));
    expect(cancel.mock.calls.length).toBeGreaterThan(before);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');

    // Finished by itself: the button is ready to read again.
    await button.click();
    const last = speak.mock.calls.at(-1)![0] as unknown as FakeUtterance;
    expect(last.text).toBe('Փոքրիկ դինոզավրը դուրս եկավ։');
    last.onend?.();
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });
});
