import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { openDialog, toast } from '../../lib/feedback.ts';
import { useLocale } from '../../lib/lang.ts';
import { withParentalGate } from '../parental-gate/use-parental-gate.ts';
import { calendarDay } from './calendar-day.ts';

/**
 * "Your data" on a parent's profile: the weekly mail they may ask for, a copy of everything
 * kept about the family, and deleting it all. The last two are behind the parental gate and
 * the parent's password. Children never see this section.
 */
export function DataRightsSection(props: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = props;
  if (user.type !== 'parent' || !user.settings) return null;
  const accepted = user.settings.terms.accepted_at;
  return (
    <section aria-labelledby="data-rights" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="data-rights" className="text-2xl font-extrabold">
          {t('dataRights.title')}
        </h2>
        <p className="max-w-prose text-ink/85">{t('dataRights.lead')}</p>
        {accepted && (
          <p className="max-w-prose text-base text-ink/80">
            {t('dataRights.termsAccepted', { date: calendarDay(accepted, locale) })}
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <WeeklySummary enabled={user.settings.weekly_summary} />
        <article aria-labelledby="data-export" className="card flex flex-col gap-3">
          <h3 id="data-export" className="text-xl font-extrabold">
            {t('dataRights.exportTitle')}
          </h3>
          <p className="flex-1 text-base text-ink/85">{t('dataRights.exportText')}</p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => withParentalGate(() => openDialog({ name: 'data-export' }))}
          >
            {t('dataRights.exportButton')}
          </button>
        </article>
        <article aria-labelledby="account-delete" className="card flex flex-col gap-3">
          <h3 id="account-delete" className="text-xl font-extrabold">
            {t('dataRights.deleteTitle')}
          </h3>
          <p className="flex-1 text-base text-ink/85">{t('dataRights.deleteText')}</p>
          <button
            type="button"
            className="button-secondary border-berry-700 text-berry-700 hover:bg-berry-100"
            onClick={() => withParentalGate(() => openDialog({ name: 'account-delete', user }))}
          >
            {t('dataRights.deleteButton')}
          </button>
        </article>
      </div>
    </section>
  );
}

/** The weekly progress mail, off until the parent switches it on; saved at once. */
function WeeklySummary(props: { enabled: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const id = useId();
  const [on, setOn] = useState(props.enabled);
  const [saving, setSaving] = useState(false);

  async function toggle() {
    const wanted = !on;
    setOn(wanted);
    setSaving(true);
    try {
      const answer = await browserApi().put<ApiAnswer<User>>('privacy/settings', {
        weekly_summary: wanted,
      });
      if (answer.message) toast('success', answer.message);
      await revalidator.revalidate();
    } catch (error) {
      setOn(!wanted);
      reportApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <article aria-labelledby={`${id}-title`} className="card flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-xl font-extrabold">
        {t('dataRights.weeklyTitle')}
      </h3>
      <p id={`${id}-text`} className="flex-1 text-base text-ink/85">
        {t('dataRights.weeklyText')}
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        aria-busy={saving || undefined}
        // Not disabled while saving: the switch keeps the keyboard's focus.
        onClick={() => saving || void toggle()}
        className="flex min-h-12 items-center gap-3 self-start rounded-full py-1 pr-4 pl-1 font-extrabold text-ink hover:bg-leaf-50"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-9 w-16 shrink-0 items-center rounded-full border-2 transition ${on ? 'border-leaf-700 bg-leaf-700' : 'border-ink/60 bg-white'}`}
        >
          <span
            className={`absolute h-6 w-6 rounded-full shadow transition-all ${on ? 'left-8 bg-white' : 'left-1 bg-ink/60'}`}
          />
        </span>
        <span aria-hidden="true">{on ? t('dataRights.on') : t('dataRights.off')}</span>
      </button>
    </article>
  );
}
