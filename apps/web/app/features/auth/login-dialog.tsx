import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import {
  CHILD_PIN_LENGTH,
  NEXT_URL_COOKIE,
  PLAY_AS_COOKIE,
  childLoginBody,
  loginBody,
  type LoginData,
} from '@dino/contract';
import { ApiError, type ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { browserCookie, clearBrowserCookies, storeAuthToken } from '../../lib/browser-cookies.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { SELECTION_COOKIES, isLocalPath } from '../../lib/cookies.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { mergeVisitorBasket } from '../shop/basket.ts';
import { closeDialog, openDialog, toast } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FacePicture } from '../games/art/faces.tsx';
import { PicturePinPad } from './picture-pin-pad.tsx';

type LoginForm = { email: string; password: string; remember: boolean };
type ChildLoginValues = { username: string; pin: string };

const WHO_BUTTON =
  'flex min-h-14 min-w-0 flex-col items-center phone-landscape:flex-row justify-center gap-1 rounded-2xl border-4 border-leaf-200 bg-white px-2 py-1.5 text-center text-base font-extrabold text-leaf-700 transition hover:border-leaf-500 aria-pressed:border-leaf-700 aria-pressed:bg-leaf-700 aria-pressed:text-white';

/**
 * What every sign-in does once the server said yes: a new session starts clean (no play-as mark
 * of someone else's, no place in a lesson), and a visitor sent here by a guarded page goes back
 * to it (the next-url cookie).
 */
function useFinishLogin() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async (answer: ApiAnswer<LoginData>, remember: boolean) => {
    clearBrowserCookies([PLAY_AS_COOKIE, ...SELECTION_COOKIES]);
    storeAuthToken(answer.data.token, remember);
    // A basket filled before signing in joins the parent's account.
    if (answer.data.user.type === 'parent') await mergeVisitorBasket().catch(reportApiError);
    closeDialog();
    if (answer.message) toast('success', answer.message);
    const next = browserCookie(NEXT_URL_COOKIE);
    clearBrowserCookies([NEXT_URL_COOKIE]);
    if (isLocalPath(next)) await navigate(next);
    else await revalidator.revalidate();
  };
}

/**
 * A child signs in on their own device with the username and the four pictures their parent
 * chose (auth/child-login), sent as the fourth picture is tapped. Wrong pictures are cleared for
 * another go; a sign-in locked by too many of them, or a pause the server asks for, is said
 * here, where the child is looking.
 */
function ChildLoginForm() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm<ChildLoginValues>(childLoginBody, { username: '', pin: '' });
  const { errors, isSubmitting } = form.formState;
  const pin = form.watch('pin');

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const answer = await submitForm(form, async () => {
      try {
        return await browserApi().post<ApiAnswer<LoginData>>('auth/child-login', values);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
          setRefusal(error.message);
          return null;
        }
        throw error;
      }
    });
    if (!answer) {
      form.setValue('pin', '');
      return;
    }
    // The server's token lasts a day: so does the cookie.
    await finish(answer, false);
  });

  return (
    <form className="flex flex-col gap-4 phone-landscape:contents" noValidate onSubmit={onSubmit}>
      <Field
        label={t('auth.childUsername')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PicturePinPad
        label={t('auth.childPictures')}
        value={pin}
        onChange={(value) => {
          setRefusal(null);
          form.clearErrors('pin');
          form.setValue('pin', value);
          // The fourth picture signs in, as a phone's PIN does: no reading needed.
          if (value.length === CHILD_PIN_LENGTH) void onSubmit();
        }}
        error={refusal ?? errors.pin?.message}
        large
        className="phone-landscape:col-start-2 phone-landscape:row-span-4 phone-landscape:row-start-1 phone-landscape:self-start phone-landscape:pr-12"
      />
      <button type="submit" className="button-primary min-h-16" disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('auth.login')}
      </button>
    </form>
  );
}

/**
 * Spec section 4: signing in sets the token cookie and fetches the user. Opened with the address
 * a reset or a confirmation link just proved, it asks only for the password.
 */
function GrownUpLoginForm(props: { email?: string | undefined }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const form = useContractForm<LoginForm>(loginBody, {
    email: props.email ?? '',
    password: '',
    remember: true,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(
      form,
      () => browserApi().post<ApiAnswer<LoginData>>('auth/login', values),
      { email: values.email },
    );
    if (answer) await finish(answer, values.remember);
  });

  return (
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
        <button type="button" className="text-link" onClick={() => openDialog({ name: 'forgot' })}>
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
  );
}

/**
 * The login: a grown-up's address and password, or, behind a switch a child finds at the top,
 * the child's username and pictures.
 */
export function LoginDialog(props: { email?: string | undefined }) {
  const { t } = useTranslation();
  const [child, setChild] = useState(false);
  return (
    <Modal
      title={t('auth.loginTitle')}
      // A child's form says it all in its labels: the pad stays on a phone's screen.
      description={child ? undefined : t('auth.loginLead')}
      onClose={closeDialog}
      // Turned sideways, a child's pad stands beside the fields, so all of it is on screen.
      className={
        child
          ? 'phone-landscape:grid phone-landscape:max-w-3xl phone-landscape:grid-cols-[minmax(0,1fr)_auto] phone-landscape:content-start phone-landscape:gap-x-4 phone-landscape:[&>h2]:pr-0 phone-landscape:[&>h2]:text-xl phone-landscape:gap-y-3 phone-landscape:p-4'
          : undefined
      }
    >
      <div role="group" aria-label={t('auth.whoSignsIn')} className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className={WHO_BUTTON}
          aria-pressed={!child}
          onClick={() => setChild(false)}
        >
          {t('auth.grownUp')}
        </button>
        <button
          type="button"
          className={WHO_BUTTON}
          aria-pressed={child}
          onClick={() => setChild(true)}
        >
          <FacePicture face="tyrannosaurus" className="h-8 w-8 shrink-0" />
          {t('auth.iAmChild')}
        </button>
      </div>
      {child ? <ChildLoginForm /> : <GrownUpLoginForm email={props.email} />}
    </Modal>
  );
}
