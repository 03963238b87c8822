import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DinoMascot } from '../ui/dino-mascot.tsx';
import { SuccessAlert } from '../ui/success-alert.tsx';

export default function Home() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [verifiedAlert, setVerifiedAlert] = useState(params.get('successVerify') === 'true');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <title>{`${t('app.name')} · ${t('app.tagline')}`}</title>
      <meta name="description" content={t('home.lead')} />
      {verifiedAlert && (
        <SuccessAlert message={t('verify.success')} onClose={() => setVerifiedAlert(false)} />
      )}
      <section className="grid items-center gap-10 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <h1 className="text-4xl font-extrabold leading-tight text-ink sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="text-xl text-ink/80">{t('home.lead')}</p>
          <ul className="flex flex-wrap gap-3 text-base font-bold">
            <li className="chip">{t('home.ages')}</li>
            <li className="chip">{t('home.languages')}</li>
            <li className="chip">{t('home.safe')}</li>
          </ul>
        </div>
        <DinoMascot className="mx-auto h-72 w-72" />
      </section>
    </main>
  );
}
