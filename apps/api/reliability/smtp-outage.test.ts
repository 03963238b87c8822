import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@dino/contract';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { checkoutBody } from '../test/helpers/shop.ts';
import { bearer, parentFields, uniqueEmail, verifiedParent } from '../test/helpers/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const pending = () => t.app.outbox.pending();
const mailsTo = (email: string) => t.smtp.received.filter((mail) => mail.to.includes(email));

async function registerParent(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': 'en' },
    payload: parentFields(email),
  });
  expect(response.statusCode).toBe(201);
  return response;
}

/** The outbox empties once the worker has delivered (and recorded) every mail. */
async function expectOutboxDrained() {
  await expect.poll(pending, { timeout: 10_000, interval: 50 }).toBe(0);
}

describe('an SMTP outage delays mail but loses none', () => {
  it('keeps verification mails while the mail server is down and sends them when it is back', async () => {
    const parents = [uniqueEmail('outage'), uniqueEmail('outage'), uniqueEmail('outage')];
    expect(await pending()).toBe(0);
    await t.smtp.stop();

    for (const email of parents) await registerParent(email);
    for (const email of parents) expect(mailsTo(email)).toEqual([]);
    expect(await pending()).toBe(3);

    await t.smtp.restart();
    for (const email of parents) {
      const mail = await t.smtp.waitFor(email, 10_000);
      expect(mail.subject).toBe('Confirm your email for Dino');
      expect(new URL(mail.link).pathname).toBe('/en/verify-email');
    }
    await expectOutboxDrained();
    for (const email of parents) expect(mailsTo(email)).toHaveLength(1);
  });

  it('keeps a password reset mail the same way', async () => {
    const email = uniqueEmail('forgetful');
    await registerParent(email);
    await t.smtp.waitFor(email);
    await expectOutboxDrained();

    const before = t.smtp.received.length;
    await t.smtp.stop();

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/forgot',
      headers: { 'accept-language': 'en' },
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({
      success: true,
      message: 'Password reset email sent to your email address',
    });
    expect(t.smtp.received.length).toBe(before);
    expect(await pending()).toBe(1);

    await t.smtp.restart();
    const mail = await t.smtp.waitFor(email, 10_000, before);
    expect(mail.subject).toBe('Reset your Dino password');
    expect(new URL(mail.link).pathname).toBe('/en/reset-password');
    await expectOutboxDrained();
  });

  it('keeps every order letter while the mail server is down and sends each when it is back', async () => {
    const parent = await verifiedParent(t.app, t.smtp);
    await expectOutboxDrained();
    const products = (await t.app.inject({ url: '/api/shop/products?per_page=100' })).json()
      .data as { uuid: string; stock: number }[];
    const product = products.find((p) => p.stock >= 3)!;
    const before = t.smtp.received.length;
    await t.smtp.stop();

    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/shop/checkout',
        headers: { 'accept-language': 'en', ...bearer(parent.token) },
        payload: checkoutBody(product.uuid, 'Anahit Petrosyan', '12 Abovyan Street'),
      });
      expect(order.statusCode).toBe(201);
      numbers.push(order.json().data.number);
    }
    expect(t.smtp.received.length).toBe(before);
    expect(await pending()).toBe(3);

    await t.smtp.restart();
    await expect
      .poll(() => mailsTo(parent.email).length - 1, { timeout: 10_000, interval: 50 })
      .toBe(3);
    const subjects = mailsTo(parent.email).map((mail) => mail.subject);
    for (const number of numbers) {
      expect(subjects).toContain(translate('hy', 'mail.order.subject', { number }));
    }
    await expectOutboxDrained();
  });
});
