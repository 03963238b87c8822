import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, localeFromHeader, type Locale } from '@dino/contract';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every request knows its language from Accept-Language (hy when absent or unknown). */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
});
