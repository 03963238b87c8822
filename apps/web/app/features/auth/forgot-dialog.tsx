import { useTranslation } from 'react-i18next';
import { emailBody } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

/** The reset request: the same answer whether or not the address has an account. */
export function ForgotDialog() {
  const { t } = useTranslation();
  const form = useContractForm<{ email: string }>(emailBody, { email: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().post<ApiAnswer>('auth/reset-password/forgot', values),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
  });
  return (
    <Modal title={t('auth.forgotTitle')} description={t('auth.forgotLead')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('auth.sendResetLink')}
        </button>
      </form>
    </Modal>
  );
}
