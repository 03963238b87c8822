import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryData, successEnvelope } from '@dino/contract';
import { countryLookup } from './lookup.ts';

/** A proxy's country header counts only when the proxy is trusted (TRUST_PROXY). */
export function countryRoutes(options: {
  countryHeader: string | undefined;
  trustProxy: boolean;
}): FastifyPluginAsyncZod {
  const countryOf = countryLookup();
  return async (app) => {
    app.get(
      '/dino/ips/get-user-info',
      {
        schema: {
          tags: ['country'],
          summary: "The visitor's country (ISO 3166-1 alpha-2), or null",
          response: { 200: successEnvelope(countryData) },
        },
      },
      async (request) => {
        const header = options.countryHeader ? request.headers[options.countryHeader] : undefined;
        const fromProxy = typeof header === 'string' ? header.trim().toUpperCase() : '';
        const trusted = options.trustProxy && /^[A-Z]{2}$/.test(fromProxy);
        const countryCode = trusted && fromProxy !== 'XX' ? fromProxy : await countryOf(request.ip);
        return { success: true as const, data: { countryCode } };
      },
    );
  };
}
