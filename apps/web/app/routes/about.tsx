import { useTranslation } from 'react-i18next';
import { AboutArt } from '../ui/art/about-art.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** About Dino: who it is for and what it promises a family. */
export default function AboutPage() {
  const { t } = useTranslation();
  const promises = [
    { title: t('about.agesTitle'), text: t('about.agesText') },
    { title: t('about.languagesTitle'), text: t('about.languagesText') },
    { title: t('about.safetyTitle'), text: t('about.safetyText') },
    { title: t('about.parentsTitle'), text: t('about.parentsText') },
  ];
  return (
    <PageFrame
      title={t('about.title')}
      lead={t('about.lead')}
      crumbs={[{ label: t('nav.about') }]}
      art={<AboutArt className="w-full" />}
    >
      <section aria-labelledby="promises" className="flex flex-col gap-4">
        <h2 id="promises" className="text-2xl font-extrabold">
          {t('about.promisesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {promises.map((promise) => (
            <li key={promise.title} className="card">
              <h3 className="text-xl font-extrabold text-leaf-700">{promise.title}</h3>
              <p className="text-ink/85">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
