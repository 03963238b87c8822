import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';
import { ChevronIcon } from './icons.tsx';

/** One step of the trail; without `to` it is plain text (the current page, or a lesson). */
export interface Crumb {
  label: string;
  to?: string | undefined;
}

/** The trail of spec section 2 (games shows 'games', modules 'modules', ...); no home step. */
export function Breadcrumbs(props: { items: Crumb[] }) {
  const { t } = useTranslation();
  const last = props.items.length - 1;
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-base font-bold">
        {props.items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-1">
            {index > 0 && <ChevronIcon className="h-4 w-4 text-ink/60" />}
            {item.to && index < last ? (
              <AppLink to={item.to} className="crumb-link">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current={index === last ? 'page' : undefined} className="px-1 text-ink/80">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
