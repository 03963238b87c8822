import { useTranslation } from 'react-i18next';
import { VideoArt } from '../ui/art/video-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { SectionPage } from '../ui/section-page.tsx';

/** The videos. */
export default function VideoPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('video.title')}
      lead={t('video.lead')}
      crumbs={[{ label: t('nav.video') }]}
      art={<VideoArt className="w-full" />}
      empty={{
        title: t('video.emptyTitle'),
        text: t('video.emptyText'),
        art: <EmptyNestArt className="w-full" />,
      }}
    />
  );
}
