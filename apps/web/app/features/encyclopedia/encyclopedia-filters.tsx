import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ANIMAL_GROUPS, DIETS, GEOLOGIC_PERIODS } from '@dino/contract';
import { dietLabel, groupLabel, periodLabel } from './labels.ts';

/**
 * Search and filters as a plain GET form: the address holds the choice, so it can be shared,
 * reloaded and used before the page hydrates.
 */
export function EncyclopediaFilters({ values }: { values: URLSearchParams }) {
  const { t } = useTranslation();
  const value = (name: string) => values.get(name) ?? '';
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('encyclopedia.filters')}
      className="card grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="flex flex-col gap-1 font-bold sm:col-span-2 lg:col-span-4">
        {t('encyclopedia.search')}
        <input
          name="q"
          type="search"
          className="input"
          defaultValue={value('q')}
          maxLength={60}
          placeholder={t('encyclopedia.searchHint')}
        />
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('encyclopedia.period')}
        <select name="period" className="input" defaultValue={value('period')}>
          <option value="">{t('encyclopedia.anyPeriod')}</option>
          {GEOLOGIC_PERIODS.map((period) => (
            <option key={period} value={period}>
              {periodLabel(t, period)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('encyclopedia.diet')}
        <select name="diet" className="input" defaultValue={value('diet')}>
          <option value="">{t('encyclopedia.anyDiet')}</option>
          {DIETS.map((diet) => (
            <option key={diet} value={diet}>
              {dietLabel(t, diet)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-bold">
        {t('encyclopedia.group')}
        <select name="group" className="input" defaultValue={value('group')}>
          <option value="">{t('encyclopedia.anyGroup')}</option>
          {ANIMAL_GROUPS.map((group) => (
            <option key={group} value={group}>
              {groupLabel(t, group)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" className="button-primary">
          {t('encyclopedia.find')}
        </button>
      </div>
    </Form>
  );
}
