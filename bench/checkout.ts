/**
 * `npm run bench` (second part): checkout throughput on PostgreSQL. Parents place one-line orders
 * of the same product as fast as they can with autocannon, against the built server on a fresh
 * database; afterwards the stock taken must equal the units ordered, and never go below zero.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freshDatabase, log, post, sql, startServer, writeReport } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORT = 3392;
const PASSWORD = 'Bench-Egg-42';
const STOCK = 1_000_000;
const PRODUCT = 'dino-memory-game';

async function parentToken(base: string, databaseUrl: string): Promise<string> {
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
  return (await post(base, '/api/auth/login', { email, password: PASSWORD })).token;
}

async function main() {
  const database = await freshDatabase('dino_bench_checkout');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-checkout-'));
  const server = await startServer(PORT, database.url, dataDir, { API_ONLY: '1' });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await parentToken(base, database.url);
    await sql(database.url, `update shop_products set stock = ${STOCK} where slug = '${PRODUCT}'`);
    const [product] = await sql<{ uuid: string }>(
      database.url,
      `select uuid from shop_products where slug = '${PRODUCT}'`,
    );
    log(`POST /api/shop/checkout, ${CONNECTIONS} connections, ${DURATION_S} s ...`);
    const result = await new Promise<Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${base}/api/shop/checkout`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
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
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      autocannon.track(instance, { renderResultsTable: false, renderLatencyTable: false });
    });
    const [counts] = await sql<{ orders: number; units: number; stock: number; letters: number }>(
      database.url,
      `select (select count(*) from shop_orders)::int as orders,
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
      `Orders placed: ${counts!.orders}; units in their lines: ${counts!.units}; stock taken: ${STOCK - counts!.stock} (${consistent ? 'every unit taken exactly once' : 'MISMATCH'}); order letters queued: ${counts!.letters}.`,
    ].join('\n');
    log(`\n${report}`);
    await writeReport('checkout-report.md', 'Checkout benchmark', report);
    // A bench whose orders are all refused (a 422 after a contract change) measures nothing.
    if (result.non2xx > 0 || counts!.orders === 0) {
      log(`${result.non2xx} checkouts were refused: the request no longer fits the contract?`);
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
