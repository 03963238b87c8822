import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NECESSARY_ONLY, allows, useConsent } from '../../lib/consent.ts';
import { VideoArt } from '../../ui/art/video-art.tsx';
import { PlayIcon } from '../../ui/icons.tsx';
import { useChooseConsent } from '../consent/use-choose-consent.ts';

/** YouTube's privacy-enhanced player: no cookies until the visitor plays, per YouTube. */
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';

/**
 * A YouTube video behind a click-to-play card. Nothing is loaded from YouTube until the visitor
 * has both allowed such videos (they count as marketing cookies) and pressed play; without that
 * consent, pressing play explains why and offers to allow it here, through the cookie choice.
 * Only then does the privacy-enhanced player come in, never starting by itself.
 */
export function YouTubePlayer(props: {
  youtubeId: string;
  title: string;
  /** The id of the heading that names the video. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const consent = useConsent();
  const chooseConsent = useChooseConsent();
  const allowed = allows(consent, 'marketing');
  const [wanted, setWanted] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const allowRef = useRef<HTMLButtonElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const playing = wanted && allowed;
  const asking = wanted && !allowed;

  // Focus follows the card as it changes, so a keyboard user is never left on nothing.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
    else if (asking) allowRef.current?.focus();
    else if (wasAsking.current) playRef.current?.focus();
    wasAsking.current = asking;
  }, [playing, asking]);

  if (playing) {
    return (
      <iframe
        ref={frameRef}
        src={`${YOUTUBE_EMBED}${encodeURIComponent(props.youtubeId)}`}
        title={t('video.youtubeFrame', { title: props.title })}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        width={640}
        height={360}
        className="aspect-video h-auto w-full rounded-2xl bg-ink"
      />
    );
  }

  if (asking) {
    return (
      <div
        role="group"
        aria-labelledby={props.labelledBy}
        className="flex aspect-video w-full flex-col justify-center gap-3 rounded-2xl border-4 border-sun-400 bg-sun-200/50 p-4"
      >
        <p className="text-base font-bold">{t('video.youtubeAsk')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            ref={allowRef}
            type="button"
            className="button-primary"
            onClick={() => chooseConsent({ ...(consent ?? NECESSARY_ONLY), marketing: true })}
          >
            {t('video.youtubeAllow')}
          </button>
          <button type="button" className="button-quiet" onClick={() => setWanted(false)}>
            {t('video.youtubeNotNow')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-leaf-100">
      <VideoArt className="absolute inset-0 m-auto h-full w-auto opacity-60" />
      <button
        ref={playRef}
        type="button"
        className="button-primary relative gap-2"
        aria-describedby={props.labelledBy}
        onClick={() => setWanted(true)}
      >
        <PlayIcon />
        {t('video.youtubePlay')}
      </button>
      <p className="absolute right-3 bottom-2 rounded-full bg-white/90 px-3 text-sm font-bold">
        {t('video.fromYoutube')}
      </p>
    </div>
  );
}
