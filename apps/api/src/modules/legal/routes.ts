import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LegalContent } from '@dino/content/legal';
import {
  LEGAL_PAGES,
  errorEnvelope,
  legalPageData,
  successEnvelope,
  typedText,
  type LegalPage,
} from '@dino/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

/** The terms and the privacy policy in the request's language, served from memory. */
export function legalRoutes(legal: LegalContent): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/legal/:page',
      {
        schema: {
          tags: ['legal'],
          summary: 'The terms of service or the privacy policy, in its seven sections',
          params: z.object({ page: typedText(40) }),
          response: { 200: successEnvelope(legalPageData), 404: errorEnvelope },
        },
      },
      async (request) => {
        const name = request.params.page;
        if (!(LEGAL_PAGES as readonly string[]).includes(name)) throw new HttpError('not_found');
        const page = legal[name as LegalPage];
        return {
          success: true as const,
          data: {
            updated: page.updated,
            sections: page.sections.map((section) => ({
              id: section.id,
              title: section.title[request.locale],
              body: section.body[request.locale],
            })),
          },
        };
      },
    );
  };
}
