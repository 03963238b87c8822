import { useTranslation } from 'react-i18next';
import type { Route } from './+types/encyclopedia';
import { ApiError, serverApi } from '../lib/api-client.ts';
import { resolveLocale } from '../lib/lang.ts';
import { EncyclopediaFilters } from '../features/encyclopedia/encyclopedia-filters.tsx';
import { EntryCard } from '../features/encyclopedia/entry-card.tsx';
import { encyclopediaApi } from '../features/encyclopedia/encyclopedia-api.ts';
import { figuresOf } from '../features/encyclopedia/measures.ts';
import { EncyclopediaArt } from '../ui/art/encyclopedia-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

const FILTERS = ['q', 'period', 'diet', 'group'];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const api = encyclopediaApi(serverApi(request, context, locale));
  const query = new URLSearchParams();
  for (const [name, value] of new URL(request.url).searchParams) {
    if (FILTERS.includes(name) && value.trim() !== '') query.set(name, value.trim());
  }
  const entries = await api.search(query).catch((error: unknown) => {
    // A filter the API cannot read (an address typed by hand) is dropped, not an error page.
    if (!(error instanceof ApiError && error.status === 422)) throw error;
    for (const field of Object.keys(error.errors)) query.delete(field);
    return api.search(query);
  });
  return {
    entries: entries.map((entry) => ({ ...entry, figures: figuresOf(locale, entry) })),
    query: query.toString(),
  };
}

/** The encyclopedia: every animal, searchable in any of the three languages, with filters. */
export default function EncyclopediaPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries } = loaderData;
  return (
    <PageFrame
      title={t('encyclopedia.title')}
      lead={t('encyclopedia.lead')}
      crumbs={[{ label: t('nav.encyclopedia') }]}
      art={<EncyclopediaArt className="w-full" />}
    >
      <EncyclopediaFilters values={new URLSearchParams(loaderData.query)} />
      <p aria-live="polite" className="font-bold text-ink/80">
        {t('encyclopedia.found', { total: entries.length })}
      </p>
      {entries.length === 0 ? (
        <EmptyState
          title={t('encyclopedia.nothingTitle')}
          text={t('encyclopedia.nothingText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
