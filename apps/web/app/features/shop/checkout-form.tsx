import { useTranslation } from 'react-i18next';
import {
  ARMENIAN_REGIONS,
  PAYMENT_METHODS,
  checkoutForm,
  type BasketData,
  type ArmenianRegion,
  type CheckoutForm,
  type OrderData,
  type PaymentMethod,
} from '@dino/contract';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { submitForm, useContractForm } from '../../lib/contract-form.ts';
import { Field } from '../../ui/field.tsx';
import { formatDram } from './price.tsx';
import { useLocale } from '../../lib/lang.ts';

/**
 * Delivery details and the way to pay, checked with the server's own rules (an Armenian phone
 * number, or any with its country code). The order is priced and placed by the server.
 */
export function CheckoutFormSection(props: {
  basket: BasketData;
  onPlaced: (order: OrderData, message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm<CheckoutForm>(checkoutForm, {
    name: '',
    phone: '',
    region: 'yerevan',
    city: '',
    address: '',
    notes: '',
    payment_method: 'cash_on_delivery',
  });
  const { errors, isSubmitting } = form.formState;
  const regionName: Record<ArmenianRegion, string> = {
    yerevan: t('checkout.regions.yerevan'),
    aragatsotn: t('checkout.regions.aragatsotn'),
    ararat: t('checkout.regions.ararat'),
    armavir: t('checkout.regions.armavir'),
    gegharkunik: t('checkout.regions.gegharkunik'),
    kotayk: t('checkout.regions.kotayk'),
    lori: t('checkout.regions.lori'),
    shirak: t('checkout.regions.shirak'),
    syunik: t('checkout.regions.syunik'),
    tavush: t('checkout.regions.tavush'),
    'vayots-dzor': t('checkout.regions.vayotsDzor'),
  };
  const paymentLabel: Record<PaymentMethod, string> = {
    cash_on_delivery: t('checkout.cash'),
    bank_transfer: t('checkout.transfer'),
  };
  const onSubmit = form.handleSubmit(async ({ payment_method, notes, ...delivery }) => {
    const answer = await submitForm(form, () =>
      browserApi().post<ApiAnswer<OrderData>>('shop/checkout', {
        items: props.basket.lines.map((line) => ({
          product: line.product.uuid,
          quantity: line.quantity,
        })),
        delivery: notes ? { ...delivery, notes } : delivery,
        payment_method,
      }),
    );
    if (answer) props.onPlaced(answer.data, answer.message ?? '');
  });

  return (
    <section aria-labelledby="checkout" className="card flex flex-col gap-4">
      <h2 id="checkout" className="text-2xl font-extrabold">
        {t('checkout.title')}
      </h2>
      <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        <Field
          label={t('checkout.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label={t('checkout.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('checkout.phoneHint')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <label className="flex flex-col gap-1 font-bold">
          {t('checkout.region')}
          <select className="input" autoComplete="address-level1" {...form.register('region')}>
            {ARMENIAN_REGIONS.map((region) => (
              <option key={region} value={region}>
                {regionName[region]}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={t('checkout.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Field
          label={t('checkout.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <div className="sm:col-span-2">
          <Field
            label={t('checkout.notes')}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
        </div>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-2 font-bold">{t('checkout.payment')}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="check-row">
              <input
                type="radio"
                value={method}
                className="checkbox"
                {...form.register('payment_method')}
              />
              {paymentLabel[method]}
            </label>
          ))}
        </fieldset>
        <p className="text-xl font-extrabold sm:col-span-2">
          {t('checkout.total', { total: formatDram(props.basket.total, locale) })}
        </p>
        <button
          type="submit"
          className="button-primary sm:col-span-2 sm:justify-self-start"
          disabled={isSubmitting}
        >
          {t('checkout.place')}
        </button>
      </form>
    </section>
  );
}
