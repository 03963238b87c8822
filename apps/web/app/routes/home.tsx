import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showSuccess } from '../lib/feedback.ts';
import { useLocalePath } from '../lib/lang.ts';
import { AppLink } from '../ui/app-link.tsx';
import { DinoMascot } from '../ui/dino-mascot.tsx';

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

export default function Home() {
  const { t } = useTranslation();
  const to = useLocalePath();
  useVerifiedAlert();
  const areas = [
    { to: to('/modules'), title: t('nav.modules'), text: t('home.modules'), tone: 'bg-leaf-200' },
    { to: to('/games'), title: t('nav.games'), text: t('home.games'), tone: 'bg-sun-200' },
    { to: to('/book'), title: t('nav.book'), text: t('home.book'), tone: 'bg-sky-200' },
    {
      to: to('/encyclopedia'),
      title: t('nav.encyclopedia'),
      text: t('home.encyclopedia'),
      tone: 'bg-berry-100',
    },
    { to: to('/video'), title: t('nav.video'), text: t('home.video'), tone: 'bg-sky-200' },
    {
      to: to('/interesting'),
      title: t('nav.interesting'),
      text: t('home.interesting'),
      tone: 'bg-leaf-200',
    },
  ];
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <meta name="description" content={t('home.lead')} />
      <section className="hero-card">
        <div className="flex flex-col gap-5">
          <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="text-xl text-ink/85">{t('home.lead')}</p>
          <ul className="flex flex-wrap gap-2 text-base font-bold">
            <li className="chip">{t('home.ages')}</li>
            <li className="chip">{t('home.languages')}</li>
            <li className="chip">{t('home.safe')}</li>
          </ul>
          <div className="flex flex-wrap gap-3">
            <AppLink to={to('/modules')} className="button-primary">
              {t('home.start')}
            </AppLink>
            <AppLink to={to('/examples')} className="button-secondary">
              {t('examples.try')}
            </AppLink>
          </div>
        </div>
        <DinoMascot className="mx-auto h-56 w-56 sm:h-72 sm:w-72" />
      </section>
      <section aria-labelledby="explore" className="flex flex-col gap-4">
        <h2 id="explore" className="text-3xl font-extrabold">
          {t('home.explore')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.to}>
              <AppLink to={area.to} className={`area-card ${area.tone}`}>
                <span className="text-2xl font-extrabold">{area.title}</span>
                <span className="text-ink/85">{area.text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
