import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ageOn, type User } from '@dino/contract';
import type { Route } from './+types/profile';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { reportApiError } from '../lib/api-errors.ts';
import { openDialog } from '../lib/feedback.ts';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocalePath } from '../lib/lang.ts';
import { withParentalGate } from '../features/parental-gate/use-parental-gate.ts';
import { DataRightsSection } from '../features/data-rights/data-rights-section.tsx';
import { ChildSwitches } from '../features/family/child-switches.tsx';
import { StageChoice } from '../features/family/stage-choice.tsx';
import { playAs } from '../features/learning/play-as.ts';
import { ChildSignInDialog } from '../features/profile/child-sign-in-dialog.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { ProfileArt } from '../ui/art/profile-art.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { LockIcon, StarIcon } from '../ui/icons.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** Profile (spec section 6: signed in only): the user, and a parent's children with their scores. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireUser(request, context, locale);
  const children =
    user.type === 'parent'
      ? (
          await serverApi(request, context, locale).get<ApiAnswer<User[]>>(
            `auth/get-children/${user.id}`,
          )
        ).data
      : [];
  return { user, children };
}

function Score(props: { score: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-1 font-extrabold text-ink">
      <StarIcon className="h-6 w-6 text-sun-600" />
      {t('profile.score', { score: props.score })}
    </p>
  );
}

/** Whether the child has a sign-in of their own for another device, and whether it is locked. */
function SignInStatus(props: { child: User }) {
  const { t } = useTranslation();
  const signIn = props.child.sign_in;
  if (!signIn) return <p className="text-ink/80">{t('children.signInNone')}</p>;
  return (
    <p className="flex flex-col items-start gap-1 text-ink/80">
      <span className="break-all">{t('children.signInAs', { username: signIn.username })}</span>
      {signIn.locked && (
        <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-berry-100 px-2 py-0.5 text-base font-bold text-berry-700">
          <LockIcon className="h-5 w-5 shrink-0" />
          {t('children.signInLocked')}
        </span>
      )}
    </p>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { user, children } = loaderData;
  const isParent = user.type === 'parent';
  const [signInOf, setSignInOf] = useState<number | null>(null);
  const signInChild = children.find((child) => child.id === signInOf);
  const [starting, setStarting] = useState(false);

  /** "Play as": the child's session opens here and their home is where they play. */
  async function start(child: User) {
    setStarting(true);
    try {
      await playAs(child);
      await navigate(to('/'));
    } catch (error) {
      reportApiError(error);
      setStarting(false);
    }
  }
  return (
    <PageFrame
      title={t('profile.title')}
      lead={isParent ? t('profile.leadParent') : t('profile.leadChild')}
      crumbs={[{ label: t('nav.profile') }]}
      art={<ProfileArt className="w-full" />}
    >
      <section
        aria-labelledby="me"
        className="card flex flex-col gap-4 sm:flex-row sm:items-center"
      >
        <Avatar user={user} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="me" className="text-2xl font-extrabold">
            {user.first_name} {user.last_name}
          </h2>
          <p className="text-ink/80">@{user.nickname}</p>
          {user.email && <p className="break-words text-ink/80">{user.email}</p>}
          {!isParent && <Score score={user.user_stat.total_scores} />}
        </div>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            className="button-secondary"
            onClick={() => withParentalGate(() => openDialog({ name: 'profile', user }))}
          >
            {t('profile.edit')}
          </button>
          <button
            type="button"
            className="button-quiet"
            onClick={() => withParentalGate(() => openDialog({ name: 'update-password', user }))}
          >
            {t('profile.changePassword')}
          </button>
        </div>
      </section>
      {isParent && (
        <section aria-labelledby="children" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="children" className="text-2xl font-extrabold">
              {t('children.title')}
            </h2>
            <button
              type="button"
              className="button-primary"
              // A parent signed in as themselves adds a child at once: the gate is for a child's
              // way back to the grown-up pages (issue 20).
              onClick={() => openDialog({ name: 'child', parent: user })}
            >
              {t('children.add')}
            </button>
          </div>
          <p className="text-ink/85">{t('family.shopNote')}</p>
          {children.length === 0 ? (
            <p className="card text-ink/85">{t('children.none')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {children.map((child) => (
                <li key={child.id} className="card flex flex-col gap-3">
                  <div className="flex items-center gap-4">
                    <Avatar user={child} size="lg" />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <h3 className="text-xl font-extrabold">{child.first_name}</h3>
                      {child.birthday && (
                        <p className="text-ink/80">
                          {t('children.age', { age: ageOn(child.birthday) })}
                        </p>
                      )}
                      <Score score={child.user_stat.total_scores} />
                      <SignInStatus child={child} />
                      <button
                        type="button"
                        className="text-link self-start"
                        aria-label={t('children.editLabel', { name: child.first_name })}
                        onClick={() =>
                          withParentalGate(() => openDialog({ name: 'child', parent: user, child }))
                        }
                      >
                        {t('children.edit')}
                      </button>
                    </div>
                  </div>
                  <button
                    type="button"
                    className="button-primary"
                    disabled={starting}
                    onClick={() => void start(child)}
                  >
                    {t('learn.playAs', { name: child.first_name })}
                  </button>
                  <ChildSwitches child={child} />
                  <StageChoice child={child} />
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    <AppLink
                      to={to(`/profile/children/${child.id}`)}
                      className="text-link"
                      aria-label={t('family.progressOf', { name: child.first_name })}
                    >
                      {t('family.progress')}
                    </AppLink>
                    <button
                      type="button"
                      className="text-link"
                      aria-label={
                        child.sign_in?.locked
                          ? t('children.signInUnlockOf', { name: child.first_name })
                          : t('children.signInOf', { name: child.first_name })
                      }
                      onClick={() => withParentalGate(() => setSignInOf(child.id))}
                    >
                      {child.sign_in?.locked ? t('children.signInUnlock') : t('children.signIn')}
                    </button>
                    <button
                      type="button"
                      className="text-link"
                      aria-label={t('family.resetPasswordOf', { name: child.first_name })}
                      onClick={() =>
                        withParentalGate(() => openDialog({ name: 'child-password', child }))
                      }
                    >
                      {t('family.resetPassword')}
                    </button>
                    <button
                      type="button"
                      className="text-link text-berry-700"
                      aria-label={t('family.removeOf', { name: child.first_name })}
                      onClick={() =>
                        withParentalGate(() => openDialog({ name: 'child-remove', child }))
                      }
                    >
                      {t('family.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <DataRightsSection user={user} />
      {signInChild && <ChildSignInDialog child={signInChild} onClose={() => setSignInOf(null)} />}
    </PageFrame>
  );
}
