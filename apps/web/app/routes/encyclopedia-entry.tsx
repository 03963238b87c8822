import { useTranslation } from 'react-i18next';
import type { Route } from './+types/encyclopedia-entry';
import { serverApi } from '../lib/api-client.ts';
import { resolveLocale, useLocale, useLocalePath } from '../lib/lang.ts';
import { orNotFound } from '../lib/not-found.server.ts';
import { encyclopediaApi } from '../features/encyclopedia/encyclopedia-api.ts';
import { dietLabel, groupLabel, periodLabel } from '../features/encyclopedia/labels.ts';
import { figuresOf } from '../features/encyclopedia/measures.ts';
import { ReadAloud } from '../features/encyclopedia/read-aloud.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const api = encyclopediaApi(serverApi(request, context, locale));
  const entry = await orNotFound(api.entry(params.entry));
  return { entry, figures: figuresOf(locale, entry) };
}

/** One animal (`/{lang}/encyclopedia/{id}`, an address to share): measures, fossils, sources. */
export default function EncyclopediaEntryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { entry } = loaderData;
  const { figures } = loaderData;
  const weight = !figures.weight
    ? t('encyclopedia.weightUnknown')
    : 'tonnes' in figures.weight
      ? t('encyclopedia.tonnes', { value: figures.weight.tonnes })
      : figures.weight.kilograms;
  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-6 sm:py-10">
      <title>{`${entry.name} · ${t('encyclopedia.title')} · ${t('app.name')}`}</title>
      <meta name="description" content={entry.fact} />
      <Breadcrumbs
        items={[{ label: t('nav.encyclopedia'), to: to('/encyclopedia') }, { label: entry.name }]}
      />
      <article className="flex flex-col gap-8">
        <header className="hero-card">
          <div className="flex flex-col gap-3">
            <h1 className="text-xl font-extrabold min-[360px]:text-2xl sm:text-4xl">
              {entry.name}
            </h1>
            <p className="text-lg">
              <span className="italic" lang="la">
                {entry.scientificName}
              </span>{' '}
              · {t('encyclopedia.sayIt')}: <strong>{entry.pronunciation}</strong>
            </p>
            <p className="text-ink/80">{t('encyclopedia.meaning', { meaning: entry.meaning })}</p>
            {entry.group !== 'dinosaur' && (
              <p className="w-fit rounded-full bg-sun-200 px-4 py-1 font-bold">
                {t('encyclopedia.notDinosaur', { group: groupLabel(t, entry.group) })}
              </p>
            )}
            <div className="flex items-center gap-3">
              <ReadAloud
                text={`${entry.name}. ${entry.description} ${entry.fact}`}
                locale={locale}
              />
            </div>
          </div>
          <img
            src={entry.art}
            alt={entry.name}
            width={400}
            height={280}
            className="mx-auto w-full max-w-md"
          />
        </header>
        <section className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-4">
            <p className="text-xl">{entry.description}</p>
            <aside className="card bg-sun-200/60" aria-labelledby="fact-title">
              <h2 id="fact-title" className="text-xl font-extrabold">
                {t('encyclopedia.didYouKnow')}
              </h2>
              <p>{entry.fact}</p>
            </aside>
          </div>
          <dl className="card grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 self-start">
            <dt className="font-bold">{t('encyclopedia.group')}</dt>
            <dd>{groupLabel(t, entry.group)}</dd>
            <dt className="font-bold">{t('encyclopedia.period')}</dt>
            <dd>{periodLabel(t, entry.period)}</dd>
            <dt className="font-bold">{t('encyclopedia.lived')}</dt>
            <dd>{t('encyclopedia.myaLong', { mya: figures.mya })}</dd>
            <dt className="font-bold">{t('encyclopedia.diet')}</dt>
            <dd>{dietLabel(t, entry.diet)}</dd>
            <dt className="font-bold">
              {entry.group === 'pterosaur' ? t('encyclopedia.wingspan') : t('encyclopedia.length')}
            </dt>
            <dd>{figures.length}</dd>
            <dt className="font-bold">{t('encyclopedia.weight')}</dt>
            <dd>{weight}</dd>
            <dt className="font-bold">{t('encyclopedia.fossils')}</dt>
            <dd>{entry.fossils.join(', ')}</dd>
          </dl>
        </section>
        <section aria-labelledby="sources-title" className="flex flex-col gap-2">
          <h2 id="sources-title" className="text-xl font-extrabold">
            {t('encyclopedia.sources')}
          </h2>
          <p className="text-base text-ink/75">{t('encyclopedia.rangesNote')}</p>
          <ul className="list-disc pl-6 text-base">
            {entry.sources.map((source) => (
              <li key={source.id}>
                {source.citation}
                {source.url && (
                  <>
                    {' '}
                    <a
                      href={source.url}
                      className="text-link"
                      rel="noreferrer noopener"
                      target="_blank"
                    >
                      {new URL(source.url).host}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
        <AppLink to={to('/encyclopedia')} className="button-secondary w-fit">
          {t('encyclopedia.back')}
        </AppLink>
      </article>
    </main>
  );
}
