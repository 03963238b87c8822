import { useTranslation } from 'react-i18next';
import type { VideoData } from '@dino/contract';
import { useLocale } from '../../lib/lang.ts';
import { ClipPlayer } from './clip-player.tsx';
import { clockTime, isoDuration } from './duration.ts';
import { YouTubePlayer } from './youtube-player.tsx';

/** A video in the catalog, playable right in its card: our own clip, or a YouTube one. */
export function VideoCard(props: { video: VideoData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { video } = props;
  const headingId = `video-${video.id}`;
  return (
    <li className="card flex flex-col gap-3">
      {video.source.kind === 'file' ? (
        <ClipPlayer
          source={video.source}
          title={video.title}
          locale={locale}
          labelledBy={headingId}
        />
      ) : (
        <YouTubePlayer
          youtubeId={video.source.youtubeId}
          title={video.title}
          labelledBy={headingId}
        />
      )}
      <h2 id={headingId} className="text-xl font-extrabold">
        {video.title}
      </h2>
      <p className="text-ink/85">{video.description}</p>
      <p className="mt-auto flex flex-wrap gap-x-4 text-base font-bold text-ink/75">
        {video.source.kind === 'file' && (
          <time dateTime={isoDuration(video.source.seconds)}>
            {t('video.length', { time: clockTime(video.source.seconds) })}
          </time>
        )}
        <span>{t('learn.ages', { min: video.ages[0], max: video.ages[1] })}</span>
      </p>
    </li>
  );
}
