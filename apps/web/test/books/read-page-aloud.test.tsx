import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BookData } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { ReadAloudButtons, useReadAloud } from '../../app/features/books/read-page-aloud.tsx';

/** The narrator, by hand: each line waits until the test ends it, as a real file would. */
type Outcome = 'ended' | 'stopped' | 'silent';
const voice = vi.hoisted(() => {
  const state = {
    lines: [] as { url: string | null | undefined; end: (outcome: Outcome) => void }[],
    preloaded: [] as (string | null | undefined)[],
  };
  return {
    state,
    play: (url: string | null | undefined) =>
      new Promise<Outcome>((resolve) => state.lines.push({ url, end: resolve })),
    stop: () => state.lines.forEach((line) => line.end('stopped')),
  };
});

vi.mock('../../app/features/narration/narrator.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  play: voice.play,
  stop: voice.stop,
  preload: (url: string | null | undefined) => voice.state.preloaded.push(url),
}));

const pages = (audio: (string | null)[]): BookData['pages'] =>
  audio.map((url, at) => ({ art: '', alt: '', text: `Page ${at + 1}`, audio: url }));

function Book(props: { pages: BookData['pages'] }) {
  const [at, setAt] = useState(1);
  const reading = useReadAloud({ pages: props.pages, page: at, turnTo: setAt });
  return (
    <>
      <p data-testid="page">{at}</p>
      <button type="button" onClick={() => setAt((now) => now + 1)}>
        Turn
      </button>
      <ReadAloudButtons reading={reading} />
    </>
  );
}

const book = (audio: (string | null)[]) => (
  <I18nextProvider i18n={i18nFor('en', en)}>
    <Book pages={pages(audio)} />
  </I18nextProvider>
);

/** The line being said is heard to its end. */
function lineEnds() {
  voice.state.lines.at(-1)!.end('ended');
}

const saying = () => voice.state.lines.at(-1)?.url;
const listen = () => page.getByRole('button', { name: 'Listen to this page' });
const readToMe = () => page.getByRole('button', { name: 'Read to me' });
const shown = () => page.getByTestId('page');

beforeEach(() => {
  voice.state.lines = [];
  voice.state.preloaded = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a book aloud', () => {
  it('says a page once from its file, and a turn silences it', async () => {
    await render(book(['/a1.webm', '/a2.webm', '/a3.webm']));
    await expect.element(listen()).toHaveAttribute('aria-pressed', 'false');
    await listen().click();
    expect(saying()).toBe('/a1.webm');
    await expect.element(listen()).toHaveAttribute('aria-pressed', 'true');
    lineEnds();
    await expect.element(listen()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('1');

    await listen().click();
    await page.getByRole('button', { name: 'Turn' }).click();
    await expect.element(listen()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('2');
    expect(voice.state.lines).toHaveLength(2);
  });

  it('reads to me: each page, turned as its line ends, from where the child turns, to the end', async () => {
    await render(book(['/a1.webm', '/a2.webm', '/a3.webm', '/a4.webm']));
    await readToMe().click();
    await expect.element(readToMe()).toHaveAttribute('aria-pressed', 'true');
    expect(saying()).toBe('/a1.webm');
    expect(voice.state.preloaded).toContain('/a2.webm');
    lineEnds();
    await expect.element(shown()).toHaveTextContent('2');
    await vi.waitFor(() => expect(saying()).toBe('/a2.webm'));

    // The child turns on: the new page is read, not the rest of the old one.
    await page.getByRole('button', { name: 'Turn' }).click();
    await vi.waitFor(() => expect(saying()).toBe('/a3.webm'));
    await expect.element(shown()).toHaveTextContent('3');
    lineEnds();
    await vi.waitFor(() => expect(saying()).toBe('/a4.webm'));
    lineEnds();
    await expect.element(readToMe()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('4');
    expect(voice.state.lines.map((line) => line.url)).toEqual([
      '/a1.webm',
      '/a2.webm',
      '/a3.webm',
      '/a4.webm',
    ]);
  });

  it('stops reading, without turning, when switched off, muted, or a line cannot play', async () => {
    await render(book(['/a1.webm', '/a2.webm', '/a3.webm']));
    await readToMe().click();
    await readToMe().click();
    await expect.element(readToMe()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('1');

    // A line that could not play (no file, refused) ends the reading where it is.
    await readToMe().click();
    voice.state.lines.at(-1)!.end('silent');
    await expect.element(readToMe()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('1');

    // Muted while reading: the narrator stops the line.
    await readToMe().click();
    voice.state.lines.at(-1)!.end('stopped');
    await expect.element(readToMe()).toHaveAttribute('aria-pressed', 'false');
    await expect.element(shown()).toHaveTextContent('1');
    expect(voice.state.lines).toHaveLength(3);
  });

  it('offers no reading for pages without their file, and is silenced when the book closes', async () => {
    const screen = await render(book([null, null]));
    expect(screen.container.querySelector('button[aria-pressed]')).toBeNull();

    const other = await render(book(['/a1.webm', '/a2.webm']));
    await readToMe().click();
    const line = voice.state.lines.at(-1)!;
    const ended = vi.spyOn(line, 'end');
    other.unmount();
    expect(ended).toHaveBeenCalled();
  });
});
