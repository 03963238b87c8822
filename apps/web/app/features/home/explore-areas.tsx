import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/lang.ts';
import { allows, useUser } from '../../lib/session.ts';
import { AppLink } from '../../ui/app-link.tsx';

/**
 * The discover areas as big cards; a child's home leaves out what is not for them, and the games
 * or videos their parent switched off.
 */
export function ExploreAreas(props: { title: string; withLearning?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const areas = [
    ...(props.withLearning === false
      ? []
      : [
          {
            to: to('/modules'),
            title: t('nav.modules'),
            text: t('home.modules'),
            tone: 'bg-leaf-200',
          },
        ]),
    ...(allows(user, 'games')
      ? [{ to: to('/games'), title: t('nav.games'), text: t('home.games'), tone: 'bg-sun-200' }]
      : []),
    { to: to('/book'), title: t('nav.book'), text: t('home.book'), tone: 'bg-sky-200' },
    {
      to: to('/encyclopedia'),
      title: t('nav.encyclopedia'),
      text: t('home.encyclopedia'),
      tone: 'bg-berry-100',
    },
    ...(allows(user, 'videos')
      ? [{ to: to('/video'), title: t('nav.video'), text: t('home.video'), tone: 'bg-sky-200' }]
      : []),
    {
      to: to('/interesting'),
      title: t('nav.interesting'),
      text: t('home.interesting'),
      tone: 'bg-leaf-200',
    },
    { to: to('/stages'), title: t('nav.stages'), text: t('home.stages'), tone: 'bg-sun-200' },
  ];
  return (
    <section aria-labelledby="explore" className="flex flex-col gap-4">
      <h2 id="explore" className="text-3xl font-extrabold">
        {props.title}
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
  );
}
