import { useTranslation } from 'react-i18next';
import type { FactData } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';

/** Today's fact, the same for everyone: on the facts page and on the home page. */
export function FactOfTheDay(props: { fact: FactData; withLink?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby="fact-of-the-day"
      className="card flex flex-col gap-3 border-sun-400 bg-sun-200/60"
    >
      <Heading id="fact-of-the-day" className="text-2xl font-extrabold">
        {t('interesting.today')}
      </Heading>
      <p className="text-xl">{props.fact.text}</p>
      {props.withLink && (
        <AppLink to={to('/interesting')} className="text-link w-fit">
          {t('interesting.more')}
        </AppLink>
      )}
    </section>
  );
}
