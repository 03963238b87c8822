import { useTranslation } from 'react-i18next';
import { childPasswordBody, type ChildPasswordBody, type User } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { CurrentPasswordField, NewPasswordFields } from '../../ui/account-fields.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { familyApi } from './family-api.ts';

/** A parent sets a new password for their child (after the gate); the child's sessions end. */
export function ChildPasswordDialog(props: { child: User }) {
  const { t } = useTranslation();
  const { child } = props;
  const form = useContractForm<ChildPasswordBody>(childPasswordBody, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      familyApi(browserApi()).setPassword(child.id, values),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message);
  });
  return (
    <Modal
      title={t('family.resetTitle', { name: child.first_name })}
      description={t('family.resetLead', { name: child.first_name })}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <CurrentPasswordField form={form} label={t('children.parentPassword')} />
        <NewPasswordFields
          form={form}
          labels={{ password: t('reset.password'), confirmation: t('reset.confirmation') }}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('reset.submit')}
        </button>
      </form>
    </Modal>
  );
}
