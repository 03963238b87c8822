import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FactsContent } from '@dino/content/discover';
import {
  factData,
  factOfTheDay,
  factsData,
  successEnvelope,
  typedText,
  validationEnvelope,
  type Locale,
} from '@dino/contract';
import { z } from 'zod';

/** Interesting facts with their categories, and the fact of the day. */
export function factsRoutes(deps: {
  content: FactsContent;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  const { categories, facts, sources } = deps.content;
  const now = deps.now ?? (() => new Date());
  const present = (fact: (typeof facts)[number], locale: Locale) => ({
    id: fact.id,
    category: fact.category,
    text: fact.text[locale],
    sources: fact.sources.map((id) => sources.get(id)!),
  });

  return async (app) => {
    app.get(
      '/facts',
      {
        schema: {
          tags: ['facts'],
          summary: 'Every fact (or one category’s), the categories, and the id of today’s fact',
          querystring: z.object({ category: typedText(40).optional() }),
          response: { 200: successEnvelope(factsData), 422: validationEnvelope },
        },
      },
      async (request) => {
        const { category } = request.query;
        const locale = request.locale;
        return {
          success: true as const,
          data: {
            categories: categories.map((c) => ({ id: c.id, name: c.name[locale] })),
            facts: facts
              .filter((fact) => !category || fact.category === category)
              .map((fact) => present(fact, locale)),
            today: factOfTheDay(facts, now()).id,
          },
        };
      },
    );

    app.get(
      '/facts/today',
      {
        schema: {
          tags: ['facts'],
          summary: 'The fact of the day: the same for everyone, a new one at midnight UTC',
          response: { 200: successEnvelope(factData) },
        },
      },
      async (request) => ({
        success: true as const,
        data: present(factOfTheDay(facts, now()), request.locale),
      }),
    );
  };
}
