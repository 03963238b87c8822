import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DinoMascot } from './dino-mascot.tsx';

/** The frame of the 404 and error pages: a big friendly message and one way back. */
export function StatusPage(props: {
  title: string;
  text: string;
  code: number;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-16 text-center"
    >
      <title>{`${props.title} · ${t('app.name')}`}</title>
      <DinoMascot className="h-40 w-40" mood="puzzled" />
      <p className="text-lg font-bold text-leaf-700">{t('error.code', { code: props.code })}</p>
      <h1 className="text-4xl font-extrabold text-ink">{props.title}</h1>
      <p className="text-lg text-ink/80">{props.text}</p>
      {props.action}
    </main>
  );
}
