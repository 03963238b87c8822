import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { VideoData } from '@dino/contract';
import { PlayIcon } from '../../ui/icons.tsx';

type FileSource = Extract<VideoData['source'], { kind: 'file' }>;

/** One clip plays at a time: starting one pauses any other on the page. */
function pauseOthers(playing: HTMLVideoElement): void {
  for (const video of document.querySelectorAll('video')) {
    if (video !== playing && !video.paused) video.pause();
  }
}

/**
 * A clip from our own server in the browser's own player, which the keyboard can work: nothing
 * is fetched but the poster until the visitor presses play, and it never starts by itself.
 * Captions in all three languages, the page's language shown by default, at a size a child can
 * read on a phone (the browser's own is a twentieth of the picture's height: 9 px there). Until
 * it first plays, the one control is a big play button on the poster for small fingers; then
 * the browser's controls take over.
 */
export function ClipPlayer(props: {
  source: FileSource;
  title: string;
  locale: string;
  /** The id of the heading that names the clip. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const { source } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  return (
    <div className="relative">
      <video
        ref={videoRef}
        controls={started}
        preload="none"
        playsInline
        poster={source.poster}
        width={640}
        height={360}
        aria-labelledby={props.labelledBy}
        onPlay={(event) => {
          setStarted(true);
          pauseOthers(event.currentTarget);
        }}
        // Captions of 18 px at least; on a bigger picture (full screen too) the browser's own
        // size, 5 % of its height, measured on the clip itself as their container.
        className="@container block aspect-video h-auto w-full rounded-2xl bg-ink [&::cue]:text-[max(1.125rem,2.8cqw)]"
      >
        <source src={source.src} type="video/webm" />
        {source.captions.map((track) => (
          <track
            key={track.locale}
            kind="captions"
            src={track.src}
            srcLang={track.locale}
            label={track.label}
            default={track.locale === props.locale}
          />
        ))}
        {t('video.unsupported')}
      </video>
      {!started && (
        <button
          type="button"
          aria-label={t('video.play', { title: props.title })}
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            // With its controls the clip can take the focus this button hands over as it goes.
            flushSync(() => setStarted(true));
            void video.play().catch(() => undefined);
            video.focus();
          }}
          className="absolute inset-x-0 top-[calc(50%-2.5rem)] mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-sun-400 text-ink shadow-[0_4px_0_#b45309] transition hover:brightness-105"
        >
          <PlayIcon className="h-10 w-10 translate-x-0.5" />
        </button>
      )}
    </div>
  );
}
