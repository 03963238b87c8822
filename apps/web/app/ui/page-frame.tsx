import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

/**
 * The frame of a section page: its trail, a heading with a short lead and the section's own
 * picture, then the page's content. Also sets the document title.
 */
export function PageFrame(props: {
  title: string;
  lead: string;
  crumbs: Crumb[];
  art: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:py-10">
      <title>{`${props.title} · ${t('app.name')}`}</title>
      <meta name="description" content={props.lead} />
      <Breadcrumbs items={props.crumbs} />
      <section className="hero-card">
        {/* A long Armenian word (a module's name) breaks rather than widen a phone's page. */}
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="text-3xl font-extrabold break-words text-ink sm:text-4xl">
            {props.title}
          </h1>
          <p className="max-w-prose text-lg text-ink/80">{props.lead}</p>
        </div>
        <div className="mx-auto w-full max-w-48 sm:max-w-60">{props.art}</div>
      </section>
      {props.children}
    </main>
  );
}

/** What a list shows while it has nothing in it. */
export function EmptyState(props: {
  title: string;
  text: string;
  art: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border-4 border-dashed border-leaf-200 bg-white px-6 py-10 text-center">
      <div className="w-40">{props.art}</div>
      <h2 className="text-2xl font-extrabold">{props.title}</h2>
      <p className="max-w-prose text-ink/80">{props.text}</p>
      {props.action}
    </section>
  );
}
