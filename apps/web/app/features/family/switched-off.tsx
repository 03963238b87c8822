import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChildFeature } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { allows, useUser } from '../../lib/session.ts';
import { DinoMascot } from '../../ui/dino-mascot.tsx';

export function useAllowed(feature: ChildFeature): boolean {
  return allows(useUser(), feature);
}

/**
 * What a child sees instead of the games or the videos their parent switched off: a friendly
 * word from the mascot and the way back to the lessons.
 */
export function SwitchedOff(props: { feature: ChildFeature }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="switched-off"
      className="flex flex-col items-center gap-4 rounded-3xl border-4 border-dashed border-leaf-200 bg-white px-6 py-10 text-center"
    >
      <DinoMascot className="h-40 w-40" mood="puzzled" />
      <h2 id="switched-off" className="text-2xl font-extrabold">
        {props.feature === 'games' ? t('family.gamesOff') : t('family.videosOff')}
      </h2>
      <p className="max-w-prose text-lg text-ink/85">{t('family.askGrownUp')}</p>
      {/* The learning pages set cookies as they are chosen: never on a hover's prefetch. */}
      <Link to={to('/modules')} className="button-primary" prefetch="none">
        {t('family.backToLearn')}
      </Link>
    </section>
  );
}
