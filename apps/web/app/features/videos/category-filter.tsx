import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/lang.ts';

/**
 * The categories as chips: plain links (`?category=…`), so a choice can be shared and works
 * before the page hydrates. The page stays where it is when a chip is chosen.
 */
export function CategoryFilter(props: {
  categories: { id: string; name: string }[];
  /** The chosen category, or null for all. */
  current: string | null;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const chips = [{ id: null, name: t('video.all') }, ...props.categories];
  return (
    <nav aria-label={t('video.categories')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id ?? ''}>
            <Link
              to={chip.id ? to(`/video?category=${encodeURIComponent(chip.id)}`) : to('/video')}
              prefetch="none"
              preventScrollReset
              aria-current={chip.id === props.current ? 'true' : undefined}
              className="inline-flex min-h-12 items-center rounded-full border-2 border-leaf-300 bg-white px-5 font-extrabold text-leaf-800 hover:bg-leaf-50 aria-[current]:border-leaf-700 aria-[current]:bg-leaf-700 aria-[current]:text-white"
            >
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
