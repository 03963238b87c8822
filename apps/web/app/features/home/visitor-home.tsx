import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DinoMascot } from '../../ui/dino-mascot.tsx';
import { ExploreAreas } from './explore-areas.tsx';

/** A visitor's home: what Dino is, a way to try it at once, and how a family starts. */
export function VisitorHome() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <section className="hero-card">
        <div className="flex flex-col gap-5">
          <h1 className="text-4xl leading-tight font-extrabold text-ink lg:text-5xl">
            {t('home.title')}
          </h1>
          <p className="text-xl text-ink/85">{t('home.lead')}</p>
          <ul className="flex flex-wrap gap-2 text-base font-bold">
            <li className="chip">{t('home.ages')}</li>
            <li className="chip">{t('home.languages')}</li>
            <li className="chip">{t('home.safe')}</li>
          </ul>
          <div className="flex flex-wrap gap-3">
            <AppLink to={`${to()}?dialog=register`} className="button-primary">
              {t('home.createFamily')}
            </AppLink>
            <AppLink to={to('/examples')} className="button-secondary">
              {t('examples.try')}
            </AppLink>
          </div>
        </div>
        <DinoMascot className="mx-auto aspect-square h-auto w-full max-w-56 sm:max-w-72" />
      </section>
      <ExploreAreas title={t('home.explore')} />
      <section aria-labelledby="how" className="flex flex-col gap-4">
        <h2 id="how" className="text-3xl font-extrabold">
          {t('home.howTitle')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {[t('home.how1'), t('home.how2'), t('home.how3')].map((step, index) => (
            <li key={step} className="card flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-xl font-extrabold text-white"
              >
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
        <AppLink to={to('/about')} className="text-link w-fit">
          {t('home.aboutLink')}
        </AppLink>
      </section>
    </>
  );
}
