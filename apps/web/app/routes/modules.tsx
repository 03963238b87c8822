import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { LESSON_COOKIE, MODULE_COOKIE, VOICE_LINES, type User } from '@dino/contract';
import type { Route } from './+types/modules';
import { ApiError, serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { currentUser } from '../lib/current-user.server.ts';
import { resolveLocale, useLocale, useLocalePath } from '../lib/lang.ts';
import { ChildPicker } from '../features/learning/child-picker.tsx';
import { learningApi } from '../features/learning/learning-api.ts';
import { ModuleCard } from '../features/learning/module-card.tsx';
import { asksPlayNext } from '../features/learning/play-next.ts';
import { useSayOnOpen } from '../features/learning/say-name.tsx';
import { ScoreBadge } from '../features/learning/score-badge.tsx';
import { storedChoice } from '../features/learning/selection.server.ts';
import { ModulesArt } from '../ui/art/modules-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';
import { PageLinks } from '../ui/page-links.tsx';

function pageParam(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The modules list (spec section 2). A child sees their progress and stickers, the modules of
 * their age first (the API's order), and "Play next" from their home lands here; a parent picks
 * which of their children plays (spec section 6: learning is a child's). A visitor who followed
 * "Learn" is told how a family starts, instead of meeting a login box that greets them back.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await currentUser(request, context, locale).catch((error: unknown) => {
    // A token the API refuses is the root loader's to forget; here it is a visitor.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });
  if (!user) return { who: 'visitor' as const };
  const api = serverApi(request, context, locale);
  if (user.type === 'parent') {
    const children = (await api.get<ApiAnswer<User[]>>(`auth/get-children/${user.id}`)).data;
    return { who: 'parent' as const, user, children };
  }
  const learning = learningApi(api);
  if (asksPlayNext(request)) {
    // Going on from the lesson the child was on; with nothing open left, their modules.
    const next = await learning.nextLesson(storedChoice(request, LESSON_COOKIE));
    throw redirect(
      next ? `/${locale}/modules/lessons/activity?lesson=${next.uuid}` : `/${locale}/modules`,
    );
  }
  const modules = await learning.modules(pageParam(request));
  return {
    who: 'child' as const,
    user,
    modules,
    current: storedChoice(request, MODULE_COOKIE) ?? null,
  };
}

export default function ModulesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.who === 'visitor') return <VisitorInvite />;
  if (loaderData.who === 'parent') {
    return (
      <PageFrame
        title={t('learn.whoTitle')}
        lead={t('learn.whoLead')}
        crumbs={[{ label: t('nav.modules') }]}
        art={<ModulesArt className="w-full" />}
      >
        <ChildPicker parent={loaderData.user} children={loaderData.children} />
      </PageFrame>
    );
  }
  return <ChildHome {...loaderData} />;
}

/**
 * Learning needs a grown-up's account: the ways on are signing up, logging in (the dialog opens
 * here, and this page then shows the children to choose from) and the examples, open to all.
 */
function VisitorInvite() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <PageFrame
      title={t('learn.visitorTitle')}
      lead={t('learn.visitorLead')}
      crumbs={[{ label: t('nav.modules') }]}
      art={<ModulesArt className="w-full" />}
    >
      <div className="flex flex-wrap items-center gap-3">
        <AppLink to={`${to('/modules')}?dialog=register`} className="button-primary">
          {t('home.createFamily')}
        </AppLink>
        <AppLink to={to('/examples')} className="button-secondary">
          {t('examples.try')}
        </AppLink>
        <AppLink to={`${to('/modules')}?dialog=login`} className="text-link">
          {t('auth.haveAccount')}
        </AppLink>
      </div>
    </PageFrame>
  );
}

/**
 * The child's home: their modules, with Dino saying what to do as it opens, in the very words
 * of the lead under the greeting. Those made for older or younger children come after the
 * ones of their age, marked, never hidden.
 */
function ChildHome(props: Extract<Route.ComponentProps['loaderData'], { who: 'child' }>) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  useSayOnOpen('pick_module');
  const { user, modules, current } = props;
  return (
    <PageFrame
      title={t('modules.title')}
      lead={`${t('learn.hello', { name: user.first_name })} ${VOICE_LINES.pick_module[locale][0]}`}
      crumbs={[{ label: t('nav.modules') }]}
      art={<ModulesArt className="w-full" />}
    >
      <div className="flex flex-wrap items-center gap-3">
        <ScoreBadge user={user} />
      </div>
      {modules.data.length === 0 ? (
        <EmptyState
          title={t('modules.emptyTitle')}
          text={t('modules.emptyText')}
          art={<EmptyNestArt className="w-full" />}
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {modules.data.map((module) => (
            <ModuleCard key={module.uuid} module={module} current={module.uuid === current} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t('learn.pages')}
        current={modules.pagination.currentPage}
        last={modules.pagination.lastPage}
        href={(page) => to(`/modules?page=${page}`)}
      />
    </PageFrame>
  );
}
