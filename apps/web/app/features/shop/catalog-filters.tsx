import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { CHILD_MAX_AGE, CHILD_MIN_AGE, SHOP_SORTS, type ShopSort } from '@dino/contract';

const AGES = Array.from({ length: CHILD_MAX_AGE - CHILD_MIN_AGE + 1 }, (_, i) => i + CHILD_MIN_AGE);

/**
 * Search, category, a child's age, a price range and the order, as a plain GET form: the
 * address holds the choice, so it can be shared, reloaded and used before the page hydrates.
 */
export function CatalogFilters(props: {
  categories: { slug: string; name: string }[];
  values: URLSearchParams;
  /** A child session: no prices anywhere, so no price filters or price orders either. */
  forChild: boolean;
}) {
  const { t } = useTranslation();
  const value = (name: string) => props.values.get(name) ?? '';
  const sortLabel: Record<ShopSort, string> = {
    featured: t('shop.sortFeatured'),
    price_asc: t('shop.sortPriceAsc'),
    price_desc: t('shop.sortPriceDesc'),
    name: t('shop.sortName'),
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('shop.filters')}
      className="card grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="flex flex-col gap-1 font-bold sm:col-span-2 lg:col-span-3">
        {t('shop.search')}
        <input name="q" type="search" className="input" defaultValue={value('q')} maxLength={100} />
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('shop.category')}
        <select name="category" className="input" defaultValue={value('category')}>
          <option value="">{t('shop.allCategories')}</option>
          {props.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('shop.age')}
        <select name="age" className="input" defaultValue={value('age')}>
          <option value="">{t('shop.anyAge')}</option>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {t('children.age', { age })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('shop.sort')}
        <select name="sort" className="input" defaultValue={value('sort') || 'featured'}>
          {SHOP_SORTS.filter((sort) => !props.forChild || !sort.startsWith('price')).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel[sort]}
            </option>
          ))}
        </select>
      </label>
      {!props.forChild && (
        <>
          <label className="flex flex-col gap-1 font-bold">
            {t('shop.minPrice')}
            <input
              name="min_price"
              type="number"
              min={0}
              step={100}
              inputMode="numeric"
              className="input"
              defaultValue={value('min_price')}
            />
          </label>
          <label className="flex flex-col gap-1 font-bold">
            {t('shop.maxPrice')}
            <input
              name="max_price"
              type="number"
              min={0}
              step={100}
              inputMode="numeric"
              className="input"
              defaultValue={value('max_price')}
            />
          </label>
        </>
      )}
      <div className="flex items-end">
        <button type="submit" className="button-primary w-full">
          {t('shop.show')}
        </button>
      </div>
    </Form>
  );
}
