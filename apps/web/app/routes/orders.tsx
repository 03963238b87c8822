import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { OrderData, OrderStatus } from '@dino/contract';
import type { Route } from './+types/orders';
import { serverApi, type ApiAnswer, type ApiPage } from '../lib/api-client.ts';
import { reportApiError } from '../lib/api-errors.ts';
import { browserApi } from '../lib/browser-api.ts';
import { showSuccess } from '../lib/feedback.ts';
import { requireUser } from '../lib/guard.server.ts';
import { resolveLocale, useLocale, useLocalePath } from '../lib/lang.ts';
import { withParentalGate } from '../features/parental-gate/use-parental-gate.ts';
import { formatDram } from '../features/shop/price.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { OrdersArt } from '../ui/art/orders-art.tsx';
import { EmptyNestArt } from '../ui/art/empty-nest-art.tsx';
import { EmptyState, PageFrame } from '../ui/page-frame.tsx';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request, params.lang);
  const user = await requireUser(request, context, locale);
  // Orders are a parent's; a child's session has none to show.
  if (user.type !== 'parent') return { orders: [] as OrderData[] };
  const page = await serverApi(request, context, locale).get<ApiPage<OrderData>>(
    'shop/orders?per_page=50',
  );
  return { orders: page.data };
}

/** A signed-in parent's orders: product, amount, date, status and count (spec section 3). */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { orders } = loaderData;
  return (
    <PageFrame
      title={t('orders.title')}
      lead={t('orders.lead')}
      crumbs={[{ label: t('nav.shop'), to: to('/shop') }, { label: t('nav.orders') }]}
      art={<OrdersArt className="w-full" />}
    >
      {orders.length === 0 ? (
        <EmptyState
          title={t('orders.emptyTitle')}
          text={t('orders.emptyText')}
          art={<EmptyNestArt className="w-full" />}
          action={
            <AppLink to={to('/shop')} className="button-primary">
              {t('shop.goShopping')}
            </AppLink>
          }
        />
      ) : (
        <ol className="flex flex-col gap-5">
          {orders.map((order) => (
            <OrderCard key={order.uuid} order={order} />
          ))}
        </ol>
      )}
    </PageFrame>
  );
}

function OrderCard({ order }: { order: OrderData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const money = (amount: number) => formatDram(amount, locale);
  const date = (iso: string) => iso.slice(0, 10);
  const statusLabel: Record<OrderStatus, string> = {
    pending: t('orders.pending'),
    confirmed: t('orders.confirmed'),
    shipped: t('orders.shipped'),
    delivered: t('orders.delivered'),
    cancelled: t('orders.cancelled'),
  };

  function cancel() {
    withParentalGate(async () => {
      try {
        const answer = await browserApi().post<ApiAnswer<OrderData>>(
          `shop/orders/${order.uuid}/cancel`,
        );
        showSuccess(answer.message ?? '', t('alert.orderCancelled', { number: order.number }));
        await revalidator.revalidate();
      } catch (error) {
        reportApiError(error);
      }
    });
  }

  return (
    <li id={`order-${order.number}`} className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-extrabold">{t('orders.number', { number: order.number })}</h2>
        <p className="chip font-extrabold">{statusLabel[order.status]}</p>
      </div>
      <p className="text-ink/80">
        {t('orders.placed', { date: date(order.created_at), items: order.count })}
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">{t('orders.lines')}</caption>
        <thead>
          <tr className="text-base text-ink/70">
            <th scope="col" className="py-1">
              {t('orders.product')}
            </th>
            <th scope="col" className="py-1">
              {t('orders.quantity')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('orders.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku} className="border-t border-leaf-100">
              <td className="py-2">{line.name}</td>
              <td className="py-2">{line.quantity}</td>
              <td className="py-2 text-right">{money(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="self-end text-xl font-extrabold">
        {t('basket.total', { total: money(order.total) })}
      </p>
      <p className="text-base text-ink/75">
        {order.history
          .map((event) => `${statusLabel[event.status]} · ${date(event.at)}`)
          .join(' → ')}
      </p>
      {order.status === 'pending' && (
        <button type="button" className="button-secondary self-start" onClick={cancel}>
          {t('orders.cancel')}
        </button>
      )}
    </li>
  );
}
