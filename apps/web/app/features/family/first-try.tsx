import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ChildProgressData } from '@dino/contract';

/** The activity types' names, as a parent reads them on the dashboard. */
export function activityTypeName(t: TFunction, type: string): string {
  const names: Record<string, string> = {
    choice: t('family.types.choice'),
    'match-pairs': t('family.types.matchPairs'),
    order: t('family.types.order'),
    'sort-groups': t('family.types.sortGroups'),
    count: t('family.types.count'),
    trace: t('family.types.trace'),
    'fill-blank': t('family.types.fillBlank'),
    hotspot: t('family.types.hotspot'),
  };
  return names[type] ?? type;
}

/**
 * Per activity type, a bar split in two: right on the first try, and after more tries. The
 * numbers are written beside each bar, so the bar itself is only a picture.
 */
export function FirstTryBars(props: { byType: ChildProgressData['by_type'] }) {
  const { t } = useTranslation();
  const rows = props.byType.filter((row) => row.first_try + row.more_tries > 0);
  if (rows.length === 0) return <p className="text-ink/85">{t('family.firstTryNone')}</p>;
  const max = Math.max(...rows.map((row) => row.first_try + row.more_tries));
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-base" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-4 w-6 rounded bg-leaf-500" />
          {t('family.firstTry')}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-4 w-6 rounded bg-sun-400" />
          {t('family.moreTries')}
        </li>
      </ul>
      <ul className="flex flex-col gap-4">
        {rows.map((row) => {
          const total = row.first_try + row.more_tries;
          return (
            <li key={row.type} className="flex flex-col gap-1">
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-extrabold">{activityTypeName(t, row.type)}</span>
                <span className="text-base text-ink/85">
                  {t('family.firstTryRow', { first: row.first_try, more: row.more_tries })}
                </span>
              </p>
              <div
                className="flex h-5 overflow-hidden rounded-full bg-leaf-100"
                style={{ width: `${Math.max((total / max) * 100, 8)}%` }}
                aria-hidden="true"
              >
                {row.first_try > 0 && (
                  <span className="bg-leaf-500" style={{ flexGrow: row.first_try }} />
                )}
                {row.more_tries > 0 && (
                  <span className="bg-sun-400" style={{ flexGrow: row.more_tries }} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * What was hard: the latest tasks the child got right only after a wrong try, named as the child
 * saw them, with their lesson and module, so a parent knows what to go over together.
 */
export function HardTasks(props: { hard: ChildProgressData['hard'] }) {
  const { t } = useTranslation();
  if (props.hard.length === 0) return <p className="text-ink/85">{t('family.hardNone')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {props.hard.map((task) => (
        <li key={`${task.completed_at}:${task.activity}`} className="rounded-2xl bg-sun-200/50 p-3">
          <p className="font-extrabold">{task.activity}</p>
          <p className="text-base text-ink/85">
            {t('family.hardWhere', {
              type: activityTypeName(t, task.type),
              lesson: task.lesson,
              module: task.module,
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
