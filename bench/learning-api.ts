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
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { loadLearningContent } from '@dino/content/learning';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CHILDREN = 64;
const PORT = 3390;
const PASSWORD = 'Bench-Egg-42';
const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function sql<T = unknown>(connectionString: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** The built server in its own process, as `npm run serve` runs it, so load and server do not share a core's event loop. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_ONLY: '1',
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/dino/ips/get-user-info`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The server did not start within 60 s');
}

async function main() {
  const name = `dino_bench_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-'));
  await sql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  log(`Database ${name} on ${url.host}; ${CONNECTIONS} connections, ${DURATION_S} s per run.`);

  let server: ChildProcess | undefined;
  try {
    server = await startServer(databaseUrl, dataDir);
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
    await writeFile(
      new URL('./report.md', import.meta.url),
      `# Learning API benchmark\n\n${report}\n`,
    );
    if (counted.points !== counted.totals) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server ? server.once('exit', resolve) : resolve(null)));
    await sql(adminUrl, `drop database if exists ${name} with (force)`);
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

async function post(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: { token: string; user: { id: number } } };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
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
