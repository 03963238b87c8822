import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../src/config.ts';
import { contactMessages } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helpers/app.ts';

let t: TestContext;

const message = {
  name: 'Anahit Petrosyan',
  subject: 'Books in Russian',
  message: 'Do you have the ABC book in Russian?',
};

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
  it('needs a name, a subject, a message and at least one number, each a possible one', async () => {
    const none = await send({ name: '', subject: '', message: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      name: ['This field is required.'],
      subject: ['This field is required.'],
      message: ['This field is required.'],
      phone: ['Please provide at least one contact number'],
    });
    const bad = await send({ ...message, whatsapp: '12', telegram: '+374 99 1' });
    expect(bad.json().errors).toEqual({
      whatsapp: ['Number is not possible for this country (Armenia). Example: 077 123456'],
      telegram: ['Number is not possible for this country (Armenia). Example: +374 77 123456'],
    });
    expect(await stored()).toBe(0);
  });

  it('names the country a wrong number was read as, with one of its numbers, in the page’s language', async () => {
    const errors = async (body: object, language = 'en') =>
      (await send({ ...message, ...body }, language)).json().errors;
    expect((await errors({ phone: '12' }, 'ru')).phone).toEqual([
      'Такой номер невозможен для этой страны (Армения). Пример: 077 123456',
    ]);
    expect((await errors({ phone: '12' }, 'hy')).phone).toEqual([
      'Այս երկրի համար նման համար հնարավոր չէ (Հայաստան)։ Օրինակ՝ 077 123456',
    ]);
    // Possible in length, but no Armenian number starts so.
    expect((await errors({ phone: '091 123 45' })).phone).toEqual([
      'Invalid phone number for Armenia. Example: 077 123456',
    ]);
    // The visitor's own country, for a number written without its code.
    expect((await errors({ whatsapp: '12', country: 'US' })).whatsapp).toEqual([
      'Number is not possible for this country (United States). Example: (201) 555-0123',
    ]);
    // A number with its code is read as a number of that code's country, wherever one writes.
    expect((await errors({ telegram: '+7 912 1', country: 'US' })).telegram).toEqual([
      'Number is not possible for this country (Russia). Example: +7 912 345 67 89',
    ]);
    expect(await stored()).toBe(0);
  });

  it('takes an email if the sender leaves one, and only a real address', async () => {
    const wrong = await send({ ...message, phone: '091 123 456', email: 'anahit at home' });
    expect(wrong.json().errors).toEqual({ email: ['Invalid email address'] });
    const linked = await send({ ...message, phone: '091 123 456', name: 'Win at spam.example' });
    expect(linked.statusCode).toBe(422);
    expect(Object.keys(linked.json().errors)).toEqual(['name']);
    expect(await stored()).toBe(0);
    const blank = await send({ ...message, phone: '091 123 456', email: '' });
    expect(blank.statusCode).toBe(200);
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
    const response = await send({
      ...message,
      email: 'Anahit@Example.com',
      phone: '091 123 456',
      telegram: '+37477123456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Thank you! Your message has reached us; we will answer soon.',
    );
    expect(await stored()).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row).toMatchObject({ name: 'Anahit Petrosyan', email: 'anahit@example.com' });
    // Letters of the earlier tests may still be on their way: this one is found by its number.
    let mail;
    for (let from = mailsBefore; !mail?.text.includes('telegram: +37477123456');) {
      mail = await t.smtp.waitFor('team@dino.test', 5000, from);
      from = t.smtp.received.indexOf(mail) + 1;
    }
    expect(mail.subject).toBe('Contact form: Books in Russian');
    expect(mail.text).toContain('Do you have the ABC book in Russian?');
    expect(mail.text).toContain('phone: 091 123 456');
    expect(mail.text).toContain('name: Anahit Petrosyan');
    expect(mail.text).toContain('email: anahit@example.com');
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
