import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@dino/contract';
import { VOICE_LANGUAGE, useVoice } from '../../lib/speech.ts';
import { SpeakerIcon } from '../../ui/icons.tsx';

/**
 * Reads a page aloud with the device's own voice for the page's language, and stops on a
 * second press or when the page turns. Where the device has no voice for the language the
 * button is not shown at all, rather than offered and silent (as the activities' read-aloud).
 */
export function ReadPageAloud(props: { text: string; locale: Locale }) {
  const { t } = useTranslation();
  const voice = useVoice(props.locale);
  const [speaking, setSpeaking] = useState(false);

  // A new page, or leaving the book, silences the old one.
  useEffect(
    () => () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
      setSpeaking(false);
    },
    [props.text],
  );

  if (!voice) return null;
  function toggle() {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(props.text);
    utterance.lang = VOICE_LANGUAGE[props.locale];
    utterance.voice = voice ?? null;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }
  return (
    <button
      type="button"
      className="button-secondary gap-2 border-sky-200 bg-sky-200 text-ink hover:bg-sky-200/70"
      aria-pressed={speaking}
      onClick={toggle}
    >
      <SpeakerIcon />
      {t('book.readAloud')}
    </button>
  );
}
