import { useTranslation } from 'react-i18next';
import type { ActivityData } from '@dino/contract';
import { CheckIcon } from '../../ui/icons.tsx';

/** The lesson's activities as a row of big numbered steps; a child may jump to any of them. */
export function ActivitySteps(props: {
  activities: ActivityData[];
  current: string;
  completed: ReadonlySet<string>;
  onPick: (uuid: string) => void;
  /** What the row is called, when it is not a lesson's (the examples for visitors). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={props.label ?? t('learn.steps')}>
      <ol className="flex flex-wrap gap-2">
        {props.activities.map((activity, position) => {
          const done = props.completed.has(activity.uuid);
          const current = activity.uuid === props.current;
          return (
            <li key={activity.uuid}>
              <button
                type="button"
                className={`flex h-12 w-12 items-center justify-center rounded-full border-4 text-lg font-extrabold transition ${current ? 'border-sun-400 bg-sun-200' : done ? 'border-leaf-500 bg-leaf-500 text-white' : 'border-leaf-200 bg-white hover:border-leaf-500'}`}
                aria-current={current ? 'step' : undefined}
                aria-label={
                  done
                    ? t('learn.stepDone', { number: position + 1, title: activity.title })
                    : t('learn.step', { number: position + 1, title: activity.title })
                }
                onClick={() => props.onPick(activity.uuid)}
              >
                {done && !current ? <CheckIcon className="h-6 w-6" /> : position + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
