import { SpeakerIcon } from '../../ui/icons.tsx';
import { play } from './narrator.ts';
import { useNarrator } from './use-narrator.ts';

/**
 * A large speaker that says a line (again) on a tap: 64 px, a pre-reader's main action. It is
 * pressed while its line is being said, and pulses then unless the device asks for less motion.
 */
export function SpeakButton(props: { url: string; label: string }) {
  const { saying } = useNarrator();
  const speaking = saying === props.url;
  return (
    <button
      type="button"
      className={`icon-button h-16 w-16 shrink-0 bg-sky-200 text-ink hover:bg-sky-200 aria-pressed:ring-4 aria-pressed:ring-sun-400 ${speaking ? 'motion-safe:animate-pulse' : ''}`}
      aria-pressed={speaking}
      aria-label={props.label}
      onClick={() => void play(props.url)}
    >
      <SpeakerIcon className="h-9 w-9" />
    </button>
  );
}
