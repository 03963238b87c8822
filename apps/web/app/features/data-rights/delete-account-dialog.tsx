import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import type { User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { clearBrowserCookies } from '../../lib/browser-cookies.ts';
import { SESSION_COOKIES } from '../../lib/cookies.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { Modal } from '../../ui/dialog.tsx';
import { PasswordConfirmForm } from '../../ui/password-confirm-form.tsx';

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
      <PasswordConfirmForm
        label={t('form.password')}
        submit={t('dataRights.deleteSubmit')}
        busy={t('dataRights.deleting')}
        danger
        send={(values) => browserApi().delete<ApiAnswer<null>>('privacy/account', values)}
        onDone={async (answer) => {
          clearBrowserCookies(SESSION_COOKIES);
          await navigate(to());
          // The header's user is the root loader's, which a navigation alone does not ask again.
          await revalidator.revalidate();
          closeDialog();
          showSuccess(answer.message ?? '', t('alert.accountDeleted'));
        }}
      />
    </Modal>
  );
}
