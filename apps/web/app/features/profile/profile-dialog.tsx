import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { updateBody, type User } from '@dino/contract';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import {
  blankAsNone,
  changesEmail,
  CurrentPasswordField,
  PersonFields,
} from '../../ui/account-fields.tsx';
import { AvatarInput } from '../../ui/avatar-input.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { saveProfile } from './save-profile.ts';

type ProfileForm = Pick<User, 'first_name' | 'last_name' | 'nickname'> & {
  email?: string | undefined;
  current_password: string;
};

/**
 * The signed-in user's own details and picture. A new email must be confirmed again and needs
 * the current password, asked only once the address differs.
 */
export function ProfileDialog(props: { user: User }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [avatar, setAvatar] = useState<File | null>(null);
  const { user } = props;
  const form = useContractForm<ProfileForm>(updateBody, {
    first_name: user.first_name,
    last_name: user.last_name,
    nickname: user.nickname,
    email: user.email ?? undefined,
    current_password: '',
  });
  const { errors, isSubmitting } = form.formState;
  const asksPassword = changesEmail(form.watch('email'), user.email);
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => saveProfile(user.id, values, avatar));
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
    await revalidator.revalidate();
  });
  return (
    <Modal title={t('profile.editTitle')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <AvatarInput current={user.avatar} onChange={setAvatar} />
        <PersonFields form={form} autofill />
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          hint={user.type === 'parent' ? t('profile.emailHint') : undefined}
          error={errors.email?.message}
          // A child may have no address; a parent's stays required.
          {...form.register('email', user.type === 'child' ? { setValueAs: blankAsNone } : {})}
        />
        {asksPassword && (
          <CurrentPasswordField
            form={form}
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordEmailHint')}
          />
        )}
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('form.save')}
        </button>
      </form>
    </Modal>
  );
}
