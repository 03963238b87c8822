import { useTranslation } from 'react-i18next';
import { emailBody } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

/** Spec section 8: 403 email_not_verified opens this, with a button to resend the mail. */
export function NotVerifiedDialog(props: { email: string }) {
  const { t } = useTranslation();
  const form = useContractForm<{ email: string }>(emailBody, { email: props.email });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().post<ApiAnswer>('auth/email/verification-notification', values),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
  });
  return (
    <Modal
      title={t('auth.notVerifiedTitle')}
      description={t('auth.notVerifiedLead')}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('verify.resend')}
        </button>
      </form>
    </Modal>
  );
}
