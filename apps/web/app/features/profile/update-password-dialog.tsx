import { useTranslation } from 'react-i18next';
import { newPasswordBody, translate, type NewPasswordBody, type User } from '@dino/contract';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { useLocale } from '../../lib/lang.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { saveProfile } from './save-profile.ts';

/** A new password for the signed-in user, with the same rules as at sign-up. */
export function UpdatePasswordDialog(props: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm<NewPasswordBody>(newPasswordBody, {
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => saveProfile(props.user.id, values));
    if (!answer) return;
    closeDialog();
    showSuccess(translate(locale, 'success.password_updated'));
  });
  return (
    <Modal title={t('profile.passwordTitle')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          hint={t('reset.hint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label={t('reset.confirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('reset.submit')}
        </button>
      </form>
    </Modal>
  );
}
