import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOn, stageOfAge, type User } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { DinoMascot } from '../../ui/dino-mascot.tsx';
import { StageArt } from '../stages/stage-art.tsx';
import { stageText } from '../stages/stage-labels.ts';
import { ExploreAreas } from './explore-areas.tsx';

/** A child's home: a hello by name, their stars and stage, and the way back into learning. */
export function ChildHome({ child }: { child: User }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const stage = child.birthday ? stageOfAge(ageOn(child.birthday)) : null;
  return (
    <>
      <section className="hero-card">
        <div className="flex flex-col gap-4">
          <h1 className="text-4xl font-extrabold lg:text-5xl">
            {t('home.helloChild', { name: child.first_name })}
          </h1>
          <p className="text-2xl font-bold text-leaf-700">
            {t('home.stars', { stars: child.user_stat.total_scores })}
          </p>
          {stage && (
            <p className="flex items-center gap-3 text-xl">
              <StageArt stage={stage} className="h-16 w-16" />
              {t('home.yourStage', { stage: stageText(t, stage).name })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {/* Choosing what to learn sets cookies: never on a hover's prefetch. */}
            <Link to={to('/modules')} className="button-primary" prefetch="none">
              {t('home.continue')}
            </Link>
          </div>
        </div>
        <DinoMascot className="mx-auto aspect-square h-auto w-full max-w-48 sm:max-w-64" />
      </section>
      <ExploreAreas title={t('home.childExplore')} withLearning={false} />
    </>
  );
}
