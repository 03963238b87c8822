import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCompletions, userStats } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from '../test/helpers/app.ts';
import { addChild, verifiedParent } from '../test/helpers/users.ts';

/**
 * 200 connections for 60 s of the traffic a busy afternoon brings: children listing modules and
 * completing activities, parents on their profile, visitors in the shop, encyclopedia and facts.
 * Not one error and not one 5xx; every point counted once.
 */

const CONNECTIONS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CHILDREN = 20;

let t: TestContext;
let base: string;
let parentToken: string;
let children: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const parent = await verifiedParent(t.app, t.smtp);
  parentToken = parent.token;
  children = [];
  for (let i = 0; i < CHILDREN; i++) children.push((await addChild(t.app, parent, t.smtp)).token);
}, 120_000);
afterAll(async () => t?.close());

describe(`${CONNECTIONS} connections for ${SECONDS} s of mixed traffic`, () => {
  it('answer every request without an error or a 5xx, and count every point once', async () => {
    const activities = t.learning.modules.flatMap((m) =>
      m.lessons.flatMap((l) => l.activities.map((a) => a.uuid)),
    );
    const module = t.learning.modules[0]!;
    let turn = 0;
    const child = () => ({ authorization: `Bearer ${children[turn++ % CHILDREN]}` });
    const language = ['hy', 'ru', 'en'];
    const statuses = new Map<number, number>();

    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          setupRequest: (request) => {
            const n = turn++;
            const headers = { 'accept-language': language[n % 3]!, ...child() };
            const pick = n % 8;
            if (pick === 0 || pick === 1) {
              return {
                ...request,
                method: 'POST',
                path: `/api/dino/activities/complete/${activities[n % activities.length]}`,
                headers,
              };
            }
            const paths = [
              '/api/dino/stages',
              '/api/books',
              '/api/dino/modules/list',
              `/api/dino/lessons/list?uuid=${module.uuid}`,
              '/api/shop/products?per_page=12',
              '/api/encyclopedia?q=rex',
              '/api/facts/today',
              '/api/auth/user-data',
            ];
            if (pick === 7) {
              return {
                ...request,
                method: 'POST',
                path: paths[pick]!,
                headers: { ...headers, authorization: `Bearer ${parentToken}` },
              };
            }
            return { ...request, method: 'GET', path: paths[pick]!, headers };
          },
        },
      ],
    });
    for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
      statuses.set(Number(code), count.count ?? 0);
    }

    console.info(
      `load: ${result.requests.total} requests in ${SECONDS} s (${Math.round(result.requests.average)}/s), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);

    const [counted] = await t.database.db
      .select({ points: sql<number>`coalesce(sum(${activityCompletions.points}), 0)::int` })
      .from(activityCompletions);
    const [totals] = await t.database.db
      .select({ points: sql<number>`coalesce(sum(${userStats.total_scores}), 0)::int` })
      .from(userStats);
    expect(totals!.points).toBe(counted!.points);
  });
});
