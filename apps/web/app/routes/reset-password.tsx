import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PASSWORD_RESET_TTL_MINUTES, translate } from '@dino/contract';
import type { Route } from './+types/reset-password';
import { ApiError, serverApi } from '../lib/api-client.ts';
import { nextUrlCookie } from '../lib/cookies.ts';
import { openDialog, showSuccess } from '../lib/feedback.ts';
import { localePath, resolveLocale, useLocale } from '../lib/lang.ts';
import { Field } from '../ui/field.tsx';

/** A refusal the page answers in place: a dead link, a bad field, or too many tries. */
function refusal(error: unknown): ApiError | null {
  return error instanceof ApiError && (error.status === 422 || error.type === 'throttled')
    ? error
    : null;
}

/**
 * The link from the reset mail, or the next step of securing an account (`secured`). The link is
 * checked as the page opens, without using it up, so that a dead one says so before a password
 * is typed twice, and offers a new one at once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const email = url.searchParams.get('email') ?? '';
  const link = { token, email, secured: url.searchParams.get('secured') === '1' };
  if (!token || !email) return { ...link, linkError: null };
  const api = serverApi(request, context, resolveLocale(request, params.lang));
  try {
    await api.post('auth/reset-password/check', { email, token });
    return { ...link, linkError: null };
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    return { ...link, linkError: refused.errors.token?.[0] ?? refused.message };
  }
}

/** The page's own forms change nothing its loader reads; checking again would only count a spent link. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

interface ActionResult {
  done: string | null;
  sent: boolean;
  linkError: string | null;
  formError: string | null;
  errors: Record<string, string[]>;
}

const nothing: ActionResult = {
  done: null,
  sent: false,
  linkError: null,
  formError: null,
  errors: {},
};

/** Either the new password (the link's form) or a new link (when this one is dead). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveLocale(request, params.lang);
  const { intent, ...form } = Object.fromEntries(await request.formData());
  const api = serverApi(request, context, locale);
  try {
    if (intent === 'new-link') {
      await api.post('auth/reset-password/forgot', { email: form.email });
      return data<ActionResult>({ ...nothing, sent: true });
    }
    const result = await api.post<{ message: string }>('auth/reset-password/update', form);
    // The login that follows goes home, not back to this spent link.
    return data<ActionResult>(
      { ...nothing, done: result.message },
      { headers: { 'Set-Cookie': nextUrlCookie(localePath(locale)) } },
    );
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    const { errors } = refused;
    if (intent === 'new-link') {
      return data<ActionResult>({
        ...nothing,
        errors,
        formError: errors.email ? null : refused.message,
      });
    }
    const linkError =
      errors.token?.[0] ?? errors.email?.[0] ?? (refused.status === 422 ? null : refused.message);
    return data<ActionResult>({ ...nothing, linkError, errors });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token, email, secured } = loaderData;
  const { done, sent, errors, formError } = actionData ?? nothing;
  const linkError = actionData?.linkError ?? loaderData.linkError;
  const sentText = t('auth.resetSent');

  // Spec section 8's congratulation alert; behind it waits the login with the address filled.
  useEffect(() => {
    if (!done) return;
    showSuccess(done);
    openDialog({ name: 'login', email });
  }, [done, email]);
  useEffect(() => {
    if (sent) showSuccess(sentText);
  }, [sent, sentText]);

  const deadLink = !token || !email || linkError !== null;
  const title = deadLink && !done ? t('auth.forgotTitle') : t('reset.title');
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <title>{`${title} · ${t('app.name')}`}</title>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      {done ? (
        <div role="status" className="flex flex-col gap-4 rounded-2xl bg-leaf-50 p-6">
          <p className="text-xl font-extrabold text-leaf-700">{done}</p>
          <p>{t('reset.done')}</p>
          <button
            type="button"
            className="button-primary self-start"
            onClick={() => openDialog({ name: 'login', email })}
          >
            {t('auth.login')}
          </button>
        </div>
      ) : sent ? (
        <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-lg font-bold text-leaf-700">
          {sentText}
        </p>
      ) : deadLink ? (
        <NewLinkForm
          problem={linkError ?? t('reset.missing')}
          email={email}
          error={errors.email?.[0] ?? formError ?? undefined}
        />
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          {secured && (
            <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-lg font-bold text-leaf-700">
              {translate(locale, 'success.account_secured')}
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
            error={errors.password?.[0]}
          />
          <Field
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('reset.confirmation')}
            error={errors.password_confirmation?.[0]}
          />
          <SubmitButton label={t('reset.submit')} />
        </Form>
      )}
    </main>
  );
}

/** A dead or broken link is no dead end: the forgot-password form, the address filled in. */
function NewLinkForm(props: { problem: string; email: string; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="text-lg font-bold text-berry-700">
        {props.problem}
      </p>
      <p>{t('reset.newLinkHint', { minutes: PASSWORD_RESET_TTL_MINUTES })}</p>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="new-link" />
        <Field
          name="email"
          type="email"
          autoComplete="email"
          label={t('form.email')}
          defaultValue={props.email}
          error={props.error}
        />
        <SubmitButton label={t('verify.resend')} />
      </Form>
    </>
  );
}

function SubmitButton(props: { label: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className="button-primary" disabled={busy}>
      {busy ? t('form.sending') : props.label}
    </button>
  );
}
