import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@dino/contract';
import { SpeakerIcon } from '../../ui/icons.tsx';

/** The voice tags a synthesizer may use for each of our languages. */
const VOICE_LANGUAGE: Record<Locale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

/**
 * The device's own voice for a language, or undefined where it has none. Voices arrive late in
 * some browsers, so the list is asked again when it changes.
 */
function useVoice(locale: Locale): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>(undefined);
  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const synth = window.speechSynthesis;
    const update = () =>
      setVoice(synth.getVoices().find((item) => item.lang.toLowerCase().startsWith(locale)));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [locale]);
  return voice;
}

/**
 * Reads an encyclopedia entry aloud with the device's own voice for the page's language, where
 * it has one; otherwise the button is not shown, rather than offered and silent. The entries are
 * written for readers and grown-ups reading together, so they are not among the lines rendered to
 * audio files for pre-readers (docs/decisions/0011).
 */
export function ReadAloud(props: { text: string; locale: Locale }) {
  const { t } = useTranslation();
  const voice = useVoice(props.locale);
  // Leaving the entry silences it.
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
