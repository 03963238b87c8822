import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contactForm, type ContactBody } from '@dino/contract';
import type { Route } from './+types/contact';
import { serverApi, type ApiAnswer } from '../lib/api-client.ts';
import { browserApi } from '../lib/browser-api.ts';
import { submitForm, useContractForm } from '../lib/contract-form.ts';
import { showSuccess } from '../lib/feedback.ts';
import { resolveLocale } from '../lib/lang.ts';
import { useUser } from '../lib/session.ts';
import { ContactArt } from '../ui/art/contact-art.tsx';
import { Field } from '../ui/field.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** The visitor's country reads numbers written without their code (spec section 7's lookup). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(request, context, resolveLocale(request, params.lang));
  const answer = await api
    .get<ApiAnswer<{ countryCode: string | null }>>('dino/ips/get-user-info')
    .catch(() => null);
  return { country: answer?.data.countryCode ?? null };
}

/**
 * How to reach the team: who writes (a signed-in user's name and address filled in), subject,
 * message, and at least one number to call back on.
 */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const user = useUser();
  const form = useContractForm<ContactBody>(contactForm, {
    name: user ? `${user.first_name} ${user.last_name}` : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
    phone: '',
    whatsapp: '',
    telegram: '',
    website: '',
    ...(loaderData.country ? { country: loaderData.country } : {}),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const answer = await submitForm(form, () =>
      browserApi().post<{ message: string }>('contact', body),
    );
    if (!answer) return;
    showSuccess(answer.message, t('contact.sentTitle'));
    form.reset();
  });

  return (
    <PageFrame
      title={t('contact.title')}
      lead={t('contact.lead')}
      crumbs={[{ label: t('nav.contact') }]}
      art={<ContactArt className="w-full" />}
    >
      <form className="card grid gap-4 sm:grid-cols-3" noValidate onSubmit={onSubmit}>
        <div className="grid gap-4 sm:col-span-3 sm:grid-cols-2">
          <Field
            label={t('contact.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Field
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div className="sm:col-span-3">
          <Field
            label={t('contact.subject')}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
        </div>
        <div className="flex flex-col gap-1 sm:col-span-3">
          <label htmlFor={messageId} className="font-bold">
            {t('contact.message')}
          </label>
          <textarea
            id={messageId}
            rows={6}
            className="input"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            {...form.register('message')}
          />
          {errors.message && (
            <p id={`${messageId}-error`} className="field-error">
              {errors.message.message}
            </p>
          )}
        </div>
        <p className="text-ink/80 sm:col-span-3">{t('contact.numbers')}</p>
        <Field
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Field
          label={t('contact.whatsapp')}
          type="tel"
          error={errors.whatsapp?.message}
          {...form.register('whatsapp')}
        />
        <Field
          label={t('contact.telegram')}
          type="tel"
          error={errors.telegram?.message}
          {...form.register('telegram')}
        />
        {/* Not for people: hidden from sight and from assistive technology; robots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            website
            <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <button
          type="submit"
          className="button-primary sm:col-span-3 sm:justify-self-start"
          disabled={isSubmitting}
        >
          {t('contact.send')}
        </button>
      </form>
    </PageFrame>
  );
}
