import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@dino/contract';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';

/**
 * The same site under another name (issue 19): a www. alias or a tablet on the home network
 * opens it by an address that is not PUBLIC_URL's (http://dino.test here). Real HTTP requests,
 * so that Host and Origin are what a browser would send.
 */

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ allowedHosts: ['www.dino.test', '192.168.1.20:3000'] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<Answer> {
  const payload = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `127.0.0.1:${port}`,
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const forgot = (origin?: string) =>
  send('POST', '/api/auth/reset-password/forgot', origin === undefined ? {} : { origin }, {
    email: 'someone@example.com',
  });

describe('forms and calls from another name of the site', () => {
  it('are answered from the site’s names, and refused from any other site with 403 in the envelope, pages’ forms too', async () => {
    // PUBLIC_URL's host, each ALLOWED_HOSTS name, and clients that are not pages.
    for (const origin of [
      'http://dino.test',
      'http://www.dino.test',
      'https://WWW.dino.test',
      'http://192.168.1.20:3000',
      undefined,
    ]) {
      expect((await forgot(origin)).status, origin).toBe(200);
    }
    for (const origin of [
      'https://evil.example',
      'http://192.168.1.20:3001',
      'http://dino.test.evil.example',
      'null',
      'not a url',
    ]) {
      const answer = await forgot(origin);
      expect(answer.status, origin).toBe(403);
      expect(errorEnvelope.parse(JSON.parse(answer.body.toString()))).toMatchObject({
        code: 403,
        type: 'forbidden',
        message:
          'This form was sent from an address that is not this site’s. Open the site at its own address and try again.',
      });
    }
    const page = await send(
      'POST',
      '/en/reset-password?token=x&email=a%40b.c',
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      undefined,
    );
    expect(page.status).toBe(403);
    expect(page.type).toContain('application/json');
    expect(JSON.parse(page.body.toString())).toMatchObject({ success: false, type: 'forbidden' });
  });
});

describe('pictures under another name of the site', () => {
  it('are addressed relative to the site and load from the name the page was opened under', async () => {
    const products = JSON.parse((await send('GET', '/api/shop/products')).body.toString());
    const entries = JSON.parse((await send('GET', '/api/encyclopedia')).body.toString());
    const pictures = [products.data[0].image, entries.data[0].art] as string[];
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/api\/[^/]/);
      const served = await send('GET', picture);
      expect(served.status, picture).toBe(200);
      expect(served.type).toContain('image/svg+xml');
    }
  });
});

describe('ALLOWED_HOSTS', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://example.am' };

  it('reads host names with an optional port, separated by commas', () => {
    const config = loadConfig({ ...base, ALLOWED_HOSTS: ' www.Example.am, 192.168.1.20:3000 ,' });
    expect(config.allowedHosts).toEqual(['www.example.am', '192.168.1.20:3000']);
    expect(loadConfig(base).allowedHosts).toEqual([]);
  });

  it('refuses an address with a scheme or a path, naming the setting', () => {
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'https://www.example.am/' })).toThrow(
      /ALLOWED_HOSTS/,
    );
  });
});
