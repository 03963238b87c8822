import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import { contactMessages } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;

const message = { subject: 'Books in Russian', message: 'Do you have the ABC book in Russian?' };

function send(payload: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'accept-language': language },
    payload,
  });
}

async function stored(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

beforeAll(async () => {
  const limits = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 10_000, seconds: 60 }]),
  ) as typeof DEFAULT_RATE_LIMITS;
  t = await createTestApp({
    contactTo: 'team@dino.test',
    rateLimits: { ...limits, contactIp: { points: 4, seconds: 60 } },
  });
});
afterAll(async () => t?.close());

describe('contact form', () => {
  it('needs a subject, a message and at least one number, each a possible one', async () => {
    const none = await send({ subject: '', message: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      subject: ['This field is required.'],
      message: ['This field is required.'],
      phone: ['Please provide at least one contact number'],
    });
    const bad = await send({ ...message, whatsapp: '12', telegram: '+374 99 1' });
    expect(bad.json().errors).toEqual({
      whatsapp: ['Number is not possible for this country'],
      telegram: ['Number is not possible for this country'],
    });
    const russian = await send({ ...message, phone: '12' }, 'ru');
    expect(russian.json().errors.phone).toEqual(['Такой номер невозможен для этой страны']);
    expect(await stored()).toBe(0);
  });

  it('reads a number without its code as one of the visitor’s country', async () => {
    // 202 555 0143 is a US number: possible in the US, not in Armenia.
    const us = await send({ ...message, phone: '202 555 0143', country: 'US' });
    expect(us.statusCode).toBe(200);
    const armenian = await send({ ...message, phone: '202 555 0143' });
    expect(armenian.statusCode).toBe(422);
  });

  it('keeps the message and mails it to the team', async () => {
    const before = await stored();
    const mailsBefore = t.smtp.received.length;
    const response = await send({ ...message, phone: '091 123 456', telegram: '+37477123456' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Thank you! Your message has reached us; we will answer soon.',
    );
    expect(await stored()).toBe(before + 1);
    // Letters of the earlier tests may still be on their way: this one is found by its number.
    let mail;
    for (let from = mailsBefore; !mail?.text.includes('telegram: +37477123456');) {
      mail = await t.smtp.waitFor('team@dino.test', 5000, from);
      from = t.smtp.received.indexOf(mail) + 1;
    }
    expect(mail.subject).toBe('Contact form: Books in Russian');
    expect(mail.text).toContain('Do you have the ABC book in Russian?');
    expect(mail.text).toContain('phone: 091 123 456');
  });

  it('answers a robot that fills the hidden field as if sent, and keeps nothing', async () => {
    const before = await stored();
    const robot = await send({ ...message, phone: '091 123 456', website: 'http://spam.example' });
    expect(robot.statusCode).toBe(200);
    expect(await stored()).toBe(before);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (await send({ ...message, phone: '091 123 456' })).statusCode;
    expect(last).toBe(429);
  });
});
