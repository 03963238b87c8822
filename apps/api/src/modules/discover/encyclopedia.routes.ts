import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EncyclopediaContent } from '@dino/content/discover';
import type { ArtFile } from '@dino/content/learning';
import {
  LOCALES,
  encyclopediaEntryData,
  encyclopediaQuery,
  encyclopediaSummary,
  errorEnvelope,
  successEnvelope,
  typedText,
  validationEnvelope,
  type EncyclopediaEntryFile,
  type Locale,
} from '@dino/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { artRoutes, artUrls } from '../learning/art.routes.ts';
import { fold } from './search.ts';

export const ENCYCLOPEDIA_ART_PATH = '/encyclopedia/art';

/** Country names in the page's language, from the runtime's own ICU data. */
const regionNames = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Intl.DisplayNames([locale], { type: 'region' })]),
) as Record<Locale, Intl.DisplayNames>;

/**
 * The encyclopedia, served from memory: a list with search in all three languages and filters,
 * and one entry by its id (its shareable address).
 */
export function encyclopediaRoutes(deps: { content: EncyclopediaContent }): FastifyPluginAsyncZod {
  const { entries, sources, art } = deps.content;
  const artUrl = artUrls(art as Map<string, ArtFile>, ENCYCLOPEDIA_ART_PATH);
  // Every name in every language, folded once, so a search is a scan of short strings.
  const searchable = entries.map((entry) => ({
    entry,
    names: [entry.scientificName, ...LOCALES.map((locale) => entry.name[locale])].map(fold),
  }));

  const summary = (entry: EncyclopediaEntryFile, locale: Locale) => ({
    id: entry.id,
    name: entry.name[locale],
    scientificName: entry.scientificName,
    group: entry.group,
    period: entry.period,
    mya: entry.mya,
    diet: entry.diet,
    length: entry.length,
    art: artUrl(entry.id),
  });

  return async (app) => {
    app.get(
      '/encyclopedia',
      {
        schema: {
          tags: ['encyclopedia'],
          summary: 'Prehistoric animals, searchable by name in any language and filtered',
          querystring: encyclopediaQuery,
          response: { 200: successEnvelope(z.array(encyclopediaSummary)), 422: validationEnvelope },
        },
      },
      async (request) => {
        const { q, period, diet, group } = request.query;
        const wanted = q ? fold(q) : '';
        const found = searchable
          .filter(({ entry, names }) => {
            if (period && entry.period !== period) return false;
            if (diet && entry.diet !== diet) return false;
            if (group && entry.group !== group) return false;
            return !wanted || names.some((name) => name.includes(wanted));
          })
          .map(({ entry }) => summary(entry, request.locale));
        return { success: true as const, data: found };
      },
    );

    app.get(
      '/encyclopedia/:id',
      {
        schema: {
          tags: ['encyclopedia'],
          summary: 'One animal with its measures, fossils, fact and sources',
          params: z.object({ id: typedText(60) }),
          response: { 200: successEnvelope(encyclopediaEntryData), 404: errorEnvelope },
        },
      },
      async (request) => {
        const entry = entries.find((item) => item.id === request.params.id);
        if (!entry) throw new HttpError('not_found');
        const locale = request.locale;
        return {
          success: true as const,
          data: {
            ...summary(entry, locale),
            pronunciation: entry.pronunciation[locale],
            meaning: entry.meaning[locale],
            weight: entry.weight,
            fossils: entry.fossils.map((code) => regionNames[locale].of(code) ?? code),
            description: entry.description[locale],
            fact: entry.fact[locale],
            sources: entry.sources.map((id) => sources.get(id)!),
          },
        };
      },
    );

    await app.register(artRoutes(art, ENCYCLOPEDIA_ART_PATH, 'encyclopedia'));
  };
}
