// First: zod must know before any schema of the contract is built.
import './zod-without-eval.ts';
import {
  check,
  issuesToErrors,
  type FieldErrors as ContractErrors,
  type Locale,
} from '@dino/contract';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { reportApiError } from './api-errors.ts';
import { toast } from './feedback.ts';
import { useLocale } from './lang.ts';

/**
 * Validates a form with the same contract schema the server uses, with the same messages in
 * the page's language; the first message of each field is the one shown.
 */
function contractResolver<T extends FieldValues>(schema: z.ZodType, locale: Locale): Resolver<T> {
  return (values) => {
    const result = check(schema, values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of Object.entries(issuesToErrors(result.error.issues, locale))) {
      errors[field] = { type: 'contract', message: messages[0]! };
    }
    return { values: {}, errors: errors as never };
  };
}

export function useContractForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  const locale = useLocale();
  return useForm<T>({
    resolver: contractResolver<T>(schema, locale),
    defaultValues,
    mode: 'onTouched',
  });
}

/** Puts the server's 422 messages under their fields; a message for no field becomes a toast. */
function showFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: ContractErrors,
  message: string,
) {
  const fields = Object.keys(form.getValues());
  let shown = false;
  for (const [field, messages] of Object.entries(errors)) {
    if (!fields.includes(field) || !messages[0]) continue;
    form.setError(
      field as Path<T>,
      { type: 'server', message: messages[0] },
      { shouldFocus: !shown },
    );
    shown = true;
  }
  if (!shown) toast('error', message);
}

/**
 * Runs a form's call: field errors go under the fields, every other failure is handled as
 * spec section 8 says. Resolves to the answer, or to null when the call failed.
 */
export async function submitForm<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  call: () => Promise<R>,
  context: { email?: string } = {},
): Promise<R | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.type === 'validation') {
      showFieldErrors(form, error.errors, error.message);
    } else {
      reportApiError(error, context);
    }
    return null;
  }
}

/** FormData for the multipart calls, skipping empty optional fields. */
export function formDataOf(values: Record<string, unknown>, file?: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    data.append(key, String(value));
  }
  if (file) data.append('avatar', file);
  return data;
}
