import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryData, successEnvelope } from '@dino/contract';
import { createTestApp, type TestContext } from './helpers/app.ts';

const COUNTRY_HEADER = 'cf-ipcountry';
const envelope = successEnvelope(countryData);

/** Same header setting; only the second app trusts the proxy in front of it. */
let direct: TestContext;
let behindProxy: TestContext;

beforeAll(async () => {
  direct = await createTestApp({ countryHeader: COUNTRY_HEADER });
  behindProxy = await createTestApp({ trustProxy: true, countryHeader: COUNTRY_HEADER });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

async function countryOf(
  t: TestContext,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dino/ips/get-user-info',
    remoteAddress,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const body = envelope.parse(response.json());
  expect(body).toEqual({ success: true, data: { countryCode: body.data.countryCode } });
  return body.data.countryCode;
}

describe('the visitor country', () => {
  it.each(['192.168.1.5', '10.0.0.1', '127.0.0.1', '::1'])(
    'is null for the private address %s',
    async (ip) => {
      expect(await countryOf(direct, ip)).toBeNull();
    },
  );

  it('is a two-letter code for a public address (8.8.8.8 is US in DB-IP)', async () => {
    const code = await countryOf(direct, '8.8.8.8');
    expect(code).toMatch(/^[A-Z]{2}$/);
    expect(code).toBe('US');
  });

  it("takes a trusted proxy's header over the address", async () => {
    expect(await countryOf(behindProxy, '8.8.8.8', { 'CF-IPCountry': 'AM' })).toBe('AM');
    expect(await countryOf(behindProxy, '10.0.0.1', { 'CF-IPCountry': 'am' })).toBe('AM');
  });

  it("falls back to the address when the proxy's header is unknown (XX) or not a code", async () => {
    expect(await countryOf(behindProxy, '10.0.0.1', { 'CF-IPCountry': 'XX' })).toBeNull();
    expect(await countryOf(behindProxy, '8.8.8.8', { 'CF-IPCountry': 'Armenia' })).toBe('US');
  });

  it('ignores the headers of a proxy that is not trusted', async () => {
    expect(await countryOf(direct, '10.0.0.1', { 'CF-IPCountry': 'AM' })).toBeNull();
    expect(await countryOf(direct, '8.8.8.8', { 'CF-IPCountry': 'AM' })).toBe('US');
    expect(await countryOf(direct, '10.0.0.1', { 'X-Forwarded-For': '8.8.8.8' })).toBeNull();
  });

  it('looks up the forwarded address behind a trusted proxy', async () => {
    expect(await countryOf(behindProxy, '10.0.0.1', { 'X-Forwarded-For': '8.8.8.8' })).toBe('US');
  });
});
