import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@dino/contract';
import { VOICE_LANGUAGE, useVoice } from '../../../lib/speech.ts';
import { SpeakerIcon } from '../../../ui/icons.tsx';

/**
 * Reads the prompt aloud for children who cannot read yet, with the device's own voice for the
 * page's language. Where the device has no such voice the button is not shown at all, rather
 * than offered and silent (the content has no recorded audio yet: see docs/decisions/0004).
 */
export function ReadAloud(props: { text: string; locale: Locale }) {
  const { t } = useTranslation();
  const voice = useVoice(props.locale);
  // Leaving the task silences it.
  useEffect(
    () => () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [],
  );
  if (!voice) return null;
  function speak() {
    const utterance = new SpeechSynthesisUtterance(props.text);
    utterance.lang = VOICE_LANGUAGE[props.locale];
    utterance.voice = voice ?? null;
    utterance.rate = 0.9;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }
  return (
    <button
      type="button"
      className="icon-button h-14 w-14 shrink-0 bg-sky-200 text-ink"
      aria-label={t('stage.listen')}
      onClick={speak}
    >
      <SpeakerIcon />
    </button>
  );
}
