import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductData } from '@dino/contract';

/** The product's pictures: a big one, and a thumbnail button for each to show it instead. */
export function ProductGallery(props: { images: ProductData['images'] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const image = props.images[shown] ?? props.images[0]!;
  return (
    <div className="flex flex-col gap-3">
      <img src={image.url} alt={image.alt} className="aspect-square w-full rounded-3xl bg-white" />
      {props.images.length > 1 && (
        <ul className="flex gap-3" aria-label={t('shop.pictures')}>
          {props.images.map((picture, index) => (
            <li key={picture.url}>
              <button
                type="button"
                className="h-20 w-20 rounded-2xl border-4 border-leaf-100 bg-white p-1 aria-pressed:border-sun-400"
                aria-pressed={index === shown}
                aria-label={t('shop.showPicture', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img src={picture.url} alt="" className="h-full w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
