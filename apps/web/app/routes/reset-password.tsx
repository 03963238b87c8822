import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { translate } from '@dino/contract';
import type { Route } from './+types/reset-password';
import { ApiError, serverApi } from '../lib/api-client.ts';
import { localePath, resolveLocale, useLocale } from '../lib/lang.ts';
import { Field } from '../ui/field.tsx';

/**
 * The link from the reset mail, or the next step of securing an account (`secured`): choose a
 * new password; the token is checked on submit.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
    secured: url.searchParams.get('secured') === '1',
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveLocale(request, params.lang);
  const form = Object.fromEntries(await request.formData());
  try {
    const result = await serverApi(request, context, locale).post<{ message: string }>(
      'auth/reset-password/update',
      form,
    );
    return { done: result.message, message: null, errors: {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return { done: null, message: error.message, errors: error.errors };
    }
    throw error;
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const { token, email, secured } = loaderData;
  const fieldErrors: Record<string, string[]> = actionData?.errors ?? {};
  const linkError = fieldErrors.token?.[0] ?? fieldErrors.email?.[0];
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <title>{`${t('reset.title')} · ${t('app.name')}`}</title>
      <h1 className="text-3xl font-extrabold">{t('reset.title')}</h1>
      {actionData?.done ? (
        <div role="status" className="flex flex-col gap-4 rounded-2xl bg-leaf-50 p-6">
          <p className="text-xl font-extrabold text-leaf-700">{actionData.done}</p>
          <p>{t('reset.done')}</p>
          <a className="button-primary self-start" href={localePath(locale)}>
            {t('notFound.back')}
          </a>
        </div>
      ) : !token || !email ? (
        <p role="alert" className="text-lg font-bold text-berry-700">
          {t('reset.missing')}
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          {secured && !linkError && (
            <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-lg font-bold text-leaf-700">
              {translate(locale, 'success.account_secured')}
            </p>
          )}
          {linkError && (
            <p role="alert" className="text-lg font-bold text-berry-700">
              {linkError}
            </p>
          )}
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="email" value={email} />
          <Field
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('reset.password')}
            hint={t('reset.hint')}
            error={fieldErrors.password?.[0]}
          />
          <Field
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('reset.confirmation')}
            error={fieldErrors.password_confirmation?.[0]}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('form.sending') : t('reset.submit')}
          </button>
        </Form>
      )}
    </main>
  );
}
