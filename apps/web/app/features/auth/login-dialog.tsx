import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { NEXT_URL_COOKIE, PLAY_AS_COOKIE, loginBody, type User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { browserCookie, clearBrowserCookies, storeAuthToken } from '../../lib/browser-cookies.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { SELECTION_COOKIES, isLocalPath } from '../../lib/cookies.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { mergeVisitorBasket } from '../shop/basket.ts';
import { closeDialog, openDialog, toast } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';

type LoginForm = { email: string; password: string; remember: boolean };

/**
 * Spec section 4: signing in sets the token cookie and fetches the user; a visitor sent here by
 * a guarded page goes back to it (the next-url cookie). Opened with the address a reset or a
 * confirmation link just proved, it asks only for the password.
 */
export function LoginDialog(props: { email?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useContractForm<LoginForm>(loginBody, {
    email: props.email ?? '',
    password: '',
    remember: true,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(
      form,
      () => browserApi().post<ApiAnswer<{ token: string; user: User }>>('auth/login', values),
      { email: values.email },
    );
    if (!answer) return;
    // A new session starts clean: no play-as mark of someone else's, no place in a lesson.
    clearBrowserCookies([PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
    storeAuthToken(answer.data.token, values.remember);
    // A basket filled before signing in joins the parent's account.
    if (answer.data.user.type === 'parent') await mergeVisitorBasket().catch(reportApiError);
    closeDialog();
    if (answer.message) toast('success', answer.message);
    const next = browserCookie(NEXT_URL_COOKIE);
    clearBrowserCookies([NEXT_URL_COOKIE]);
    if (isLocalPath(next)) await navigate(next);
    else await revalidator.revalidate();
  });

  return (
    <Modal title={t('auth.loginTitle')} description={t('auth.loginLead')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Field
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(props.email)}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <label className="check-row">
          <input type="checkbox" className="checkbox" {...form.register('remember')} />
          {t('auth.remember')}
        </label>
        <button type="submit" className="button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('auth.login')}
        </button>
        <div className="flex flex-wrap justify-between gap-2">
          <button
            type="button"
            className="text-link"
            onClick={() => openDialog({ name: 'forgot' })}
          >
            {t('auth.forgot')}
          </button>
          <button
            type="button"
            className="text-link"
            onClick={() => openDialog({ name: 'register' })}
          >
            {t('auth.noAccount')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
