/**
 * `npm run bench`: throughput of the learning API on PostgreSQL, measured with autocannon
 * against the real server (one process, as `npm start` runs it) on a fresh database.
 *
 * - GET /api/dino/modules/list as a signed-in child (progress counted per module);
 * - POST /api/dino/activities/complete/{uuid}, every request a first completion of a different
 *   (child, activity) pair, then a check that every point was counted exactly once.
 *
 * BENCH_DATABASE_URL (default: TEST_DATABASE_URL, else the local server) names the PostgreSQL
 * server; a database is created for the run and dropped after it.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { loadLearningContent } from '@dino/content/learning';
import { freshDatabase, log, post, sql, startServer, writeReport } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CHILDREN = 64;
const PORT = 3390;
const PASSWORD = 'Bench-Egg-42';

async function main() {
  const database = await freshDatabase('dino_bench');
  const databaseUrl = database.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-'));
  log(
    `Database ${database.name} on ${database.host}; ${CONNECTIONS} connections, ${DURATION_S} s per run.`,
  );

  let server: ChildProcess | undefined;
  try {
    server = await startServer(PORT, databaseUrl, dataDir, { API_ONLY: '1' });
    const base = `http://127.0.0.1:${PORT}`;
    const { content: learning } = await loadLearningContent();

    log('Signing up a parent and 64 children ...');
    const children = await family(base, databaseUrl);
    const activities = learning.modules.flatMap((m) => m.lessons.flatMap((l) => l.activities));

    log(`GET /api/dino/modules/list ...`);
    const list = await run({
      url: `${base}/api/dino/modules/list`,
      headers: { authorization: `Bearer ${children[0]!.token}`, 'accept-language': 'hy' },
    });

    log(`POST /api/dino/activities/complete/{uuid}, each a first completion ...`);
    let next = 0;
    const pairs = children.length * activities.length;
    const complete = await run({
      url: `${base}/api/dino/activities/complete/x`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const pair = next++ % pairs;
            const child = children[pair % children.length]!;
            const activity = activities[Math.floor(pair / children.length)]!;
            return {
              ...request,
              path: `/api/dino/activities/complete/${activity.uuid}`,
              headers: { authorization: `Bearer ${child.token}` },
            };
          },
        },
      ],
    });

    const counted = await exactlyOnce(
      databaseUrl,
      children.map((child) => child.id),
    );
    const report = [
      `| Call (PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s) | Requests/s | p50 ms | p99 ms | Non-2xx | Errors |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('GET /api/dino/modules/list', list),
      row('POST /api/dino/activities/complete/{uuid}', complete),
      '',
      `Completions stored: ${counted.completions}; points stored on them: ${counted.points}; children's totals: ${counted.totals} (${counted.points === counted.totals ? 'every point counted exactly once' : 'MISMATCH'}).`,
    ].join('\n');
    log(`\n${report}`);
    await writeReport('report.md', 'Learning API benchmark', report);
    if (counted.points !== counted.totals) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server ? server.once('exit', resolve) : resolve(null)));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: DURATION_S, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: true,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

function row(label: string, result: Result): string {
  return `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} |`;
}

async function family(base: string, databaseUrl: string) {
  const person = (email: string, type: 'parent' | 'child') => ({
    first_name: 'Bench',
    last_name: 'Family',
    nickname: 'bench',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    type,
  });
  const parentEmail = 'parent@bench.example.com';
  await post(base, '/api/auth/register', person(parentEmail, 'parent'));
  // The verification mail goes to a file here; marking the address verified stands for the click.
  await sql(
    databaseUrl,
    `update users set email_verified_at = now() where email = '${parentEmail}'`,
  );
  const parent = await post(base, '/api/auth/login', { email: parentEmail, password: PASSWORD });
  const birthday = new Date(Date.now() - 7 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  const children = [];
  for (let i = 0; i < CHILDREN; i++) {
    const email = `child${i}@bench.example.com`;
    await post(
      base,
      '/api/auth/register',
      { ...person(email, 'child'), birthday, parent_id: parent.user.id },
      parent.token,
    );
    const session = await post(base, '/api/auth/login', { email, password: PASSWORD });
    children.push({ id: session.user.id, token: session.token });
  }
  return children;
}

async function exactlyOnce(databaseUrl: string, ids: number[]) {
  const list = ids.join(',');
  const [counts] = await sql<{ completions: number; points: number; totals: number }>(
    databaseUrl,
    `select (select count(*) from activity_completions where child_id in (${list}))::int as completions,
            (select coalesce(sum(points), 0) from activity_completions where child_id in (${list}))::int as points,
            (select coalesce(sum(total_scores), 0) from user_stats where user_id in (${list}))::int as totals`,
  );
  return counts!;
}

await main();
