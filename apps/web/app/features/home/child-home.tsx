import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOn, learningAge, stageOfAge, type User } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { DinoMascot } from '../../ui/dino-mascot.tsx';
import { PlayIcon } from '../../ui/icons.tsx';
import { PLAY_NEXT_PATH } from '../learning/play-next.ts';
import { StageArt } from '../stages/stage-art.tsx';
import { stageText } from '../stages/stage-labels.ts';
import { ExploreAreas } from './explore-areas.tsx';

/**
 * A child's home: a hello by name, their stars and stage, and one big "Play next" that opens the
 * next lesson at their level (decision 0015); choosing a module themselves stays a tap away.
 */
export function ChildHome({ child }: { child: User }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // The stage their path follows: their age's, or the one their parent moved them to.
  const stage = child.birthday
    ? stageOfAge(learningAge(ageOn(child.birthday), child.stage_shift ?? 0))
    : null;
  return (
    <>
      <section className="hero-card">
        <div className="flex flex-col gap-4">
          <h1 className="text-4xl font-extrabold lg:text-5xl">
            {t('home.helloChild', { name: child.first_name })}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            {/* Choosing what to learn sets cookies: never on a hover's prefetch. */}
            <Link
              to={to(PLAY_NEXT_PATH)}
              className="button-primary min-h-16 gap-3 px-6 text-xl sm:px-8 sm:text-2xl"
              prefetch="none"
            >
              <PlayIcon className="h-8 w-8 shrink-0" />
              {t('home.playNext')}
            </Link>
            <Link to={to('/modules')} className="button-secondary" prefetch="none">
              {t('home.chooseModule')}
            </Link>
          </div>
          <p className="text-2xl font-bold text-leaf-700">
            {t('home.stars', { stars: child.user_stat.total_scores })}
          </p>
          {stage && (
            <p className="flex items-center gap-3 text-xl">
              <StageArt stage={stage} className="h-16 w-16" />
              {t('home.yourStage', { stage: stageText(t, stage).name })}
            </p>
          )}
        </div>
        <DinoMascot className="mx-auto aspect-square h-auto w-full max-w-48 sm:max-w-64" />
      </section>
      <ExploreAreas title={t('home.childExplore')} withLearning={false} />
    </>
  );
}
