import { eq, inArray, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '@dino/contract';
import { openDatabase } from '../src/db/client.ts';
import { activityCompletions, shopOrders, shopProducts, userStats } from '../src/db/schema.ts';
import { importContent } from '../src/modules/content/import.ts';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { fixtureLearning } from '../test/helpers/learning.ts';
import { checkoutBody, fixtureShop } from '../test/helpers/shop.ts';
import { addChild, verifiedParent } from '../test/helpers/users.ts';
import { startCluster } from './postgres-cluster.ts';

/**
 * PostgreSQL stops (as in a crash) while children complete activities and a parent orders, and
 * starts again. The API must answer 503 `service_unavailable` while it is down and never hang,
 * come back by itself within 5 s, and keep every completion and order it acknowledged.
 */

const WORKERS = 12;
const DOWN_MS = 3000;
/** A request slower than this counts as hanging. */
const HANG_MS = 5000;

let cluster: Awaited<ReturnType<typeof startCluster>>;
let t: TestContext;
let base: string;
let parentToken: string;
let children: { id: number; token: string }[];
let product: string;

beforeAll(async () => {
  cluster = await startCluster(20_000 + (process.pid % 20_000));
  const database = openDatabase({ databaseUrl: cluster.url, dataDir: null });
  await database.migrate();
  await importContent(database.db, await fixtureLearning(), await fixtureShop());
  t = await createTestApp({ logLevel: 'error' }, { database });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  const parent = await verifiedParent(t.app, t.smtp);
  parentToken = parent.token;
  children = [];
  for (let i = 0; i < 6; i++) {
    const child = await addChild(t.app, parent);
    children.push({ id: child.user.id, token: child.token });
  }
  const [row] = await database.db.select({ uuid: shopProducts.uuid }).from(shopProducts).limit(1);
  product = row!.uuid;
  await database.db.update(shopProducts).set({ stock: 1_000_000 });
}, 120_000);

// Closing waits for every pooled connection to come back: a client lost and never returned to
// the pool makes this time out, and the file fails.
afterAll(async () => {
  await t?.close();
  await cluster?.destroy();
}, 20_000);

interface Outcome {
  status: number;
  ms: number;
  at: number;
  body: unknown;
  retryAfter: string | null;
}

describe('PostgreSQL stopped and started again under load', () => {
  it('answers 503 while it is down, recovers within 5 s and loses nothing acknowledged', async () => {
    const activities = t.learning.modules.flatMap((m) =>
      m.lessons.flatMap((l) => l.activities.map((a) => a.uuid)),
    );
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    const completed: { child: number; activity: string }[] = [];
    const ordered: string[] = [];
    let running = true;
    let next = 0;

    async function send(url: string, token: string, body?: object): Promise<Outcome> {
      const started = Date.now();
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(HANG_MS * 2),
      });
      const outcome = {
        status: response.status,
        ms: Date.now() - started,
        at: Date.now(),
        body: await response.json(),
        retryAfter: response.headers.get('retry-after'),
      };
      outcomes.push(outcome);
      return outcome;
    }

    async function worker(id: number) {
      while (running) {
        const turn = next++;
        try {
          if (turn % 6 === 5) {
            const outcome = await send(
              '/api/shop/checkout',
              parentToken,
              checkoutBody(product, 'Outage Test'),
            );
            if (outcome.status === 201)
              ordered.push((outcome.body as { data: { uuid: string } }).data.uuid);
          } else {
            const child = children[(turn + id) % children.length]!;
            const activity = activities[turn % activities.length]!;
            const outcome = await send(`/api/dino/activities/complete/${activity}`, child.token);
            if (outcome.status === 200) completed.push({ child: child.id, activity });
          }
        } catch (error) {
          failures.push(`request failed: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await cluster.stop();
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    // The server may answer before pg_ctl has seen it ready: the outage ends as the start begins,
    // and the recovery is counted from there (PostgreSQL's own start included).
    const restartAt = Date.now();
    await cluster.start();
    await expect
      .poll(() => outcomes.some((o) => o.at > restartAt && o.status < 300), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true);
    const recovered = outcomes.find((o) => o.at > restartAt && o.status < 300)!.at - restartAt;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    const whileDown = outcomes.filter((o) => o.at > downAt + 500 && o.at < restartAt);
    expect(whileDown.length).toBeGreaterThan(0);
    const notUnavailable = whileDown
      .filter(
        (o) =>
          o.status !== 503 ||
          errorEnvelope.safeParse(o.body).data?.type !== 'service_unavailable' ||
          o.retryAfter !== '2',
      )
      .map((o) => ({
        status: o.status,
        msAfterStop: o.at - downAt,
        msBeforeStart: restartAt - o.at,
      }));
    expect(notUnavailable).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(HANG_MS);
    expect(recovered).toBeLessThanOrEqual(5000);

    // Everything acknowledged is there, and every point was counted once.
    const db = t.database.db;
    const rows = await db
      .select({ child: activityCompletions.child_id, activity: activityCompletions.activity_uuid })
      .from(activityCompletions);
    const stored = new Set(rows.map((row) => `${row.child}/${row.activity}`));
    expect(completed.filter((c) => !stored.has(`${c.child}/${c.activity}`))).toEqual([]);
    if (ordered.length) {
      const orders = await db
        .select({ uuid: shopOrders.uuid })
        .from(shopOrders)
        .where(inArray(shopOrders.uuid, ordered));
      expect(orders).toHaveLength(new Set(ordered).size);
    }
    for (const child of children) {
      const [sum] = await db
        .select({ points: sql<number>`coalesce(sum(${activityCompletions.points}), 0)::int` })
        .from(activityCompletions)
        .where(eq(activityCompletions.child_id, child.id));
      const [stats] = await db.select().from(userStats).where(eq(userStats.user_id, child.id));
      expect(stats!.total_scores).toBe(sum!.points);
    }
    console.info(
      `database outage: ${outcomes.length} requests, ${whileDown.length} answered 503 while down, ` +
        `back ${recovered} ms after the restart, slowest ${Math.max(...outcomes.map((o) => o.ms))} ms; ` +
        `${completed.length} completions and ${ordered.length} orders acknowledged, all stored`,
    );
  });
});
