import { useEffect, useState } from 'react';
import type { Locale } from '@dino/contract';

/** The voice tags a synthesizer may use for each of our languages. */
export const VOICE_LANGUAGE: Record<Locale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' };

/**
 * The device's own voice for a language, or undefined where it has none. Voices arrive late in
 * some browsers, so the list is asked again when it changes.
 */
export function useVoice(locale: Locale): SpeechSynthesisVoice | undefined {
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
