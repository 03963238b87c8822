/**
 * `npm run bench` (second part): checkout throughput on PostgreSQL. Parents place one-line orders
 * of the same product as fast as they can with autocannon, against the built server on a fresh
 * database; afterwards the stock taken must equal the units ordered, and never go below zero.
 *
 * Each checkout is the next parent's in turn, as a busy shop sees many families ordering at once:
 * one account may keep only MAX_OPEN_ORDERS orders waiting for the shop's confirmation (issue
 * 17), so there are parents enough for a run at CHECKOUTS_PER_SECOND without one of them being
 * refused. A refused checkout fails the bench, which then measures refusals, not orders.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { MAX_OPEN_ORDERS } from '@dino/contract';
import { cloneUsers, freshDatabase, log, post, sql, startServer, writeReport } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Checkouts per second the parents must last for: several times what 2 cores manage. */
const CHECKOUTS_PER_SECOND = 2_000;
const PARENTS = Math.ceil((CHECKOUTS_PER_SECOND * DURATION_S) / MAX_OPEN_ORDERS);
const PORT = 3392;
const PASSWORD = 'Bench-Egg-42';
const STOCK = 1_000_000;
const PRODUCT = 'dino-memory-game';

/** One parent signed up through the API, as a family would; the others are cloned in SQL. */
async function parentTokens(base: string, databaseUrl: string): Promise<string[]> {
  const email = 'parent@checkout.bench.example.com';
  await post(base, '/api/auth/register', {
    first_name: 'Bench',
    last_name: 'Family',
    nickname: 'bench',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    type: 'parent',
    accept_terms: true,
  });
  // The verification mail goes to a file here; marking the address verified stands for the click.
  await sql(databaseUrl, `update users set email_verified_at = now() where email = '${email}'`);
  const first = await post(base, '/api/auth/login', { email, password: PASSWORD });
  const clones = await cloneUsers(databaseUrl, first.user.id, PARENTS - 1);
  return [first.token, ...clones.map((clone) => clone.token)];
}

async function main() {
  const database = await freshDatabase('dino_bench_checkout');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-checkout-'));
  const server = await startServer(PORT, database.url, dataDir, { API_ONLY: '1' });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const tokens = await parentTokens(base, database.url);
    await sql(database.url, `update shop_products set stock = ${STOCK} where slug = '${PRODUCT}'`);
    const [product] = await sql<{ uuid: string }>(
      database.url,
      `select uuid from shop_products where slug = '${PRODUCT}'`,
    );
    log(
      `POST /api/shop/checkout, ${CONNECTIONS} connections, ${DURATION_S} s, ${PARENTS} parents in turn ...`,
    );
    let next = 0;
    const result = await new Promise<Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}/api/shop/checkout`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ product: product!.uuid, quantity: 1 }],
            delivery: {
              name: 'Bench',
              phone: '091 123 456',
              region: 'yerevan',
              city: 'Yerevan',
              address: '1 Main St',
            },
            payment_method: 'cash_on_delivery',
          }),
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${tokens[next++ % tokens.length]}`,
                },
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      autocannon.track(instance, { renderResultsTable: false, renderLatencyTable: false });
    });
    const [counts] = await sql<{
      orders: number;
      parents: number;
      most: number;
      units: number;
      stock: number;
      letters: number;
    }>(
      database.url,
      `select (select count(*) from shop_orders)::int as orders,
              (select count(distinct user_id) from shop_orders)::int as parents,
              (select coalesce(max(n), 0) from (select count(*) as n from shop_orders group by user_id) o)::int as most,
              (select coalesce(sum(quantity), 0) from shop_order_lines)::int as units,
              (select stock from shop_products where slug = '${PRODUCT}') as stock,
              (select count(*) from mail_outbox where subject like '%${'№'}%')::int as letters`,
    );
    const consistent = counts!.units === STOCK - counts!.stock && counts!.stock >= 0;
    const report = [
      `| Call (PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s) | Requests/s | p50 ms | p99 ms | Non-2xx | Errors |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| POST /api/shop/checkout (one line, one product) | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} |`,
      '',
      `Orders placed: ${counts!.orders} by ${counts!.parents} of the ${PARENTS} parents, at most ${counts!.most} each (an account may keep ${MAX_OPEN_ORDERS} waiting); units in their lines: ${counts!.units}; stock taken: ${STOCK - counts!.stock} (${consistent ? 'every unit taken exactly once' : 'MISMATCH'}); order letters queued: ${counts!.letters}.`,
    ].join('\n');
    log(`\n${report}`);
    await writeReport('checkout-report.md', 'Checkout benchmark', report);
    // A bench whose orders are refused (a 422 after a contract change, a 409 from the limits on
    // one account) measures refusals.
    if (result.non2xx > 0 || counts!.orders === 0) {
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([status, { count }]) => `${count} × ${status}`)
        .join(', ');
      log(
        `${result.non2xx} checkouts were refused (${statuses}): the request no longer fits the contract (422), ` +
          `or parents ran out of room for unconfirmed orders (409: faster than ${CHECKOUTS_PER_SECOND} checkouts/s?)`,
      );
      process.exitCode = 1;
    }
    if (!consistent || counts!.letters !== counts!.orders) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
