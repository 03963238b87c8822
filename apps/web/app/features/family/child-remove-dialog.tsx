import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { passwordCheckBody, type PasswordCheckBody, type User } from '@dino/contract';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { familyApi } from './family-api.ts';

/**
 * Removing a child is for good: the dialog names the child, says what goes with them, and asks
 * for the parent's own password.
 */
export function ChildRemoveDialog(props: { child: User }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { child } = props;
  const form = useContractForm<PasswordCheckBody>(passwordCheckBody, { password: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => familyApi(browserApi()).remove(child.id, values));
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message);
    await revalidator.revalidate();
  });
  return (
    <Modal
      title={t('family.removeTitle', { name: child.first_name })}
      description={t('family.removeLead', { name: child.first_name })}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('family.removePassword')}
          type="password"
          autoComplete="current-password"
          hint={t('family.removeHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button
          type="submit"
          className="button-primary bg-berry-700 text-white shadow-[0_4px_0_#7a1a14]"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('form.sending') : t('family.removeSubmit')}
        </button>
      </form>
    </Modal>
  );
}
