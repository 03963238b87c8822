import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { en } from '../../app/locales/en.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { chooseConsent, type Consent } from '../../app/lib/consent.ts';
import { YouTubePlayer } from '../../app/features/videos/youtube-player.tsx';

/** Obviously not a real video: the component must never be tested against YouTube's catalog. */
const SYNTHETIC_ID = 'TEST_ID-000';

/**
 * The player inside a data router whose root loader answered `consent`, as the app's root
 * loader does from the cookie. The iframe is never allowed to load: its src is only read.
 */
async function renderPlayer(consent: Consent | null) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ consent }),
        Component: () => (
          <>
            <h2 id="title">Egg Song</h2>
            <YouTubePlayer youtubeId={SYNTHETIC_ID} title="Egg Song" labelledBy="title" />
          </>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: { consent } } } },
  );
  return render(
    <I18nextProvider i18n={i18nFor('en', en)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const frames = () => document.querySelectorAll('iframe');

/**
 * No test may reach YouTube: while these run, a frame's `src` is kept in `data-src` instead,
 * so the frame the component asks for can be read but never loads.
 */
const setAttribute = Element.prototype.setAttribute;
beforeEach(() => {
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (this instanceof HTMLIFrameElement && name === 'src') name = 'data-src';
    setAttribute.call(this, name, value);
  };
  return () => {
    Element.prototype.setAttribute = setAttribute;
  };
});

describe('YouTube player', () => {
  it('loads nothing from YouTube before consent and a click, then the privacy-enhanced player', async () => {
    await renderPlayer(null);
    await expect.element(page.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(frames()).toHaveLength(0);

    // A click without consent explains, offers to allow, and still loads nothing.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.element(page.getByText(/comes from YouTube/)).toBeVisible();
    const allow = page.getByRole('button', { name: 'Allow YouTube videos' });
    await expect.element(allow).toHaveFocus();
    expect(frames()).toHaveLength(0);
    expect(document.cookie).not.toContain('marketing');

    // Allowing records the choice through the cookie consent, and the video comes in.
    await allow.click();
    expect(document.cookie).toContain('cookie_consent=necessary.marketing');
    const frame = page.getByTitle('YouTube video: Egg Song');
    await expect.element(frame).toBeInTheDocument();
    expect(frames()).toHaveLength(1);
    expect(frames()[0]!.hasAttribute('src'), 'kept from loading in this test').toBe(false);
    const src = frames()[0]!.dataset.src!;
    expect(src).toBe(`https://www.youtube-nocookie.com/embed/${SYNTHETIC_ID}`);
    expect(src).not.toContain('autoplay');
    await expect.element(frame).toHaveFocus();
  });

  it('with consent given before, still waits for the click', async () => {
    chooseConsent({ statistical: false, marketing: true });
    await renderPlayer({ statistical: false, marketing: true });
    await expect.element(page.getByText('From YouTube')).toBeVisible();
    expect(frames()).toHaveLength(0);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.element(page.getByTitle('YouTube video: Egg Song')).toBeInTheDocument();
    expect(frames()[0]!.dataset.src).toBe(`https://www.youtube-nocookie.com/embed/${SYNTHETIC_ID}`);
  });

  it('with marketing refused, "not now" leaves the card as it was', async () => {
    chooseConsent({ statistical: true, marketing: false });
    await renderPlayer({ statistical: true, marketing: false });
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect.element(page.getByRole('button', { name: 'Play' })).toHaveFocus();
    expect(frames()).toHaveLength(0);
    expect(document.cookie).toContain('cookie_consent=necessary.statistical');
    expect(document.cookie).not.toContain('marketing');
  });
});
