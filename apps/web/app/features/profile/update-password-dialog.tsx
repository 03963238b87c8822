import { useTranslation } from 'react-i18next';
import { newPasswordBody, translate, type NewPasswordBody, type User } from '@dino/contract';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { useLocale } from '../../lib/lang.ts';
import { Modal } from '../../ui/dialog.tsx';
import { CurrentPasswordField, NewPasswordFields } from '../../ui/account-fields.tsx';
import { saveProfile } from './save-profile.ts';

/**
 * A new password for the signed-in user, with the same rules as at sign-up; the current one first,
 * so that a session left open is not enough to take the account.
 */
export function UpdatePasswordDialog(props: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm<NewPasswordBody>(newPasswordBody, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => saveProfile(props.user.id, values));
    if (!answer) return;
    closeDialog();
    showSuccess(translate(locale, 'success.password_updated'));
  });
  return (
    <Modal title={t('profile.passwordTitle')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <CurrentPasswordField form={form} label={t('profile.currentPassword')} />
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
