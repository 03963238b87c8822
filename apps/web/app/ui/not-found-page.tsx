import { useTranslation } from 'react-i18next';
import { localePath, useLocale } from '../lib/lang.ts';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <StatusPage
      code={404}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <a className="button-primary" href={localePath(locale)}>
          {t('notFound.back')}
        </a>
      }
    />
  );
}
