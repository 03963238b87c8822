import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Field } from './field.tsx';

interface PersonValues extends FieldValues {
  first_name: string;
  last_name: string;
  nickname: string;
}

interface PasswordValues extends FieldValues {
  password: string;
  password_confirmation: string;
}

interface CurrentPasswordValues extends FieldValues {
  current_password?: string | undefined;
}

/**
 * The name fields of spec section 3, shared by sign-up, profile and child forms. A form with
 * more fields narrows to these few (react-hook-form's types are invariant, hence the cast).
 */
export function PersonFields<T extends PersonValues>(props: {
  form: UseFormReturn<T>;
  /** A child's names are not the grown-up's: no autofill from the browser. */
  autofill: boolean;
  nicknameHint?: string | undefined;
}) {
  const { t } = useTranslation();
  const form = props.form as unknown as UseFormReturn<PersonValues>;
  const { errors } = form.formState;
  const auto = (value: string) => (props.autofill ? value : 'off');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.firstName')}
          autoComplete={auto('given-name')}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <Field
          label={t('form.lastName')}
          autoComplete={auto('family-name')}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </div>
      <Field
        label={t('form.nickname')}
        autoComplete={auto('nickname')}
        hint={props.nicknameHint}
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
    </>
  );
}

/** A new password and its confirmation, with the rules spelled out under the first. */
export function NewPasswordFields<T extends PasswordValues>(props: {
  form: UseFormReturn<T>;
  labels: { password: string; confirmation: string };
}) {
  const { t } = useTranslation();
  const form = props.form as unknown as UseFormReturn<PasswordValues>;
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={props.labels.password}
        type="password"
        autoComplete="new-password"
        hint={t('reset.hint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={props.labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
    </>
  );
}

/**
 * The password of whoever is signed in, which the server asks before an email or a password
 * changes (a parent's own when it is their child's).
 */
export function CurrentPasswordField<T extends CurrentPasswordValues>(props: {
  form: UseFormReturn<T>;
  label: string;
  hint?: string | undefined;
}) {
  const form = props.form as unknown as UseFormReturn<CurrentPasswordValues>;
  return (
    <Field
      label={props.label}
      type="password"
      autoComplete="current-password"
      hint={props.hint}
      error={form.formState.errors.current_password?.message}
      {...form.register('current_password')}
    />
  );
}

/** Whether a typed address would replace `current`, compared as the contract stores addresses. */
export function changesEmail(typed: string | undefined, current: string | null): boolean {
  const address = typed?.trim().toLowerCase() ?? '';
  return address !== '' && address !== current;
}

/** An address left blank is no address (a child's is optional), not an invalid one. */
export function blankAsNone(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
