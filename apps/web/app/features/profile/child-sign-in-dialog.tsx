import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { childSignInBody, type User } from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { toast } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { PicturePinPad, PinPictures } from '../auth/picture-pin-pad.tsx';

type SignInForm = { username: string; pin: string };

/** What the parent tells the child once it is saved: the username and the pictures in order. */
function Saved(props: { child: User; username: string; pin: string; onClose: () => void }) {
  const { t } = useTranslation();
  const name = props.child.first_name;
  const top = useRef<HTMLDivElement>(null);
  // The form and its focused button are gone: the reading starts at the top, and the focus too.
  useEffect(() => {
    top.current?.closest('[role=dialog]')?.scrollTo(0, 0);
    top.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={top} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <div className="flex flex-col gap-1">
        <p className="font-bold">{t('childSignIn.username')}</p>
        <p className="text-2xl font-extrabold break-all">{props.username}</p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="font-bold">{t('childSignIn.pictures')}</p>
        <PinPictures pin={props.pin} />
      </div>
      <p className="text-ink/85">{t('childSignIn.howTo', { name })}</p>
      <button type="button" className="button-primary" onClick={props.onClose}>
        {t('childSignIn.done')}
      </button>
    </div>
  );
}

/**
 * A child's own sign-in on another device, set up by their parent (auth/children/{id}/sign-in):
 * a username and four pictures. Saving again replaces the pictures and opens a sign-in that
 * wrong pictures locked; the parent can also remove it. The pictures are shown once, after
 * saving: the server keeps only their hash.
 */
export function ChildSignInDialog(props: { child: User; onClose: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { child, onClose } = props;
  const name = child.first_name;
  const [saved, setSaved] = useState<SignInForm | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useContractForm<SignInForm>(childSignInBody, {
    username: child.sign_in?.username ?? '',
    pin: '',
  });
  const { errors, isSubmitting } = form.formState;
  const pin = form.watch('pin');

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submitForm(form, () =>
      browserApi().put<ApiAnswer<{ user: User }>>(`auth/children/${child.id}/sign-in`, values),
    );
    if (!answer) return;
    setSaved({ username: answer.data.user.sign_in?.username ?? values.username, pin: values.pin });
    await revalidator.revalidate();
  });

  async function remove() {
    setRemoving(true);
    try {
      const answer = await browserApi().delete<ApiAnswer>(`auth/children/${child.id}/sign-in`);
      onClose();
      if (answer.message) toast('success', answer.message);
      await revalidator.revalidate();
    } catch (error) {
      reportApiError(error);
      setRemoving(false);
    }
  }

  return (
    <Modal
      title={saved ? t('childSignIn.savedTitle', { name }) : t('childSignIn.title', { name })}
      description={saved ? undefined : t('childSignIn.lead', { name })}
      onClose={onClose}
    >
      {saved ? (
        <Saved child={child} {...saved} onClose={onClose} />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          {child.sign_in && (
            <p
              className={`rounded-2xl p-4 font-bold ${child.sign_in.locked ? 'bg-berry-100 text-berry-700' : 'bg-leaf-50'}`}
            >
              {child.sign_in.locked
                ? t('childSignIn.lockedNote', { name })
                : t('childSignIn.currentNote', { username: child.sign_in.username })}
            </p>
          )}
          <Field
            label={t('childSignIn.username')}
            hint={t('childSignIn.usernameHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PicturePinPad
            label={t('childSignIn.pictures')}
            value={pin}
            onChange={(value) => {
              form.clearErrors('pin');
              form.setValue('pin', value);
            }}
            error={errors.pin?.message}
          />
          <button type="submit" className="button-primary" disabled={isSubmitting || removing}>
            {isSubmitting ? t('form.sending') : t('childSignIn.save')}
          </button>
          {child.sign_in && (
            <button
              type="button"
              className="button-quiet text-berry-700"
              disabled={isSubmitting || removing}
              onClick={() => void remove()}
            >
              {t('childSignIn.remove')}
            </button>
          )}
        </form>
      )}
    </Modal>
  );
}
