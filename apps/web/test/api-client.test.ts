import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../app/lib/api-client.ts';

/** A real HTTP server on loopback that answers what each test path asks for, and records requests. */
let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.url === '/api/ok') return send(200, { success: true, data: { answer: 42 } });
      if (request.url === '/api/invalid') {
        return send(422, {
          success: false,
          message: 'Invalid email address',
          errors: { email: ['Invalid email address'] },
        });
      }
      if (request.url === '/api/file') {
        response.writeHead(200, {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="data.zip"',
        });
        return response.end(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      }
      if (request.url === '/api/unverified') {
        return send(403, {
          success: false,
          code: 403,
          type: 'email_not_verified',
          message: 'Email not verified',
        });
      }
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('API client', () => {
  it('sends JSON with the language and the bearer token, and answers the body', async () => {
    const api = createApiClient({ baseUrl, locale: 'ru', token: 'secret-token-value-123456' });
    await expect(api.post('ok', { email: 'a@example.com' })).resolves.toEqual({
      success: true,
      data: { answer: 42 },
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['accept-language']).toBe('ru');
    expect(request.headers.authorization).toBe('Bearer secret-token-value-123456');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ email: 'a@example.com' });
  });

  it('echoes the XSRF cookie in its header and sends forms as multipart', async () => {
    const api = createApiClient({ baseUrl, locale: 'en', xsrfToken: 'xsrf-value' });
    const form = new FormData();
    form.append('first_name', 'Aram');
    await api.postForm('ok', form);
    const request = seen.at(-1)!;
    expect(request.headers['x-xsrf-token']).toBe('xsrf-value');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="first_name"');
    expect(request.body).toContain('Aram');
  });

  it('sends no authorization without a token', async () => {
    await createApiClient({ baseUrl, locale: 'hy' }).get('ok');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    expect(seen.at(-1)!.headers['accept-language']).toBe('hy');
  });

  it('turns a 422 into field errors and an error envelope into its type', async () => {
    const api = createApiClient({ baseUrl, locale: 'en' });
    const invalid = await api.post('invalid').catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({
      status: 422,
      type: 'validation',
      errors: { email: ['Invalid email address'] },
    });
    const unverified = await api.get('unverified').catch((error: unknown) => error);
    expect(unverified).toMatchObject({
      status: 403,
      type: 'email_not_verified',
      message: 'Email not verified',
    });
  });

  it('hands a file answer over as it came, and sends a body with DELETE', async () => {
    const api = createApiClient({ baseUrl, locale: 'en' });
    const file = await api.postForFile('file', { password: 'p' });
    expect(file.headers.get('content-disposition')).toContain('data.zip');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x50, 0x4b, 0x05, 0x06]);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ password: 'p' });
    await expect(api.postForFile('invalid')).rejects.toMatchObject({ status: 422 });
    await api.delete('ok', { password: 'p' });
    expect(seen.at(-1)!.method).toBe('DELETE');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ password: 'p' });
  });

  it('treats an answer that is not JSON as a server error, and no answer as a network error', async () => {
    const api = createApiClient({ baseUrl, locale: 'en' });
    await expect(api.get('gateway')).rejects.toMatchObject({ status: 502, type: 'server_error' });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/', locale: 'en' });
    await expect(offline.get('ok')).rejects.toMatchObject({ status: 0, type: 'network' });
  });
});
