import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@dino/contract';

const AGES = Array.from({ length: CHILD_MAX_AGE - CHILD_MIN_AGE + 1 }, (_, i) => i + CHILD_MIN_AGE);

/** The age in the address (?age=5), if it is one of a child's ages. */
export function ageParam(request: Request): number | null {
  const age = Number(new URL(request.url).searchParams.get('age'));
  return Number.isInteger(age) && age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE ? age : null;
}

/** The games for a child's age, as a plain GET form: it works before the page hydrates. */
export function AgeFilter(props: { age: number | null }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      aria-label={t('games.filter')}
      className="card flex flex-wrap items-end gap-3"
    >
      <label className="flex flex-col gap-1 font-bold">
        {t('games.age')}
        <select name="age" className="input" defaultValue={props.age ?? ''}>
          <option value="">{t('games.anyAge')}</option>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button-secondary">
        {t('games.show')}
      </button>
    </Form>
  );
}
