import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS, legalPageData, successEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('legal pages', () => {
  it('serves the terms and the privacy policy in the seven sections, in each language', async () => {
    for (const page of ['terms', 'privacy']) {
      for (const language of ['hy', 'ru', 'en']) {
        const response = await t.app.inject({
          url: `/api/legal/${page}`,
          headers: { 'accept-language': language },
        });
        const data = successEnvelope(legalPageData).parse(response.json()).data;
        expect(data.sections.map((section) => section.id)).toEqual([...LEGAL_SECTIONS]);
        expect(data.sections.every((section) => section.body.length > 100)).toBe(true);
      }
    }
    const ru = (
      await t.app.inject({ url: '/api/legal/terms', headers: { 'accept-language': 'ru' } })
    ).json();
    expect(ru.data.sections[3].body).toContain('13');
    expect((await t.app.inject({ url: '/api/legal/cookies' })).statusCode).toBe(404);
  });
});
