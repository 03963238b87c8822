import { AppLink } from './app-link.tsx';

/** Links to every page of a paginated list, shown only when there is more than one page. */
export function PageLinks(props: {
  label: string;
  current: number;
  last: number;
  /** The address of a page. */
  href: (page: number) => string;
}) {
  if (props.last <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex flex-wrap justify-center gap-2">
      {Array.from({ length: props.last }, (_, i) => i + 1).map((page) => (
        <AppLink
          key={page}
          to={props.href(page)}
          className="lang-link text-xl"
          aria-current={page === props.current ? 'page' : undefined}
        >
          {page}
        </AppLink>
      ))}
    </nav>
  );
}
