import { useTranslation } from 'react-i18next';
import type { AlertRequest } from '../lib/feedback.ts';
import { DinoMascot } from './dino-mascot.tsx';
import { Modal } from './dialog.tsx';

/**
 * Spec section 8's alerts: 'congratulation' (or the success's own title) with a success message,
 * or 'Sorry' / 'Oops, something went wrong' with what failed. Both close with 'Got it'.
 */
export function AlertDialog(props: { alert: AlertRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const { alert } = props;
  return (
    <Modal
      alert
      title={alert.serverError ? t('alert.sorry') : (alert.title ?? t('alert.congratulation'))}
      description={alert.serverError ? t('alert.somethingWrong') : alert.message}
      onClose={props.onClose}
      art={<DinoMascot className="h-28 w-28" mood={alert.serverError ? 'puzzled' : 'happy'} />}
    >
      {alert.serverError && alert.message && (
        <p className="text-base text-ink/80">{alert.message}</p>
      )}
      <button type="button" className="button-primary" onClick={props.onClose}>
        {t('alert.close')}
      </button>
    </Modal>
  );
}
