import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { User } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { PasswordConfirmForm } from '../../ui/password-confirm-form.tsx';
import { familyApi } from './family-api.ts';

/**
 * Removing a child is for good: the dialog names the child, says what goes with them, and asks
 * for the parent's own password.
 */
export function ChildRemoveDialog(props: { child: User }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { child } = props;
  return (
    <Modal
      title={t('family.removeTitle', { name: child.first_name })}
      description={t('family.removeLead', { name: child.first_name })}
      onClose={closeDialog}
    >
      <PasswordConfirmForm
        label={t('family.removePassword')}
        hint={t('family.removeHint')}
        submit={t('family.removeSubmit')}
        busy={t('form.sending')}
        danger
        send={(values) => familyApi(browserApi()).remove(child.id, values)}
        onDone={async (answer) => {
          closeDialog();
          showSuccess(answer.message, t('alert.childRemoved'));
          await revalidator.revalidate();
        }}
      />
    </Modal>
  );
}
