import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input whose first error is announced and tied to it (spec section 5: the first
 * message per field). Works with plain forms and with react-hook-form's register().
 */
export function Field({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="input"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-base text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
