import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { childBirthdayRange, registerBody, updateBody, type User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { formDataOf, submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, showSuccess } from '../../lib/feedback.ts';
import {
  blankAsNone,
  changesEmail,
  CurrentPasswordField,
  NewPasswordFields,
  PersonFields,
} from '../../ui/account-fields.tsx';
import { AvatarInput } from '../../ui/avatar-input.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { saveProfile } from './save-profile.ts';

type ChildForm = {
  first_name: string;
  last_name: string;
  nickname: string;
  birthday: string;
  email?: string | undefined;
  password: string;
  password_confirmation: string;
  /** The parent's own password, when the child's address changes. */
  current_password?: string;
  type?: 'child';
  parent_id?: number;
};

/**
 * Adds a child to the signed-in parent (auth/register with type child and parent_id) or edits
 * one of theirs (auth/update). An address is optional: only the child's own sign-in needs one,
 * and it counts once confirmed from the mail sent to it. Changing it asks the parent's password.
 */
export function ChildDialog(props: { parent: User; child?: User | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [avatar, setAvatar] = useState<File | null>(null);
  const { child, parent } = props;
  const range = childBirthdayRange();
  const form = useContractForm<ChildForm>(
    child ? updateBody : registerBody,
    child
      ? {
          first_name: child.first_name,
          last_name: child.last_name,
          nickname: child.nickname,
          birthday: child.birthday ?? '',
          email: child.email ?? undefined,
          password: '',
          password_confirmation: '',
          current_password: '',
        }
      : {
          first_name: '',
          last_name: parent.last_name,
          nickname: '',
          birthday: '',
          email: '',
          password: '',
          password_confirmation: '',
          type: 'child',
          parent_id: parent.id,
        },
  );
  const { errors, isSubmitting } = form.formState;
  const asksPassword = child !== undefined && changesEmail(form.watch('email'), child.email);
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      child
        ? saveProfile(child.id, values, avatar)
        : browserApi().postForm<ApiAnswer>('auth/register', formDataOf(values, avatar)),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
    await revalidator.revalidate();
  });

  return (
    <Modal
      title={child ? t('children.editTitle', { name: child.first_name }) : t('children.addTitle')}
      description={child ? undefined : t('children.addLead')}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <AvatarInput current={child?.avatar} onChange={setAvatar} />
        <PersonFields form={form} autofill={false} nicknameHint={t('children.nicknameHint')} />
        <Field
          label={t('form.birthday')}
          type="date"
          min={range.min}
          max={range.max}
          error={errors.birthday?.message}
          {...form.register('birthday')}
        />
        <Field
          label={t('children.email')}
          type="email"
          autoComplete="off"
          hint={t('children.emailHint')}
          error={errors.email?.message}
          {...form.register('email', { setValueAs: blankAsNone })}
        />
        {asksPassword && (
          <CurrentPasswordField
            form={form}
            label={t('children.parentPassword')}
            hint={t('children.parentPasswordHint')}
          />
        )}
        {!child && (
          <NewPasswordFields
            form={form}
            labels={{
              password: t('form.password'),
              confirmation: t('form.passwordConfirmation'),
            }}
          />
        )}
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : child ? t('form.save') : t('children.add')}
        </button>
      </form>
    </Modal>
  );
}
