import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASH_ORDER_EXPIRY_HOURS,
  MAX_LINE_QUANTITY,
  MAX_OPEN_ORDERS,
  MAX_OPEN_UNITS_PER_PRODUCT,
  basketData,
  basketItemsBody,
  basketQuantityBody,
  categoryData,
  checkoutBody,
  errorEnvelope,
  orderData,
  pageQuery,
  paginatedEnvelope,
  productData,
  productSummary,
  productsQuery,
  slugParam,
  successEnvelope,
  translate,
  uuidParam,
  validationEnvelope,
} from '@dino/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf, paginationOf } from '../../lib/pagination.ts';
import { requireSession } from '../accounts/session.ts';
import { priceBasket, type BasketService } from './basket.service.ts';
import type { catalogRepository } from './catalog.repository.ts';
import { presentOrder } from './order-presenter.ts';
import type { OrdersService } from './orders.service.ts';
import { shopPresenter } from './presenter.ts';
import { bearer } from '../../lib/openapi.ts';

/** The contract's per-product cap (`perProductCap`), as quote, merge and checkout apply it. */
const PER_PRODUCT_CAP = `Lines of one product count together: 422 beyond ${MAX_LINE_QUANTITY}.`;

const orderFailures = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: validationEnvelope,
};

/** The shop's calls (spec section 7 leaves them to us): catalogue, checkout and orders. */
export function shopRoutes(deps: {
  catalog: ReturnType<typeof catalogRepository>;
  orders: OrdersService;
  basket: BasketService;
  artUrl: (key: string) => string;
}): FastifyPluginAsyncZod {
  const { catalog, orders, basket, artUrl } = deps;
  return async (app) => {
    app.get(
      '/shop/categories',
      {
        schema: {
          tags: ['shop'],
          summary: 'The shop’s categories, in order',
          response: { 200: successEnvelope(z.array(categoryData)) },
        },
      },
      async (request) => {
        const rows = await catalog.categories(1);
        return {
          success: true as const,
          data: rows.map((row) => ({ slug: row.slug, name: row.name[request.locale] })),
        };
      },
    );

    app.get(
      '/shop/products',
      {
        schema: {
          tags: ['shop'],
          summary: 'Products: by category, a child’s age, price (after discount) and words',
          querystring: productsQuery,
          response: { 200: paginatedEnvelope(productSummary), 422: validationEnvelope },
        },
      },
      async (request) => {
        const { rows, total } = await catalog.list(
          request.query,
          request.locale,
          pageOf(request.query),
        );
        const present = shopPresenter(request.locale, artUrl);
        return {
          success: true as const,
          data: rows.map(present.summary),
          ...paginationOf(request.query, total),
        };
      },
    );

    app.get(
      '/shop/products/:slug',
      {
        schema: {
          tags: ['shop'],
          summary: 'One product, with its pictures and sections (the first is its preview)',
          params: slugParam,
          response: { 200: successEnvelope(productData), 404: errorEnvelope },
        },
      },
      async (request) => {
        const row = await catalog.findBySlug(request.params.slug);
        if (!row) throw new HttpError('not_found');
        return {
          success: true as const,
          data: shopPresenter(request.locale, artUrl).product(row),
        };
      },
    );

    app.post(
      '/shop/basket/quote',
      {
        schema: {
          tags: ['shop'],
          summary: 'Price a visitor’s basket as it stands now (nothing is stored)',
          description: PER_PRODUCT_CAP,
          body: basketItemsBody,
          response: { 200: successEnvelope(basketData), 422: validationEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await priceBasket(catalog, shopPresenter(request.locale, artUrl), request.body.items),
      }),
    );

    app.get(
      '/shop/basket',
      {
        schema: {
          tags: ['shop'],
          summary: 'The signed-in parent’s basket, priced now',
          security: bearer,
          response: { 200: successEnvelope(basketData), ...orderFailures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await basket.basket(requireSession(request), shopPresenter(request.locale, artUrl)),
      }),
    );

    app.put(
      '/shop/basket/:uuid',
      {
        schema: {
          tags: ['shop'],
          summary: 'How many of a product the basket holds (0 takes it out)',
          description: '409 `conflict` when fewer are left.',
          security: bearer,
          params: uuidParam,
          body: basketQuantityBody,
          response: { 200: successEnvelope(basketData), ...orderFailures, 409: errorEnvelope },
        },
      },
      async (request) => {
        const session = requireSession(request);
        await basket.setQuantity(
          session,
          request.params.uuid,
          request.body.quantity,
          request.locale,
        );
        return {
          success: true as const,
          data: await basket.basket(session, shopPresenter(request.locale, artUrl)),
        };
      },
    );

    app.post(
      '/shop/basket/merge',
      {
        schema: {
          tags: ['shop'],
          summary: 'Add a visitor’s basket to the account’s, at sign-in',
          description: `${PER_PRODUCT_CAP} Quantities add up with the account’s basket, each limited by the stock and the most one order takes; products no longer sold are skipped.`,
          security: bearer,
          body: basketItemsBody,
          response: { 200: successEnvelope(basketData), ...orderFailures },
        },
      },
      async (request) => {
        const session = requireSession(request);
        await basket.merge(session, request.body.items, request.locale);
        return {
          success: true as const,
          data: await basket.basket(session, shopPresenter(request.locale, artUrl)),
        };
      },
    );

    app.get(
      '/shop/wishlist',
      {
        schema: {
          tags: ['shop'],
          summary: 'The signed-in parent’s wishlist',
          security: bearer,
          response: { 200: successEnvelope(z.array(productSummary)), ...orderFailures },
        },
      },
      async (request) => {
        const rows = await basket.wishlist(requireSession(request));
        return {
          success: true as const,
          data: rows.map(shopPresenter(request.locale, artUrl).summary),
        };
      },
    );

    for (const method of ['PUT', 'DELETE'] as const) {
      app.route({
        method,
        url: '/shop/wishlist/:uuid',
        schema: {
          tags: ['shop'],
          summary: method === 'PUT' ? 'Keep a product in the wishlist' : 'Take it out again',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(z.array(productSummary)), ...orderFailures },
        },
        handler: async (request) => {
          const session = requireSession(request);
          if (method === 'PUT') await basket.wish(session, request.params.uuid);
          else await basket.unwish(session, request.params.uuid);
          const rows = await basket.wishlist(session);
          return {
            success: true as const,
            data: rows.map(shopPresenter(request.locale, artUrl).summary),
          };
        },
      });
    }

    app.post(
      '/shop/checkout',
      {
        schema: {
          tags: ['shop'],
          summary: 'Place an order (a verified parent)',
          description:
            'The lines name products and quantities only: prices and the total are the server’s. ' +
            `${PER_PRODUCT_CAP} ` +
            'Stock is taken in the same transaction and never goes below zero; 409 `conflict` when a product has not enough left, ' +
            `when the account already has ${MAX_OPEN_ORDERS} orders waiting for confirmation (\`pending\`), ` +
            `or when those and this one would hold more than ${MAX_OPEN_UNITS_PER_PRODUCT} of a product. ` +
            `An unconfirmed cash-on-delivery order is cancelled after ${CASH_ORDER_EXPIRY_HOURS} hours. ` +
            'Rate limited per parent; 429 `throttled` beyond it.',
          security: bearer,
          body: checkoutBody,
          response: {
            201: successEnvelope(orderData),
            ...orderFailures,
            409: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const order = await orders.checkout(requireSession(request), request.body, request.locale);
        return reply.code(201).send({
          success: true as const,
          message: translate(request.locale, 'success.order_placed'),
          data: presentOrder(order, request.locale),
        });
      },
    );

    app.get(
      '/shop/orders',
      {
        schema: {
          tags: ['shop'],
          summary: 'The signed-in parent’s orders, newest first',
          security: bearer,
          querystring: pageQuery,
          response: { 200: paginatedEnvelope(orderData), ...orderFailures },
        },
      },
      async (request) => {
        const { rows, total } = await orders.list(requireSession(request), request.query);
        return {
          success: true as const,
          data: rows.map((order) => presentOrder(order, request.locale)),
          ...paginationOf(request.query, total),
        };
      },
    );

    app.get(
      '/shop/orders/:uuid',
      {
        schema: {
          tags: ['shop'],
          summary: 'One of the signed-in parent’s orders (another parent’s is not found)',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(orderData), ...orderFailures },
        },
      },
      async (request) => {
        const order = await orders.get(requireSession(request), request.params.uuid);
        return { success: true as const, data: presentOrder(order, request.locale) };
      },
    );

    app.post(
      '/shop/orders/:uuid/cancel',
      {
        schema: {
          tags: ['shop'],
          summary: 'Cancel a pending order; its stock goes back',
          description:
            '409 `conflict` once the order is confirmed, shipped, delivered or cancelled.',
          security: bearer,
          params: uuidParam,
          response: { 200: successEnvelope(orderData), ...orderFailures, 409: errorEnvelope },
        },
      },
      async (request) => {
        const order = await orders.cancel(requireSession(request), request.params.uuid);
        return {
          success: true as const,
          message: translate(request.locale, 'success.order_cancelled'),
          data: presentOrder(order, request.locale),
        };
      },
    );
  };
}
