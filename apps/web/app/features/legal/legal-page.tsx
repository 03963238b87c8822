import { useTranslation } from 'react-i18next';
import type { LegalPageData } from '@dino/contract';
import { LegalArt } from '../../ui/art/legal-art.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** The terms or the privacy policy: its seven sections, with a table of contents to each. */
export function LegalPage(props: {
  title: string;
  lead: string;
  crumb: string;
  page: LegalPageData;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={props.title}
      lead={props.lead}
      crumbs={[{ label: props.crumb }]}
      art={<LegalArt className="w-full" />}
    >
      <nav aria-labelledby="legal-contents" className="card">
        <h2 id="legal-contents" className="text-xl font-extrabold">
          {t('legal.contents')}
        </h2>
        <ol className="mt-2 list-decimal pl-6">
          {props.page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-link">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {props.page.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="card flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-extrabold">
            {index + 1}. {section.title}
          </h2>
          {section.body.split('\n\n').map((paragraph, i) => (
            <p key={i} className="max-w-prose text-lg leading-relaxed text-ink/90">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="text-ink/75">{t('legal.updated', { date: props.page.updated })}</p>
    </PageFrame>
  );
}
