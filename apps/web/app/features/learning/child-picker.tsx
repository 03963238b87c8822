import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ageOn, type User } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { openDialog } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { EmptyNestArt } from '../../ui/art/empty-nest-art.tsx';
import { EmptyState } from '../../ui/page-frame.tsx';
import { playAs } from './play-as.ts';

/** What a parent sees on the modules page: who is going to play, or how to add a child first. */
export function ChildPicker(props: { parent: User; children: User[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // The parent is signed in as themselves: adding a child needs no gate (decision 0016).
  const addChild = () => openDialog({ name: 'child', parent: props.parent });

  async function start(child: User) {
    setBusy(true);
    try {
      await playAs(child);
      await revalidator.revalidate();
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  if (props.children.length === 0) {
    return (
      <EmptyState
        title={t('learn.noChildrenTitle')}
        text={t('learn.noChildrenText')}
        art={<EmptyNestArt className="w-full" />}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className="button-primary" onClick={addChild}>
              {t('children.add')}
            </button>
            <AppLink to={to('/examples')} className="button-secondary">
              {t('examples.try')}
            </AppLink>
          </div>
        }
      />
    );
  }
  return (
    <section aria-labelledby="who-plays" className="flex flex-col gap-4">
      <h2 id="who-plays" className="text-2xl font-extrabold">
        {t('learn.whoPlays')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {props.children.map((child) => (
          <li key={child.id} className="card flex flex-col items-center gap-3 text-center">
            <Avatar user={child} size="lg" />
            <h3 className="text-2xl font-extrabold">{child.first_name}</h3>
            {child.birthday && (
              <p className="text-ink/80">{t('children.age', { age: ageOn(child.birthday) })}</p>
            )}
            <button
              type="button"
              className="button-primary w-full"
              disabled={busy}
              onClick={() => void start(child)}
            >
              {t('learn.playAs', { name: child.first_name })}
            </button>
          </li>
        ))}
      </ul>
      <p className="text-ink/80">{t('learn.playAsNote')}</p>
    </section>
  );
}
