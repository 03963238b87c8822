import { eq, inArray, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS, errorEnvelope } from '@dino/contract';
import { openDatabase } from '../src/db/client.ts';
import { activityCompletions, shopOrders, shopProducts, userStats } from '../src/db/schema.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { importContent } from '../src/modules/content/import.ts';
import { moveOrderByStaff } from '../src/modules/shop/orders.service.ts';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { fixtureLearning } from '../test/helpers/learning.ts';
import { checkoutBody, fixtureShop } from '../test/helpers/shop.ts';
import { addChild, verifiedParent } from '../test/helpers/users.ts';
import { startCluster } from './postgres-cluster.ts';

/**
 * PostgreSQL stops (as in a crash) while children complete activities and parents order, and
 * starts again. The API must answer 503 `service_unavailable` while it is down and never hang,
 * come back by itself within 5 s, and keep every completion and order it acknowledged.
 *
 * One account may keep only MAX_OPEN_ORDERS orders unconfirmed (issue 17): the orders come from
 * several parents, each ordering once at a time, and the shop's staff confirm each order as it
 * comes, so that every checkout, before the outage and after it, is a real one and not a 409.
 */

const WORKERS = 12;
const PARENTS = 4;
const DOWN_MS = 3000;
/** A request slower than this counts as hanging. */
const HANG_MS = 5000;

let cluster: Awaited<ReturnType<typeof startCluster>>;
let t: TestContext;
let base: string;
let parentTokens: string[];
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
  parentTokens = [parent.token];
  while (parentTokens.length < PARENTS) {
    parentTokens.push((await verifiedParent(t.app, t.smtp)).token);
  }
  children = [];
  for (let i = 0; i < 6; i++) {
    const child = await addChild(t.app, parent, t.smtp);
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
    const ordered: { uuid: string; number: number; at: number }[] = [];
    /** Checkouts answered other than 201 (placed) and 503 (the database is down). */
    const refused: number[] = [];
    /** Acknowledged orders whose confirmation the outage stopped. */
    const unconfirmed: number[] = [];
    /** Parents with no checkout under way. */
    const idle = [...parentTokens];
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

    /**
     * A parent's checkout, which the staff confirm at once (as `npm run order:status` does). A
     * parent orders once at a time, so the outage leaves at most one of its orders unconfirmed,
     * short of MAX_OPEN_ORDERS.
     */
    async function order(token: string) {
      const outcome = await send('/api/shop/checkout', token, checkoutBody(product, 'Outage Test'));
      if (outcome.status === 201) {
        const { uuid, number } = (outcome.body as { data: { uuid: string; number: number } }).data;
        ordered.push({ uuid, number, at: outcome.at });
        await moveOrderByStaff(t.database.db, number, 'confirmed').catch(() =>
          unconfirmed.push(number),
        );
      } else if (outcome.status !== 503) {
        refused.push(outcome.status);
      }
    }

    async function worker(id: number) {
      while (running) {
        const turn = next++;
        const parent = turn % 6 === 5 ? idle.shift() : undefined;
        try {
          if (parent) {
            await order(parent);
          } else {
            const child = children[(turn + id) % children.length]!;
            const activity = activities[turn % activities.length]!;
            const outcome = await send(`/api/dino/activities/complete/${activity}`, child.token);
            if (outcome.status === 200) completed.push({ child: child.id, activity });
          }
        } catch (error) {
          failures.push(`request failed: ${(error as Error).message}`);
        } finally {
          if (parent) idle.push(parent);
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
    // Confirmed now the database is back; one whose commit reached PostgreSQL before the outage
    // but whose answer did not is confirmed already (a conflict).
    for (const number of unconfirmed) {
      await moveOrderByStaff(t.database.db, number, 'confirmed').catch((error: unknown) => {
        if (!(error instanceof HttpError && error.type === 'conflict')) throw error;
      });
    }

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
    // Orders were placed on both sides of the outage, none refused by the limits on one account.
    expect(refused).toEqual([]);
    const orderedBefore = ordered.filter((order) => order.at < downAt).length;
    const orderedAfter = ordered.filter((order) => order.at > restartAt).length;
    expect(orderedBefore).toBeGreaterThan(MAX_OPEN_ORDERS);
    expect(orderedAfter).toBeGreaterThan(0);
    const orders = await db
      .select({ uuid: shopOrders.uuid, status: shopOrders.status })
      .from(shopOrders)
      .where(
        inArray(
          shopOrders.uuid,
          ordered.map((order) => order.uuid),
        ),
      );
    expect(orders).toHaveLength(ordered.length);
    expect(orders.filter((order) => order.status !== 'confirmed')).toEqual([]);
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
        `${completed.length} completions and ${ordered.length} orders (${orderedBefore} before the outage, ` +
        `${orderedAfter} after it, by ${PARENTS} parents) acknowledged, all stored`,
    );
  });
});
