import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../lib/lang.ts';
import { AboutArt } from '../ui/art/about-art.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { DinoMascot } from '../ui/dino-mascot.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** Libraries whose work the product stands on, with their licences (credits). */
const SOFTWARE = [
  ['React', 'MIT'],
  ['React Router', 'MIT'],
  ['Fastify', 'MIT'],
  ['PostgreSQL', 'PostgreSQL License'],
  ['PGlite', 'Apache-2.0'],
  ['Drizzle ORM', 'Apache-2.0'],
  ['Zod', 'MIT'],
  ['i18next', 'MIT'],
  ['Radix UI', 'MIT'],
  ['Tailwind CSS', 'MIT'],
  ['libphonenumber-js', 'MIT'],
  ['sharp', 'Apache-2.0'],
] as const;

/** About Dino: the mission, what it promises a family, the team, and the credits. */
export default function AboutPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const promises = [
    { title: t('about.agesTitle'), text: t('about.agesText') },
    { title: t('about.languagesTitle'), text: t('about.languagesText') },
    { title: t('about.safetyTitle'), text: t('about.safetyText') },
    { title: t('about.parentsTitle'), text: t('about.parentsText') },
  ];
  const team = [
    { title: t('about.teamTeachers'), text: t('about.teamTeachersText') },
    { title: t('about.teamArtists'), text: t('about.teamArtistsText') },
    { title: t('about.teamLanguages'), text: t('about.teamLanguagesText') },
    { title: t('about.teamEngineers'), text: t('about.teamEngineersText') },
  ];
  return (
    <PageFrame
      title={t('about.title')}
      lead={t('about.lead')}
      crumbs={[{ label: t('nav.about') }]}
      art={<AboutArt className="w-full" />}
    >
      <section aria-labelledby="mission" className="card flex flex-col gap-3 bg-leaf-50">
        <h2 id="mission" className="text-2xl font-extrabold">
          {t('about.missionTitle')}
        </h2>
        <p className="max-w-prose text-xl">{t('about.mission')}</p>
      </section>
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
      <section id="team" aria-labelledby="team-title" className="flex flex-col gap-4">
        <h2 id="team-title" className="text-2xl font-extrabold">
          {t('about.teamTitle')}
        </h2>
        <p className="max-w-prose text-ink/85">{t('about.teamLead')}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.title} className="card flex flex-col items-center gap-2 text-center">
              <DinoMascot className="h-20 w-20" />
              <h3 className="text-xl font-extrabold text-leaf-700">{member.title}</h3>
              <p className="text-base text-ink/85">{member.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <AppLink to={to('/contact')} className="text-link">
            {t('about.writeToUs')}
          </AppLink>
        </p>
      </section>
      <section id="credits" aria-labelledby="credits-title" className="flex flex-col gap-3">
        <h2 id="credits-title" className="text-2xl font-extrabold">
          {t('about.creditsTitle')}
        </h2>
        <h3 className="text-xl font-extrabold">{t('about.creditsArt')}</h3>
        <p className="max-w-prose">{t('about.creditsArtText')}</p>
        <h3 className="text-xl font-extrabold">{t('about.creditsData')}</h3>
        <p className="max-w-prose">{t('about.creditsDataText')}</p>
        <h3 className="text-xl font-extrabold">{t('about.creditsFonts')}</h3>
        <p className="max-w-prose">{t('about.creditsFontsText')}</p>
        <h3 className="text-xl font-extrabold">{t('about.creditsSoftware')}</h3>
        <p className="max-w-prose">{t('about.creditsSoftwareText')}</p>
        <ul className="grid list-disc gap-1 pl-6 text-base sm:grid-cols-2 lg:grid-cols-3">
          {SOFTWARE.map(([name, licence]) => (
            <li key={name}>
              {name} · {licence}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
