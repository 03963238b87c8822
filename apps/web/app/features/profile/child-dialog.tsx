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
  PersonFields,
} from '../../ui/account-fields.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { ChildAvatarPicker, someChildAvatar, useAvatarChoice } from './child-avatar-picker.tsx';
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
};

type NewChildForm = {
  first_name: string;
  birthday: string;
  type: 'child';
  parent_id: number;
};

/**
 * A new child is a name, a birth date and a picture, nothing more (issue 20): a drawn dinosaur
 * is already chosen, the parent plays as them at once and can set up their own sign-in later.
 * auth/register with type child and parent_id gives the rest (nickname, last name) their defaults.
 */
function AddChildDialog(props: { parent: User }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const avatar = useAvatarChoice(someChildAvatar);
  const range = childBirthdayRange();
  const form = useContractForm<NewChildForm>(registerBody, {
    first_name: '',
    birthday: '',
    type: 'child',
    parent_id: props.parent.id,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().postForm<ApiAnswer>(
        'auth/register',
        formDataOf({ ...values, avatar_art: avatar.art }, avatar.file),
      ),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
    await revalidator.revalidate();
  });

  return (
    <Modal title={t('children.addTitle')} description={t('children.addLead')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        {/* First, as in every form with a picture: a field's message appearing above would move
            the button away from the finger that leaves the field for it. */}
        <ChildAvatarPicker avatar={avatar} />
        <Field
          label={t('children.name')}
          autoComplete="off"
          hint={t('children.nameHint')}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <Field
          label={t('form.birthday')}
          type="date"
          min={range.min}
          max={range.max}
          error={errors.birthday?.message}
          {...form.register('birthday')}
        />
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('children.add')}
        </button>
      </form>
    </Modal>
  );
}

/**
 * Edits one of the signed-in parent's children (auth/update). An address is optional: only the
 * child's own sign-in by address needs one, and it counts once confirmed from the mail sent to
 * it. Changing it asks the parent's password.
 */
function EditChildDialog(props: { child: User }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { child } = props;
  const avatar = useAvatarChoice(child.avatar_art ?? (child.avatar ? 'own' : null));
  const range = childBirthdayRange();
  const form = useContractForm<ChildForm>(updateBody, {
    first_name: child.first_name,
    last_name: child.last_name,
    nickname: child.nickname,
    birthday: child.birthday ?? '',
    email: child.email ?? undefined,
    password: '',
    password_confirmation: '',
    current_password: '',
  });
  const { errors, isSubmitting } = form.formState;
  const asksPassword = changesEmail(form.watch('email'), child.email);
  const onSubmit = form.handleSubmit(async (values) => {
    const art = avatar.art === child.avatar_art ? undefined : avatar.art;
    const answer = await submitForm(form, () =>
      saveProfile(child.id, { ...values, avatar_art: art }, avatar.file),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
    await revalidator.revalidate();
  });

  return (
    <Modal title={t('children.editTitle', { name: child.first_name })} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <ChildAvatarPicker avatar={avatar} current={child.avatar_art ? null : child.avatar} />
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
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('form.save')}
        </button>
      </form>
    </Modal>
  );
}

/** Adds a child to the signed-in parent, or edits one of theirs. */
export function ChildDialog(props: { parent: User; child?: User | undefined }) {
  return props.child ? (
    <EditChildDialog child={props.child} />
  ) : (
    <AddChildDialog parent={props.parent} />
  );
}
