import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import type { SecureAccountData } from '@dino/contract';
import type { Route } from './+types/secure-account';
import { ApiError, serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { localePath, resolveLocale, useLocalePath } from '../lib/lang.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * The "it was not me" link mailed to the old address when a parent's email or password changed.
 * The link is spent by pressing the button, not by opening the page: a mail scanner that opens
 * links must not use it up. A good link secures the account and goes on to the reset page with
 * the reset token the API answered, where the owner chooses a new password at once.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = resolveLocale(request, params.lang);
  const form = await request.formData();
  try {
    const result = await serverApi(request, context, locale).post<ApiAnswer<SecureAccountData>>(
      'auth/account/secure',
      { token: String(form.get('token') ?? '') },
    );
    const { token, email } = result.data;
    const query = new URLSearchParams({ token, email, secured: '1' });
    return redirect(`${localePath(locale, '/reset-password')}?${query.toString()}`);
  } catch (error) {
    // A spent link, or too many tries from here: either way the page says so in place.
    if (error instanceof ApiError && (error.status === 422 || error.type === 'throttled')) {
      return { linkError: error.errors.token?.[0] ?? error.message };
    }
    throw error;
  }
}

export default function SecureAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const to = useLocalePath();
  const { token } = loaderData;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <title>{`${t('secure.title')} · ${t('app.name')}`}</title>
      <h1 className="text-3xl font-extrabold">{t('secure.title')}</h1>
      {!token ? (
        <p role="alert" className="text-lg font-bold text-berry-700">
          {t('reset.missing')}
        </p>
      ) : actionData?.linkError ? (
        <>
          <p role="alert" className="text-lg font-bold text-berry-700">
            {actionData.linkError}
          </p>
          {/* A spent or late link must not leave a locked-out owner with nowhere to go. */}
          <p className="text-lg">
            {t('secure.stuck')}{' '}
            <AppLink to={to('/contact')} className="text-link">
              {t('secure.contact')}
            </AppLink>
          </p>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-lg">{t('secure.lead')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button-primary self-start" disabled={busy}>
            {busy ? t('form.sending') : t('secure.submit')}
          </button>
        </Form>
      )}
    </main>
  );
}
