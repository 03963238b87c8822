import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { User } from '@dino/contract';
import type { Route } from './+types/home';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { currentUser } from '../lib/current-user.server.ts';
import { showSuccess } from '../lib/feedback.ts';
import { resolveLocale } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { VisitorHome } from '../features/home/visitor-home.tsx';
import { FactOfTheDay } from '../features/facts/fact-of-the-day.tsx';
import { factsApi } from '../features/facts/facts-api.ts';

// Most first visits are a visitor's: a family's home (the child picker, ages, stages) loads
// only for a signed-in user, keeping the visitor's first load small.
const ParentHome = lazy(() =>
  import('../features/home/parent-home.tsx').then((module) => ({ default: module.ParentHome })),
);
const ChildHome = lazy(() =>
  import('../features/home/child-home.tsx').then((module) => ({ default: module.ChildHome })),
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const api = serverApi(request, context, locale);
  // A refused token is the root loader's to handle (it forgets it); here it is a visitor.
  const [fact, user] = await Promise.all([
    factsApi(api).today(),
    currentUser(request, context, locale).catch(() => null),
  ]);
  const children =
    user?.type === 'parent'
      ? (await api.get<ApiAnswer<User[]>>(`auth/get-children/${user.id}`)).data
      : [];
  return { fact, children };
}

/** After the mail's link: /?successVerify=true says so once (spec section 2). */
function useVerifiedAlert() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const verified = params.get('successVerify') === 'true';
  useEffect(() => {
    if (!verified) return;
    showSuccess(t('verify.success'));
    setParams(
      (current) => {
        current.delete('successVerify');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [verified, setParams, t]);
}

/** Home: different for a visitor (what Dino is), a parent (who plays) and a child (go on). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useUser();
  useVerifiedAlert();
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <meta name="description" content={t('home.lead')} />
      {user ? (
        <Suspense>
          {user.type === 'child' ? (
            <ChildHome child={user} />
          ) : (
            <ParentHome parent={user} children={loaderData.children} />
          )}
        </Suspense>
      ) : (
        <VisitorHome />
      )}
      <FactOfTheDay fact={loaderData.fact} withLink />
    </main>
  );
}
