import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { registerBody } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { formDataOf, submitForm, useContractForm } from '../../lib/contract-form.ts';
import { closeDialog, openDialog, showSuccess } from '../../lib/feedback.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { NewPasswordFields, PersonFields } from '../../ui/account-fields.tsx';
import { AvatarInput } from '../../ui/avatar-input.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

type RegisterForm = {
  first_name: string;
  last_name: string;
  nickname: string;
  email: string;
  password: string;
  password_confirmation: string;
  type: 'parent';
  accept_terms: boolean;
};

/** A parent's sign-up (spec section 3's fields); the verification mail follows. */
export function RegisterDialog() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useContractForm<RegisterForm>(registerBody, {
    first_name: '',
    last_name: '',
    nickname: '',
    email: '',
    password: '',
    password_confirmation: '',
    type: 'parent',
    accept_terms: false,
  });
  const { errors, isSubmitting } = form.formState;
  const termsError = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().postForm<ApiAnswer>('auth/register', formDataOf(values, avatar)),
    );
    if (!answer) return;
    closeDialog();
    showSuccess(answer.message ?? '');
  });

  return (
    <Modal
      title={t('auth.registerTitle')}
      description={t('auth.registerLead')}
      onClose={closeDialog}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <PersonFields form={form} autofill />
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields
          form={form}
          labels={{ password: t('form.password'), confirmation: t('form.passwordConfirmation') }}
        />
        <AvatarInput onChange={setAvatar} />
        {/* The agreement the server records with its version; the texts open in a new tab. */}
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 text-base font-bold">
            <input
              type="checkbox"
              className="checkbox mt-3"
              aria-invalid={errors.accept_terms ? true : undefined}
              aria-describedby={errors.accept_terms ? termsError : undefined}
              {...form.register('accept_terms')}
            />
            <span>
              <Trans
                i18nKey="dataRights.agreeTerms"
                components={{
                  terms: (
                    <a className="text-link" href={to('/terms')} target="_blank" rel="noopener" />
                  ),
                  privacy: (
                    <a className="text-link" href={to('/privacy')} target="_blank" rel="noopener" />
                  ),
                }}
              />
            </span>
          </label>
          {errors.accept_terms && (
            <p id={termsError} className="field-error">
              {errors.accept_terms.message}
            </p>
          )}
        </div>
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('auth.register')}
        </button>
        <button
          type="button"
          className="text-link self-start"
          onClick={() => openDialog({ name: 'login' })}
        >
          {t('auth.haveAccount')}
        </button>
      </form>
    </Modal>
  );
}
