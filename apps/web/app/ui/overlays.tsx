import { ConsentSettingsDialog } from '../features/consent/consent-settings-dialog.tsx';
import { EmailRequestDialog } from '../features/auth/email-request-dialog.tsx';
import { LoginDialog } from '../features/auth/login-dialog.tsx';
import { RegisterDialog } from '../features/auth/register-dialog.tsx';
import { ParentalGateDialog } from '../features/parental-gate/parental-gate-dialog.tsx';
import { DeleteAccountDialog } from '../features/data-rights/delete-account-dialog.tsx';
import { ExportDialog } from '../features/data-rights/export-dialog.tsx';
import { ChildDialog } from '../features/profile/child-dialog.tsx';
import { ChildPasswordDialog } from '../features/family/child-password-dialog.tsx';
import { ChildRemoveDialog } from '../features/family/child-remove-dialog.tsx';
import { ProfileDialog } from '../features/profile/profile-dialog.tsx';
import { UpdatePasswordDialog } from '../features/profile/update-password-dialog.tsx';
import { closeAlert, feedback, type DialogRequest } from '../lib/feedback.ts';
import { useStore } from '../lib/store.ts';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from './alert-dialog.tsx';

function CurrentDialog({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation();
  switch (dialog.name) {
    case 'login':
      return <LoginDialog email={dialog.email} />;
    case 'register':
      return <RegisterDialog />;
    case 'forgot':
      return (
        <EmailRequestDialog
          path="auth/reset-password/forgot"
          title={t('auth.forgotTitle')}
          lead={t('auth.forgotLead')}
          submit={t('auth.sendResetLink')}
          sent={t('auth.resetSent')}
        />
      );
    case 'not-verified':
      return (
        <EmailRequestDialog
          path="auth/email/verification-notification"
          title={t('auth.notVerifiedTitle')}
          lead={t('auth.notVerifiedLead')}
          submit={t('verify.resend')}
          email={dialog.email}
        />
      );
    case 'update-password':
      return <UpdatePasswordDialog user={dialog.user} />;
    case 'profile':
      return <ProfileDialog user={dialog.user} />;
    case 'child':
      return <ChildDialog parent={dialog.parent} child={dialog.child} />;
    case 'child-password':
      return <ChildPasswordDialog child={dialog.child} />;
    case 'child-remove':
      return <ChildRemoveDialog child={dialog.child} />;
    case 'consent-settings':
      return <ConsentSettingsDialog />;
    case 'parental-gate':
      return <ParentalGateDialog onPass={dialog.onPass} />;
    case 'data-export':
      return <ExportDialog />;
    case 'account-delete':
      return <DeleteAccountDialog user={dialog.user} />;
  }
}

/**
 * Every dialog and the alert, in one chunk that is loaded the first time one is asked for.
 * An alert wins over a dialog: it reports what just happened to that dialog.
 */
export default function Overlays() {
  const { dialog, alert } = useStore(feedback);
  if (alert) return <AlertDialog alert={alert} onClose={closeAlert} />;
  if (dialog) return <CurrentDialog key={dialog.name} dialog={dialog} />;
  return null;
}
