import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceLineKey } from '@dino/contract';
import { useLocale } from '../../lib/lang.ts';
import { SpeakerIcon } from '../../ui/icons.tsx';
import { play, stop } from '../narration/narrator.ts';
import { useNarrator } from '../narration/use-narrator.ts';
import { voiceLineUrl } from '../narration/voice-lines.ts';

/**
 * A speaker beside a lesson's name that says it, so a child who cannot read yet hears what they
 * are about to open. It is a button of its own beside the link, never inside it: a tap on the
 * speaker says the name and opens nothing. Not shown while the name has no file.
 */
export function SayNameButton(props: { name: string; url: string | null }) {
  const { t } = useTranslation();
  const { saying } = useNarrator();
  const { url } = props;
  if (!url) return null;
  return (
    <button
      type="button"
      className="icon-button shrink-0 bg-sky-200 text-ink hover:bg-sky-200/70 aria-pressed:ring-4 aria-pressed:ring-sun-400"
      aria-pressed={saying === url}
      aria-label={t('learn.sayName', { name: props.name })}
      onClick={() => void play(url)}
    >
      <SpeakerIcon />
    </button>
  );
}

/**
 * A module's picture that says its name when tapped, marked with the same speaker: on a phone
 * the name beside it keeps the card's width (Armenian names are long), and a child taps a
 * picture first. Without the name's file it is only the picture.
 */
export function SayNamePicture(props: { name: string; url: string | null; picture: string }) {
  const { t } = useTranslation();
  const { saying } = useNarrator();
  const { url } = props;
  const picture = <img src={props.picture} alt="" className="h-16 w-16 sm:h-20 sm:w-20" />;
  if (!url) return <span className="shrink-0">{picture}</span>;
  return (
    <button
      type="button"
      className="relative shrink-0 rounded-3xl transition hover:bg-sky-200/40 active:translate-y-0.5 aria-pressed:ring-4 aria-pressed:ring-sun-400"
      aria-pressed={saying === url}
      aria-label={t('learn.sayName', { name: props.name })}
      onClick={() => void play(url)}
    >
      {picture}
      <span className="absolute -right-1 -bottom-1 flex h-9 w-9 items-center justify-center rounded-full bg-sky-200 text-ink shadow-[0_2px_0_var(--color-leaf-200)]">
        <SpeakerIcon className="h-6 w-6" />
      </span>
    </button>
  );
}

/**
 * Says one of Dino's lines once as the page opens (after the child's first tap, if none yet),
 * and silences it when the page closes, so it never talks over the next one.
 */
export function useSayOnOpen(key: VoiceLineKey): void {
  const locale = useLocale();
  useEffect(() => {
    let open = true;
    void voiceLineUrl(key, locale, 0).then((url) => {
      if (open) void play(url);
    });
    return () => {
      open = false;
      stop();
    };
  }, [key, locale]);
}
