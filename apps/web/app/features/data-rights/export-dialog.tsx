import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/browser-api.ts';
import { closeDialog, toast } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { PasswordConfirmForm } from '../../ui/password-confirm-form.tsx';
import { saveFile } from './save-file.ts';

/**
 * The family's data as one zip file (privacy/export): the parent's password first, since the
 * file holds everything about the children. It is saved on this device, never sent elsewhere.
 */
export function ExportDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('dataRights.exportButton')}
      description={t('dataRights.exportLead')}
      onClose={closeDialog}
    >
      <PasswordConfirmForm
        label={t('form.password')}
        submit={t('dataRights.exportSubmit')}
        busy={t('dataRights.exportPreparing')}
        send={(values) => browserApi().postForFile('privacy/export', values)}
        onDone={async (file) => {
          await saveFile(file, 'dino-data.zip');
          closeDialog();
          toast('success', t('dataRights.exportStarted'));
        }}
      />
    </Modal>
  );
}
