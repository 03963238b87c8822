import { useTranslation } from 'react-i18next';
import type { User } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { ChildPicker } from '../learning/child-picker.tsx';
import { ExploreAreas } from './explore-areas.tsx';

/** A parent's home: who plays today, and the grown-up's own places (account, orders, shop). */
export function ParentHome(props: { parent: User; children: User[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <section className="hero-card">
        <div className="flex flex-col gap-3">
          <h1 className="text-4xl font-extrabold">
            {t('home.helloParent', { name: props.parent.first_name })}
          </h1>
          <p className="text-xl text-ink/85">{t('home.parentLead')}</p>
          <div className="flex flex-wrap gap-3">
            <AppLink to={to('/profile')} className="button-secondary">
              {t('home.parentProfile')}
            </AppLink>
            <AppLink to={to('/orders')} className="button-quiet">
              {t('nav.orders')}
            </AppLink>
            <AppLink to={to('/shop')} className="button-quiet">
              {t('nav.shop')}
            </AppLink>
          </div>
        </div>
      </section>
      <ChildPicker parent={props.parent} children={props.children} />
      <ExploreAreas title={t('home.exploreTogether')} withLearning={false} />
    </>
  );
}
