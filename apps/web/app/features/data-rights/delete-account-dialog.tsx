import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { passwordCheckBody, type PasswordCheckBody, type User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { clearBrowserCookies } from '../../lib/browser-cookies.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { SESSION_COOKIES } from '../../lib/cookies.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

/**
 * Deleting the account (privacy/account), said plainly: what goes, what stays (orders, without
 * name or address), and the password to confirm. Afterwards the browser forgets the session as
 * logging out does (the server has already ended it) and the home page shows the receipt.
 */
export function DeleteAccountDialog(props: { user: User }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useContractForm<PasswordCheckBody>(passwordCheckBody, { password: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().delete<ApiAnswer<null>>('privacy/account', values),
    );
    if (!answer) return;
    clearBrowserCookies(SESSION_COOKIES);
    await navigate(to());
    // The header's user is the root loader's, which a navigation alone does not ask again.
    await revalidator.revalidate();
    closeDialog();
    showSuccess(answer.message ?? '');
  });

  return (
    <Modal
      title={t('dataRights.deleteDialogTitle')}
      description={t('dataRights.deleteLead')}
      onClose={closeDialog}
    >
      <ul className="-mt-2 list-disc pl-6 text-lg text-ink/85">
        <li>{t('dataRights.deleteAccount')}</li>
        <li>{t('dataRights.deleteChildren')}</li>
        <li>{t('dataRights.deletePictures')}</li>
      </ul>
      <p className="text-base text-ink/80">
        {t('dataRights.deleteOrders', { email: props.user.email })}
      </p>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button
          type="submit"
          className="button-primary bg-berry-700 text-white shadow-[0_4px_0_#7a1a14]"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('dataRights.deleting') : t('dataRights.deleteSubmit')}
        </button>
      </form>
    </Modal>
  );
}
