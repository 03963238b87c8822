import { useTranslation } from 'react-i18next';
import type { User } from '@dino/contract';
import { StarIcon } from '../../ui/icons.tsx';
import { useTotalScores } from './score.ts';

/** The child's stars, updated the moment a completion answers. */
export function ScoreBadge(props: { user: User; compactOnPhone?: boolean }) {
  const { t } = useTranslation();
  const total = useTotalScores(props.user);
  return (
    <p
      className={`inline-flex min-h-12 items-center gap-2 rounded-full bg-sun-200 px-4 text-xl font-extrabold text-ink ${props.compactOnPhone ? 'phone:px-3 phone-landscape:w-14 phone-landscape:flex-col phone-landscape:gap-0 phone-landscape:rounded-2xl phone-landscape:px-1 phone-landscape:py-1' : ''}`}
      data-testid="score"
    >
      <StarIcon className="h-7 w-7 text-sun-600" />
      {props.compactOnPhone ? (
        <>
          <span className="phone:sr-only">{t('profile.score', { score: total })}</span>
          <span className="roomy:hidden" aria-hidden="true">
            {total}
          </span>
        </>
      ) : (
        t('profile.score', { score: total })
      )}
    </p>
  );
}
