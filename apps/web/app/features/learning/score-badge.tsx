import { useTranslation } from 'react-i18next';
import type { User } from '@dino/contract';
import { StarIcon } from '../../ui/icons.tsx';
import { useTotalScores } from './score.ts';

/** The child's stars, updated the moment a completion answers. */
export function ScoreBadge(props: { user: User }) {
  const { t } = useTranslation();
  const total = useTotalScores(props.user);
  return (
    <p
      className="inline-flex min-h-12 items-center gap-2 rounded-full bg-sun-200 px-4 text-xl font-extrabold text-ink"
      data-testid="score"
    >
      <StarIcon className="h-7 w-7 text-sun-600" />
      {t('profile.score', { score: total })}
    </p>
  );
}
