import { useTranslation } from 'react-i18next';
import type { EncyclopediaSummary } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { dietLabel, groupLabel, periodLabel } from './labels.ts';

/** One animal in the list: picture, name, when it lived, what it ate, how long it was. */
export function EntryCard({
  entry,
}: {
  entry: EncyclopediaSummary & { figures: { length: string; mya: string } };
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <li className="card flex flex-col gap-2">
      <img
        src={entry.art}
        alt=""
        width={200}
        height={140}
        className="w-full rounded-2xl bg-sky-200/40"
        loading="lazy"
      />
      <h2 className="text-xl font-extrabold">
        <AppLink
          to={to(`/encyclopedia/${entry.id}`)}
          className="inline-flex min-h-12 items-center hover:underline"
        >
          {entry.name}
        </AppLink>
      </h2>
      <p className="text-sm italic text-ink/75" lang="la">
        {entry.scientificName}
      </p>
      {entry.group !== 'dinosaur' && (
        <p className="w-fit rounded-full bg-sun-200 px-3 py-1 text-sm font-bold">
          {t('encyclopedia.notDinosaur', { group: groupLabel(t, entry.group) })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
        <dt className="font-bold">{t('encyclopedia.period')}</dt>
        <dd>
          {periodLabel(t, entry.period)}, {t('encyclopedia.myaShort', { mya: entry.figures.mya })}
        </dd>
        <dt className="font-bold">{t('encyclopedia.diet')}</dt>
        <dd>{dietLabel(t, entry.diet)}</dd>
        <dt className="font-bold">{t('encyclopedia.length')}</dt>
        <dd>{entry.figures.length}</dd>
      </dl>
    </li>
  );
}
