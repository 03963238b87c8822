import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_AVATARS, childAvatarSrc } from '@dino/contract';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { checkoutBody } from '../test/helpers/shop.ts';
import { addChild, bearer, verifiedParent } from '../test/helpers/users.ts';
import { callUrl, operationsOf, type Operation } from './openapi.ts';

/**
 * A quick smoke load of every read in the OpenAPI document, and of the writes a child or a
 * parent repeats all day: each call 200 times over 8 connections, as its own caller. Not a
 * benchmark (`npm run bench` is): it catches a call that became many times slower than it
 * should be, such as a query that lost its index or a loop of queries, before a user does.
 */

/**
 * The 99th-percentile answer time each call must stay within, in ms, on CI's 2 cores shared with
 * the load generator: about four times what they take here, so only a real regression fails.
 */
const DATABASE_BUDGET_MS = 250;
/** Content held in memory since the start (texts, pictures, the catalogue's categories). */
const MEMORY_BUDGET_MS = 100;
const IN_MEMORY =
  /^GET \/(encyclopedia|facts|books|legal|videos|shop\/categories|dino\/ips)|\/art\//;
const BUDGET_MS: Record<string, number> = {
  // The parents' dashboard reads a child's whole history in several grouped queries.
  'GET /family/children/{id}/progress': 400,
  // A completion writes the score and the completion in one transaction.
  'POST /dino/activities/complete/{uuid}': 400,
  'POST /shop/basket/quote': 300,
};

/** The writes smoke-loaded besides every read: each repeated call leaves the same state. */
const WRITES: Record<string, () => object | undefined> = {
  'POST /auth/user-data': () => undefined,
  'POST /dino/activities/complete/{uuid}': () => ({ first_try: true, seconds: 10 }),
  'POST /shop/basket/quote': () => ({ items: [{ product: product.uuid, quantity: 1 }] }),
  'PUT /shop/basket/{uuid}': () => ({ quantity: 1 }),
  'PUT /shop/wishlist/{uuid}': () => undefined,
  'PUT /privacy/settings': () => ({ weekly_summary: false }),
};

const CONNECTIONS = 8;
const REQUESTS = 200;

const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

let t: TestContext;
let base: string;
let parent: { token: string; user: { id: number } };
let child: { token: string; user: { id: number } };
let product: { uuid: string; slug: string };
let order: string;
let samples: string;
let animal: string;
let book: string;
let operations: Operation[];

/** The learning calls are a child's; every other secured call is the parent's. */
const callerOf = (op: Operation) =>
  !op.secured ? undefined : /^\/(dino|games)\//.test(op.path) ? child.token : parent.token;

/** A file the content really has, for the art routes (`/api/encyclopedia/art/{file}`). */
function artFile(op: Operation): string {
  const prefix = op.path.replace('{file}', '');
  const found = new RegExp(`/api${prefix.replace(/\//g, '\\/')}([\\w.-]+)`).exec(samples);
  if (!found) throw new Error(`no file found for ${key(op)}`);
  return found[1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  parent = await verifiedParent(t.app, t.smtp);
  child = await addChild(t.app, parent, t.smtp);
  const listed = await t.app.inject({ url: '/api/shop/products?per_page=100' });
  product = (listed.json().data as { uuid: string; slug: string; stock: number }[]).find(
    (p) => p.stock > 5,
  )!;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/shop/checkout',
    headers: bearer(parent.token),
    payload: checkoutBody(product.uuid, 'Budget', '1 Street'),
  });
  order = checkout.json().data.uuid;
  // Listings name the ids and files the other calls need.
  const listing = async (url: string) =>
    (await t.app.inject({ url, headers: bearer(child.token) })).body;
  const firstId = (body: string) => /"id":"([\w-]+)"/.exec(body)![1]!;
  const [modules, animals, books] = await Promise.all(
    ['/api/dino/modules/list', '/api/encyclopedia', '/api/books'].map(listing),
  );
  animal = firstId(animals!);
  book = firstId(books!);
  samples = [
    modules,
    animals,
    books,
    await listing(`/api/books/${book}`),
    await listing(`/api/shop/products/${product.slug}`),
    // A drawn avatar's address, as a child's user object gives it.
    childAvatarSrc(CHILD_AVATARS[0]),
  ].join('\n');
  operations = (await operationsOf(t.app)).filter((op) => op.method === 'GET' || key(op) in WRITES);
}, 120_000);
afterAll(async () => t?.close());

describe('a quick smoke load of every read and the everyday writes', () => {
  it('covers every read of the OpenAPI document and the writes named', () => {
    expect(operations.filter((op) => op.method === 'GET').length).toBeGreaterThan(25);
    for (const write of Object.keys(WRITES)) {
      expect(operations.map(key), `${write} is in the document`).toContain(write);
    }
  });

  it('answers each call within its budget, every time with a 2xx', async () => {
    const failures: string[] = [];
    const rows: string[] = [];
    for (const op of operations) {
      const token = callerOf(op);
      const body = WRITES[key(op)]?.();
      const result = await autocannon({
        url:
          base +
          callUrl(op, {
            learning: t.learning,
            parentId: parent.user.id,
            childId: child.user.id,
            product,
            order,
            animal,
            book,
            file: artFile,
          }),
        method: op.method,
        connections: CONNECTIONS,
        amount: REQUESTS,
        timeout: 10,
        headers: {
          'accept-language': 'hy',
          ...(token ? bearer(token) : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const budget =
        BUDGET_MS[key(op)] ?? (IN_MEMORY.test(key(op)) ? MEMORY_BUDGET_MS : DATABASE_BUDGET_MS);
      const p99 = result.latency.p99;
      rows.push(`${key(op)}: p50 ${result.latency.p50} ms, p99 ${p99} ms (budget ${budget})`);
      if (result.non2xx || result.errors || result.timeouts) {
        failures.push(
          `${key(op)}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      if (p99 > budget) failures.push(`${key(op)}: p99 ${p99} ms over its ${budget} ms`);
    }
    console.log(rows.join('\n'));
    expect(failures).toEqual([]);
  }, 300_000);
});
