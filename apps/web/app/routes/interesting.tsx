import { useTranslation } from 'react-i18next';
import type { Route } from './+types/interesting';
import { serverApi } from '../lib/api-client.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { FactOfTheDay } from '../features/facts/fact-of-the-day.tsx';
import { factsApi } from '../features/facts/facts-api.ts';
import { InterestingArt } from '../ui/art/interesting-art.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = factsApi(serverApi(request, context, resolveLocale(request, params.lang)));
  const all = await api.all();
  const asked = new URL(request.url).searchParams.get('category') ?? '';
  // An unknown category (an address typed by hand) shows every fact.
  const category = all.categories.some((c) => c.id === asked) ? asked : '';
  return { ...all, category };
}

/** Interesting facts: today's fact, then every fact by category, each with its sources. */
export default function InterestingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { categories, facts, today, category } = loaderData;
  const fact = facts.find((item) => item.id === today);
  const shown = category ? facts.filter((item) => item.category === category) : facts;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return (
    <PageFrame
      title={t('interesting.title')}
      lead={t('interesting.lead')}
      crumbs={[{ label: t('nav.interesting') }]}
      art={<InterestingArt className="w-full" />}
    >
      {fact && <FactOfTheDay fact={fact} />}
      <nav aria-label={t('interesting.categories')}>
        <ul className="flex flex-wrap gap-2">
          {[{ id: '', name: t('interesting.all') }, ...categories].map((item) => (
            <li key={item.id}>
              <AppLink
                to={to(item.id ? `/interesting?category=${item.id}` : '/interesting')}
                aria-current={item.id === category ? 'page' : undefined}
                className="nav-link border-2 border-leaf-200 bg-white"
                preventScrollReset
              >
                {item.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p aria-live="polite" className="font-bold text-ink/80">
        {t('interesting.found', { total: shown.length })}
      </p>
      <ol className="grid gap-4 md:grid-cols-2">
        {shown.map((item) => (
          <li key={item.id} className="card flex flex-col gap-2">
            <p className="text-base font-bold text-leaf-700">{categoryName.get(item.category)}</p>
            <p className="text-xl">{item.text}</p>
            <p className="mt-auto text-sm text-ink/70">
              {t('interesting.source')}: {item.sources.map((source) => source.citation).join('; ')}
            </p>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
