import { useTranslation } from 'react-i18next';
import { stickerUrl } from './stickers.ts';

/** One place per lesson of a module: a dinosaur sticker where a lesson is done, a dashed ring where not. */
export function StickerShelf(props: { earned: number; places: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="sr-only">
        {t('learn.stickers', { earned: props.earned, places: props.places })}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-hidden="true">
        {Array.from({ length: props.places }, (_, position) => (
          <li
            key={position}
            className={`flex h-11 w-11 items-center justify-center rounded-full ${position < props.earned ? 'bg-sun-200 shadow-[0_2px_0_var(--color-sun-600)]' : 'border-2 border-dashed border-leaf-300'}`}
          >
            {position < props.earned && (
              <img src={stickerUrl(position)} alt="" className="h-9 w-9" loading="lazy" />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
