import { useTranslation } from 'react-i18next';

/** A success alert titled 'congratulation' (spec section 8), read out by screen readers. */
export function SuccessAlert(props: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mb-8 flex flex-col gap-3 rounded-3xl border-4 border-leaf-300 bg-leaf-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-2xl font-extrabold text-leaf-700">{t('alert.congratulation')}</p>
        <p className="text-lg">{props.message}</p>
      </div>
      <button type="button" className="button-primary" onClick={props.onClose}>
        {t('alert.close')}
      </button>
    </div>
  );
}
