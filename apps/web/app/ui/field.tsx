import { useId } from 'react';

/** A labelled input whose first server message is announced and tied to it. */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  errors?: string[] | undefined;
  hint?: string;
}) {
  const id = useId();
  const error = props.errors?.[0];
  const describedBy = [props.hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="input"
        required
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-ink/70">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-bold text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}
