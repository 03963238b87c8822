import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helpers/app.ts';
import { fixtureShop } from './helpers/shop.ts';
import {
  bearer,
  birthdayForAge,
  parentFields,
  uniqueEmail,
  verifiedParent,
} from './helpers/users.ts';

const NOT_ALLOWED = 'This field contains characters that are not allowed.';
/** What a visitor typed, findable in a log line whatever the control character became there. */
const MARK = 'Marker-Zoravar-Andranik';
/** NUL, which PostgreSQL refuses in text, and the bell, which no keyboard types. */
const CONTROLS = ['\u0000', '\u0007'];

let t: TestContext;
let parent: Awaited<ReturnType<typeof verifiedParent>>;
let product: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  parent = await verifiedParent(t.app, t.smtp);
  product = (await fixtureShop()).products[0]!.uuid;
});
afterAll(async () => t?.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
}

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    payload,
  });
}

const contact = {
  name: 'Anahit Petrosyan',
  subject: 'Books in Russian',
  message: 'Do you have the ABC book in Russian?',
  phone: '091 123 456',
};

function checkout(delivery: object) {
  return post(
    '/api/shop/checkout',
    {
      items: [{ product, quantity: 1 }],
      delivery: {
        name: 'Anahit Petrosyan',
        phone: '091 123 456',
        region: 'yerevan',
        city: 'Yerevan',
        address: '12 Abovyan Street',
        ...delivery,
      },
      payment_method: 'cash_on_delivery',
    },
    parent.token,
  );
}

function expectRefused(
  response: Awaited<ReturnType<typeof get>>,
  field: string,
  message = NOT_ALLOWED,
) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors[field]).toContain(message);
}

describe('control characters in what a visitor types', () => {
  it('are refused in the shop’s and the encyclopedia’s searches, naming the field', async () => {
    for (const control of CONTROLS) {
      const typed = encodeURIComponent(`${MARK}${control}`);
      expectRefused(await get(`/api/shop/products?q=${typed}`), 'q');
      expectRefused(await get(`/api/shop/products?category=${typed}`), 'category');
      expectRefused(await get(`/api/encyclopedia?q=${typed}`), 'q');
    }
  });

  it('are refused in every field of the contact form; the message keeps its lines and tabs', async () => {
    for (const control of CONTROLS) {
      for (const field of ['name', 'subject', 'message', 'phone', 'whatsapp', 'telegram']) {
        const response = await post('/api/contact', { ...contact, [field]: `${MARK}${control}` });
        expectRefused(response, field);
      }
    }
    const lined = await post('/api/contact', {
      ...contact,
      message: 'Hello,\r\n\tdo you have the ABC book?\nThank you',
    });
    expect(lined.statusCode, lined.body).toBe(200);
    // A subject is one line: it becomes the mail's subject.
    expectRefused(await post('/api/contact', { ...contact, subject: 'Books\nBcc: x' }), 'subject');
  });

  it('are refused in every delivery field of a checkout', async () => {
    for (const control of CONTROLS) {
      for (const field of ['name', 'city', 'address', 'notes']) {
        expectRefused(await checkout({ [field]: `${MARK}${control}` }), `delivery.${field}`);
      }
      expectRefused(await checkout({ phone: `091 123 456${control}` }), 'delivery.phone');
    }
    const ordered = await checkout({ notes: 'Ring twice,\nthen wait' });
    expect(ordered.statusCode, ordered.body).toBe(201);
  });

  it('are refused in the names of a registration, and a name is one line', async () => {
    for (const typed of [...CONTROLS, '\n', '\t']) {
      for (const field of ['first_name', 'last_name', 'nickname']) {
        const response = await post('/api/auth/register', {
          ...parentFields(uniqueEmail()),
          [field]: `${MARK}${typed}x`,
        });
        expectRefused(response, field);
      }
    }
    const child = await post(
      '/api/auth/register',
      {
        ...parentFields(uniqueEmail('child')),
        first_name: `Aram\u0000`,
        type: 'child',
        birthday: birthdayForAge(6),
        parent_id: String(parent.user.id),
      },
      parent.token,
    );
    expectRefused(child, 'first_name');
  });

  it('answer a product address or a product search with one as not found or refused, never 500', async () => {
    const slug = await get(`/api/shop/products/${encodeURIComponent(`egg-book${'\u0000'}`)}`);
    expect(slug.statusCode, slug.body).toBe(404);
    expect(slug.json().type).toBe('not_found');
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/shop/orders/${encodeURIComponent('\u0000')}`,
      headers: bearer(parent.token),
    });
    expect(order.statusCode).toBe(404);
    expectRefused(await get(`/api/shop/products?q=${encodeURIComponent('egg\u0000')}`), 'q');
  });

  it('never reach the log, nor does anything else the visitor typed', () => {
    const log = lines.join('');
    expect(lines.some((line) => line.includes('"url":"/api/contact"'))).toBe(true);
    expect(log).not.toContain(MARK);
    expect(log).not.toContain('Abovyan');
    expect(log).not.toContain('Anahit');
  });
});

describe('a failed query in the log', () => {
  it('says the error code, the constraint and the route, never the values it was given', async () => {
    // Something validation cannot foresee: the database itself refuses the row.
    await t.database.db.execute(
      sql.raw(
        `alter table contact_messages add constraint contact_subject_not_blocked check (subject not like '%blocked%')`,
      ),
    );
    const before = lines.length;
    const secret = 'Secret-Mesrop-Message';
    const response = await post('/api/contact', {
      name: 'Mesrop',
      subject: 'blocked subject',
      message: secret,
      phone: '091 765 432',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().type).toBe('server_error');

    const logged = lines.slice(before);
    const failure = logged.map((line) => JSON.parse(line)).find((entry) => entry.level >= 50);
    expect(failure, logged.join('')).toBeDefined();
    expect(failure.err).toMatchObject({
      code: '23514',
      constraint: 'contact_subject_not_blocked',
      table: 'contact_messages',
    });
    expect(failure.route).toBe('/api/contact');
    const text = logged.join('');
    for (const value of [secret, 'blocked subject', '091 765 432']) {
      expect(text, 'a value in the log').not.toContain(value);
    }
    expect(text).not.toMatch(/Failed query|params:|insert into/i);
  });
});
