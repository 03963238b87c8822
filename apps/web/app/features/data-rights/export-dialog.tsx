import { useTranslation } from 'react-i18next';
import { passwordCheckBody, type PasswordCheckBody } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, toast } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { saveFile } from './save-file.ts';

/**
 * The family's data as one zip file (privacy/export): the parent's password first, since the
 * file holds everything about the children. It is saved on this device, never sent elsewhere.
 */
export function ExportDialog() {
  const { t } = useTranslation();
  const form = useContractForm<PasswordCheckBody>(passwordCheckBody, { password: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const file = await submitForm(form, () => browserApi().postForFile('privacy/export', values));
    if (!file) return;
    await saveFile(file, 'dino-data.zip');
    closeDialog();
    toast('success', t('dataRights.exportStarted'));
  });

  return (
    <Modal
      title={t('dataRights.exportButton')}
      description={t('dataRights.exportLead')}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('dataRights.exportPreparing') : t('dataRights.exportSubmit')}
        </button>
      </form>
    </Modal>
  );
}
