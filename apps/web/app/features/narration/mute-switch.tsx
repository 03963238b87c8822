import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../ui/icons.tsx';
import { useNarrator } from './use-narrator.ts';

/**
 * The child's mute switch: silences every spoken line and tone, and is remembered on the device.
 * Drawn plainer and smaller than a speaker button, so the two are not taken for each other.
 */
export function MuteSwitch(props: { className?: string }) {
  const { t } = useTranslation();
  const { muted, setMuted } = useNarrator();
  return (
    <button
      type="button"
      className={`icon-button shrink-0 border-2 border-leaf-200 bg-white text-ink/80 aria-pressed:border-berry-700 aria-pressed:bg-berry-100 aria-pressed:text-berry-700 ${props.className ?? ''}`}
      aria-pressed={muted}
      aria-label={t('stage.mute')}
      onClick={() => setMuted(!muted)}
    >
      <SpeakerIcon muted={muted} className="h-6 w-6" />
    </button>
  );
}
