import { emailBody } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

/**
 * A dialog that asks for an address and has a mail sent to it: the reset request, and the
 * not-verified notice's resend (spec section 8). The server answers the same whether or not
 * the address has an account; its message, or `sent` where the spec words it otherwise, becomes
 * the success alert.
 */
export function EmailRequestDialog(props: {
  path: 'auth/reset-password/forgot' | 'auth/email/verification-notification';
  title: string;
  lead: string;
  submit: string;
  email?: string;
  sent?: string;
}) {
  const { t } = useTranslation();
  const form = useContractForm<{ email: string }>(emailBody, { email: props.email ?? '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => browserApi().post<ApiAnswer>(props.path, values));
    if (!answer) return;
    closeDialog();
    showSuccess(props.sent ?? answer.message ?? '');
  });
  return (
    <Modal title={props.title} description={props.lead} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : props.submit}
        </button>
      </form>
    </Modal>
  );
}
