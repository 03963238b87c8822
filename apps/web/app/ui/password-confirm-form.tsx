import { passwordCheckBody, type PasswordCheckBody } from '@dino/contract';
import { submitForm, useContractForm } from '../lib/contract-form.ts';
import { Field } from './field.tsx';

/**
 * The parent's own password, asked before a step that hands out or removes the family's data.
 * `send` makes the call; `onDone` gets its answer (a refused password shows at the field).
 */
export function PasswordConfirmForm<R>(props: {
  label: string;
  hint?: string;
  submit: string;
  busy: string;
  /** A step that cannot be undone: the button says so by its colour. */
  danger?: boolean;
  send: (values: PasswordCheckBody) => Promise<R>;
  onDone: (answer: R) => Promise<void> | void;
}) {
  const form = useContractForm<PasswordCheckBody>(passwordCheckBody, { password: '' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () => props.send(values));
    if (answer !== null) await props.onDone(answer);
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field
        label={props.label}
        type="password"
        autoComplete="current-password"
        hint={props.hint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button
        type="submit"
        className={props.danger ? 'button-danger' : 'button-primary'}
        disabled={isSubmitting}
      >
        {isSubmitting ? props.busy : props.submit}
      </button>
    </form>
  );
}
