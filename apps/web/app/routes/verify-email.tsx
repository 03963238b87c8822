import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/verify-email';
import { ApiError, serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { localeCookie } from '../lib/cookies.ts';
import { currentUser } from '../lib/current-user.server.ts';
import { showSuccess } from '../lib/feedback.ts';
import { resolveLocale } from '../lib/lang.ts';
import { Field } from '../ui/field.tsx';

/**
 * The link from the verification mail. A good link confirms the address and lands on
 * /?successVerify=true in the mail's language, where a visitor then finds the login with that
 * address filled in; a bad one offers a new link.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const token = new URL(request.url).searchParams.get('token');
  if (token) {
    try {
      const answer = await serverApi(request, context, locale).post<ApiAnswer<{ email: string }>>(
        'auth/email/verify',
        { token },
      );
      const query = new URLSearchParams({ successVerify: 'true' });
      // Someone signed in here (a parent opening their child's letter) stays as they are.
      if (!(await currentUser(request, context, locale).catch(() => null))) {
        query.set('dialog', 'login');
        query.set('email', answer.data.email);
      }
      return redirect(`/?${query.toString()}`, {
        headers: { 'Set-Cookie': localeCookie(locale) },
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) throw error;
    }
  }
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveLocale(request, params.lang);
  const form = await request.formData();
  try {
    const result = await serverApi(request, context, locale).post<{ message: string }>(
      'auth/email/verification-notification',
      { email: String(form.get('email') ?? '') },
    );
    return { sent: result.message, errors: {} as Record<string, string[]> };
  } catch (error) {
    if (error instanceof ApiError && error.errors) return { sent: null, errors: error.errors };
    throw error;
  }
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const sent = actionData?.sent;
  // Spec section 8: a success is announced in the congratulation alert, here as in the dialogs.
  useEffect(() => {
    if (sent) showSuccess(sent);
  }, [sent]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <title>{`${t('verify.title')} · ${t('app.name')}`}</title>
      <h1 className="text-3xl font-extrabold">{t('verify.title')}</h1>
      {sent ? (
        <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-lg font-bold text-leaf-700">
          {sent}
        </p>
      ) : (
        <>
          <p role="alert" className="text-lg font-bold text-berry-700">
            {t('verify.invalid')}
          </p>
          <p>{t('verify.resendHint')}</p>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <Field
              name="email"
              type="email"
              autoComplete="email"
              label={t('form.email')}
              error={actionData?.errors.email?.[0]}
            />
            <button type="submit" className="button-primary" disabled={busy}>
              {busy ? t('form.sending') : t('verify.resend')}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
