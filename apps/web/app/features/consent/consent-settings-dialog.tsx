import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsent, type Consent } from '../../lib/consent.ts';
import { closeDialog } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { useChooseConsent } from './use-choose-consent.ts';

/** Each category explained, necessary always on, the optional ones off until switched on. */
export function ConsentSettingsDialog() {
  const { t } = useTranslation();
  const current = useConsent();
  const chooseConsent = useChooseConsent();
  const [choice, setChoice] = useState<Consent>(
    current ?? { statistical: false, marketing: false },
  );
  const categories = [
    {
      key: 'statistical' as const,
      title: t('consent.statistical'),
      text: t('consent.statisticalText'),
    },
    { key: 'marketing' as const, title: t('consent.marketing'), text: t('consent.marketingText') },
  ];
  return (
    <Modal
      title={t('consent.settingsTitle')}
      description={t('consent.settingsLead')}
      onClose={closeDialog}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          chooseConsent(choice);
          closeDialog();
        }}
      >
        <label className="consent-row">
          <input type="checkbox" className="checkbox" checked disabled />
          <span>
            <span className="block font-extrabold">{t('consent.necessary')}</span>
            <span className="block text-base text-ink/80">{t('consent.necessaryText')}</span>
          </span>
        </label>
        {categories.map((category) => (
          <label key={category.key} className="consent-row">
            <input
              type="checkbox"
              className="checkbox"
              checked={choice[category.key]}
              onChange={(event) => setChoice({ ...choice, [category.key]: event.target.checked })}
            />
            <span>
              <span className="block font-extrabold">{category.title}</span>
              <span className="block text-base text-ink/80">{category.text}</span>
            </span>
          </label>
        ))}
        <button type="submit" className="button-primary">
          {t('consent.save')}
        </button>
      </form>
    </Modal>
  );
}
