import type { Page } from '@playwright/test';

/** What the page's audio did: each line's start, pause and end, by its file. */
export type MediaEvent = { type: string; src: string };

/**
 * Records media events and every use of the device's speech engine. The narrator plays lines
 * from elements outside the document, whose events never reach a listener on it, so each element
 * is listened to as it is asked to play.
 */
export function recordSound() {
  const events: MediaEvent[] = [];
  const spoken: string[] = [];
  Object.assign(window, { mediaEvents: events, deviceSpeech: spoken });
  const heard = new WeakSet<HTMLMediaElement>();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!heard.has(this)) {
      heard.add(this);
      for (const type of ['playing', 'pause', 'ended'])
        this.addEventListener(type, () => events.push({ type, src: this.currentSrc }), true);
    }
    return play.call(this);
  };
  if ('speechSynthesis' in window) {
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => {
      spoken.push(utterance.text);
      speak(utterance);
    };
  }
}

export const mediaEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { mediaEvents: MediaEvent[] }).mediaEvents);

export const deviceSpeech = (page: Page) =>
  page.evaluate(() => (window as unknown as { deviceSpeech: string[] }).deviceSpeech);
