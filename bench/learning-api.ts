/**
 * `npm run bench` (first part, writes bench/report.md): what the server costs over the floor.
 *
 * 1. The learning API against a bare handler: GET /api/dino/modules/list as a signed-in child,
 *    and POST /api/dino/activities/complete/{uuid}, every request a first completion of a
 *    different (child, activity) pair, on the real server (one process, as `npm start` runs it)
 *    and on bare-server.ts (node:http + pg, the same SQL and the same JSON, in its own process),
 *    on one fresh PostgreSQL database. Before any load, each call's JSON from the bare server
 *    must deep-equal the API's; afterwards every point must be counted exactly once.
 * 2. Server-rendered pages against the same bytes served from memory (static-server.ts): the
 *    home page as a visitor and the modules page as a signed-in child (the web app's auth_token
 *    cookie). Needs the web build (`npm run build`); without it this part is skipped and says so.
 * 3. Cold start (spawn to the first 200 on /api/dino/ips/get-user-info) on a fresh PostgreSQL
 *    database and on a fresh PGlite data directory, and the server's resident memory idle after
 *    start and after all the load above.
 *
 * BENCH_CONNECTIONS (64) and BENCH_DURATION (10 s) set each autocannon run; BENCH_DATABASE_URL
 * (default: TEST_DATABASE_URL, else the local server) names the PostgreSQL server; a database is
 * created for the run and dropped after it.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { loadLearningContent } from '@dino/content/learning';
import {
  cloneUsers,
  freshDatabase,
  log,
  memoryOf,
  post,
  sql,
  startScript,
  startServerTimed,
  stop,
  writeReport,
} from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of load before each measured run, not counted: both servers' code is warm. */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
/** Children signed up through the API, as a family would; more are cloned in SQL for pairs. */
const CHILDREN = 64;
/** First completions per second the pairs must last for, for both servers' runs. */
const PAIRS_PER_SECOND = 12_000;
const PORT = 3390;
const BARE_PORT = 3393;
const STATIC_PORT = 3394;
const PGLITE_PORT = 3395;
const PUBLIC_URL = `http://localhost:${PORT}`;
const PASSWORD = 'Bench-Egg-42';
const WEB_BUILD = fileURLToPath(new URL('../apps/web/build/server/index.js', import.meta.url));

interface Child {
  id: number;
  token: string;
}

interface Pair {
  label: string;
  server: Result;
  floor: Result;
}

/** What fails the bench: an answer that differs, a point not counted exactly once. */
const failures: string[] = [];
/** What the report must show but is a measurement, not a broken bench: errors under load. */
const warnings: string[] = [];

async function main() {
  const started = performance.now();
  const [load] = loadavg();
  const database = await freshDatabase('dino_bench');
  const databaseUrl = database.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-'));
  const pagesDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-pages-'));
  const web = existsSync(WEB_BUILD);
  // As `npm start` serves: the web app too when it is built.
  const mode: Record<string, string> = web ? { PUBLIC_URL } : { PUBLIC_URL, API_ONLY: '1' };
  log(
    `Database ${database.name} on ${database.host}; ${CONNECTIONS} connections, ${DURATION_S} s per run; ` +
      (web ? 'web app built: pages included.' : 'no web build: pages skipped (npm run build).'),
  );

  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  let files: ChildProcess | undefined;
  try {
    log('[1/6] Starting the built server on the fresh PostgreSQL database ...');
    const cold = await startServerTimed(PORT, databaseUrl, dataDir, mode);
    server = cold.server;
    await sleep(2000);
    const idle = await memoryOf(server.pid!);
    log(`      ready in ${ms(cold.readyMs)} ms; ${mib(idle.rss)} MiB resident when idle.`);
    bare = await startScript('bare-server.ts', BARE_PORT, {
      BARE_PORT: String(BARE_PORT),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
    });
    const bareIdle = await memoryOf(bare.pid!);
    const base = `http://127.0.0.1:${PORT}`;
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    const { content: learning } = await loadLearningContent();
    const activities = learning.modules.flatMap((m) => m.lessons.flatMap((l) => l.activities));

    log(`[2/6] Signing up a parent and ${CHILDREN + 2} children ...`);
    const signedUp = await family(base, databaseUrl);
    const [checkA, checkB] = signedUp.splice(0, 2) as [Child, Child];
    const wanted = Math.ceil((PAIRS_PER_SECOND * (DURATION_S + WARMUP_S)) / activities.length);
    const children = [
      ...signedUp,
      ...(await cloneUsers(databaseUrl, signedUp[0]!.id, Math.max(0, wanted - signedUp.length))),
    ];
    log(`      ${children.length} children for ${children.length * activities.length} pairs.`);

    log('[3/6] Checking that the bare server answers the same JSON as the API ...');
    for (const locale of ['hy', 'en']) {
      const headers = { authorization: `Bearer ${children[0]!.token}`, 'accept-language': locale };
      const path = '/api/dino/modules/list';
      same(
        `GET ${path} (${locale})`,
        await json(base, path, headers),
        await json(bareBase, path, headers),
      );
    }
    const first = `/api/dino/activities/complete/${activities[0]!.uuid}`;
    const completions = await Promise.all(
      [
        [base, checkA],
        [bareBase, checkB],
      ].map(([at, child]) =>
        json(at as string, first, { authorization: `Bearer ${(child as Child).token}` }, 'POST'),
      ),
    );
    same(`POST ${first} (first completion)`, completions[0], completions[1]);
    const again = await Promise.all(
      [
        [base, checkA],
        [bareBase, checkB],
      ].map(([at, child]) =>
        json(at as string, first, { authorization: `Bearer ${(child as Child).token}` }, 'POST'),
      ),
    );
    same(`POST ${first} (repeated)`, again[0], again[1]);
    if (failures.length) throw new Error(failures.join('\n'));

    log('[4/6] API against the bare handler ...');
    const listHeaders = { authorization: `Bearer ${children[0]!.token}`, 'accept-language': 'hy' };
    const list: Pair = {
      label: 'GET /api/dino/modules/list',
      server: await run('API  GET modules/list', {
        url: `${base}/api/dino/modules/list`,
        headers: listHeaders,
      }),
      floor: await run('bare GET modules/list', {
        url: `${bareBase}/api/dino/modules/list`,
        headers: listHeaders,
      }),
    };
    let next = 0;
    const pairs = children.length * activities.length;
    const completing = (at: string): autocannon.Options => ({
      url: `${at}/api/dino/activities/complete/x`,
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
    const complete: Pair = {
      label: 'POST /api/dino/activities/complete/{uuid}',
      server: await run('API  POST activities/complete', completing(base)),
      floor: await run('bare POST activities/complete', completing(bareBase)),
    };
    const repeats = Math.max(0, next - pairs);
    const counted = await exactlyOnce(databaseUrl, [
      checkA.id,
      checkB.id,
      ...children.map((child) => child.id),
    ]);

    const afterApi = await memoryOf(server.pid!);
    let pages:
      { pairs: Pair[]; bytes: Map<string, number>; loaderData: Map<string, number> } | undefined;
    if (web) {
      log('[5/6] Server-rendered pages against the same HTML from memory ...');
      const moduleName = (
        (await json(base, '/api/dino/modules/list', listHeaders)) as { data: { name: string }[] }
      ).data[0]!.name;
      const visitor = 'cookie_consent=necessary';
      const child = `auth_token=${children[0]!.token}; cookie_consent=necessary`;
      const saved = [
        { path: '/hy', cookie: visitor, label: 'GET /hy (home, visitor)', file: 'home.html' },
        {
          path: '/hy/modules',
          cookie: child,
          label: 'GET /hy/modules (signed-in child)',
          file: 'modules.html',
          expect: moduleName,
        },
      ];
      const bytes = new Map<string, number>();
      const loaderData = new Map<string, number>();
      for (const page of saved) {
        const response = await fetch(`${base}${page.path}`, { headers: { cookie: page.cookie } });
        const html = Buffer.from(await response.arrayBuffer());
        if (
          response.status !== 200 ||
          !/^text\/html/.test(response.headers.get('content-type') ?? '')
        )
          throw new Error(
            `${page.path}: ${response.status} ${response.headers.get('content-type')}`,
          );
        if (page.expect && !html.includes(page.expect))
          throw new Error(`${page.path}: the page does not show the child's modules`);
        await writeFile(path.join(pagesDir, page.file), html);
        bytes.set(page.label, html.length);
        loaderData.set(page.label, streamedData(html.toString('utf8')));
      }
      files = await startScript(
        'static-server.ts',
        STATIC_PORT,
        { STATIC_PORT: String(STATIC_PORT) },
        saved.map((page) => `${page.path}=${path.join(pagesDir, page.file)}`),
      );
      const staticBase = `http://127.0.0.1:${STATIC_PORT}`;
      const pagePairs: Pair[] = [];
      for (const page of saved) {
        const headers = { cookie: page.cookie };
        pagePairs.push({
          label: page.label,
          server: await run(`SSR    ${page.path}`, { url: `${base}${page.path}`, headers }),
          floor: await run(`static ${page.path}`, { url: `${staticBase}${page.path}`, headers }),
        });
      }
      pages = { pairs: pagePairs, bytes, loaderData };
    } else {
      log('[5/6] No web build (apps/web/build): pages skipped; `npm run build` first.');
    }

    const loaded = { ...(await memoryOf(server.pid!)), afterApi };
    const bareLoaded = await memoryOf(bare.pid!);
    await stop(files);
    await stop(bare);
    await stop(server);
    log('      Starting the server again on the same database (migrated, content imported) ...');
    const restart = await startServerTimed(PORT, databaseUrl, dataDir, mode);
    server = restart.server;
    await stop(server);

    log('[6/6] Cold start on a fresh PGlite data directory ...');
    const pgliteDir = await mkdtemp(path.join(tmpdir(), 'dino-bench-pglite-'));
    let pglite: { readyMs: number; idle: { rss: number; peak: number } };
    try {
      const started = await startServerTimed(PGLITE_PORT, undefined, pgliteDir, {
        ...mode,
        PUBLIC_URL: `http://localhost:${PGLITE_PORT}`,
      });
      await sleep(2000);
      pglite = { readyMs: started.readyMs, idle: await memoryOf(started.server.pid!) };
      await stop(started.server);
    } finally {
      await rm(pgliteDir, { recursive: true, force: true });
    }
    log(`      ready in ${ms(pglite.readyMs)} ms; ${mib(pglite.idle.rss)} MiB resident when idle.`);

    const [{ server_version: version }] = (await sql<{ server_version: string }>(
      databaseUrl,
      'show server_version',
    )) as [{ server_version: string }];
    const runs = [list, complete, ...(pages?.pairs ?? [])];
    for (const pair of runs) {
      for (const [who, result] of [
        ['server', pair.server],
        ['floor', pair.floor],
      ] as const) {
        if (result.non2xx || result.errors)
          warnings.push(
            `${pair.label} (${who === 'server' ? 'the server' : 'the floor'}): ${result.non2xx} non-2xx answers, ${result.errors} errors of which ${result.timeouts} timeouts (no answer within autocannon's 10 s)`,
          );
      }
    }
    if (counted.points !== counted.totals) failures.push('points not counted exactly once');

    const report = [
      'Run by `npm run bench` (builds the web app and the API, then runs this, `web-pages.ts --core` for the last section and `checkout.ts` for checkout-report.md). ' +
        `Measured on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${version} on the same machine (load average ${load!.toFixed(2)} when the run began: the machine is shared, so figures move by tens of per cent between runs; compare the columns of one run). ` +
        `Each run is autocannon with ${CONNECTIONS} connections for ${DURATION_S} s (BENCH_CONNECTIONS, BENCH_DURATION) after ${WARMUP_S} s of warm-up that is not counted (BENCH_WARMUP), no pipelining, from the bench process; ` +
        `every server is a process of its own, so the load generator, the server and PostgreSQL share the two cores, as they would share a small VM. ` +
        `The real server is the build (apps/api/dist/server.js, NODE_ENV=production, ${web ? 'serving the web app too, as `npm start` does' : 'API_ONLY, as no web build was found'}) on a fresh PostgreSQL database.`,
      '',
      '## The API against a bare handler',
      '',
      '`bench/bare-server.ts` is `node:http` + `pg` (a pool of 10, as the API) running the same SQL as the API for the same call: the bearer token looked up by its SHA-256 hash in `auth_tokens` joined to the user with their stats (one statement, prepared by both), then the modules page with per-module lesson counts and the total (in parallel), or the completion in one statement (the activity’s points, the exactly-once insert, the `user_stats` upsert; until this issue, a transaction of five round trips). Before the load, its JSON was checked to deep-equal the API’s for the same requests (modules in hy and en; a first and a repeated completion). Each completion is a first completion of a different (child, activity) pair.',
      '',
      table('Call (PostgreSQL)', 'API', 'bare', [list, complete]),
      '',
      `Completions stored: ${counted.completions}; points stored on them: ${counted.points}; children's totals: ${counted.totals} (${counted.points === counted.totals ? 'every point counted exactly once' : 'MISMATCH'})${repeats ? `; ${repeats} completions were repeats (pairs ran out)` : ''}.`,
      '',
      '## Server-rendered pages against static HTML',
      '',
      pages
        ? [
            '`bench/static-server.ts` answers the HTML the server rendered for the same request, saved once, from memory. Neither side compresses: autocannon sends no `Accept-Encoding`. The modules page is rendered for a signed-in child (the `auth_token` cookie the web app reads), and was checked to show the child’s modules.',
            '',
            table('Page', 'SSR', 'static', pages.pairs, pages.bytes),
            '',
            `Of each page's HTML, the loader data React Router streams into it (the \`streamController.enqueue\` scripts) is ${pages.pairs.map(({ label }) => `${(pages!.loaderData.get(label) ?? 0).toLocaleString('en')} bytes for ${label.split(' (')[0]}`).join(' and ')}.`,
          ].join('\n')
        : 'Skipped: no web build in apps/web/build. Run `npm run build && npm run bench -w bench`.',
      '',
      '## Cold start and memory',
      '',
      '| Measure | Server | Bare handler |',
      '| --- | ---: | ---: |',
      `| Cold start, fresh PostgreSQL database (spawn to the first 200 on /api/dino/ips/get-user-info: migrations and content import included) | ${ms(cold.readyMs)} ms | |`,
      `| Start again on the same PostgreSQL database (nothing to migrate or import) | ${ms(restart.readyMs)} ms | |`,
      `| Cold start, fresh PGlite data directory | ${ms(pglite.readyMs)} ms | |`,
      `| Resident memory idle, 2 s after start (VmRSS), PostgreSQL | ${mib(idle.rss)} MiB | ${mib(bareIdle.rss)} MiB |`,
      `| Resident memory idle, 2 s after start (VmRSS), PGlite | ${mib(pglite.idle.rss)} MiB | |`,
      `| Resident memory after the API runs (VmRSS), PostgreSQL | ${mib(loaded.afterApi.rss)} MiB | ${mib(bareLoaded.rss)} MiB |`,
      ...(pages
        ? [
            `| Resident memory after the API and page runs (VmRSS), PostgreSQL | ${mib(loaded.rss)} MiB | |`,
          ]
        : []),
      `| Peak resident memory over the runs (VmHWM), PostgreSQL | ${mib(loaded.peak)} MiB | ${mib(bareLoaded.peak)} MiB |`,
      '',
      ...(warnings.length ? ['', `Errors under load: ${warnings.join('; ')}.`] : []),
      '',
      `The whole run took ${Math.round((performance.now() - started) / 1000)} s.${failures.length ? ` FAILURES: ${failures.join('; ')}.` : ''}`,
    ].join('\n');
    log(`\n${report}`);
    await writeReport('report.md', 'Learning API and pages benchmark', report);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stop(files);
    await stop(bare);
    await stop(server);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(pagesDir, { recursive: true, force: true });
  }
}

/** Bytes of the loader data React Router streams into a page (its enqueue scripts). */
function streamedData(html: string): number {
  const scripts = html.match(/streamController\.enqueue\((?:"(?:[^"\\]|\\.)*")\)/g) ?? [];
  return scripts.reduce((sum, script) => sum + Buffer.byteLength(script), 0);
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
const ms = (value: number) => Math.round(value).toLocaleString('en');
const mib = (value: number) => Math.round(value).toLocaleString('en');

/** Fails the bench (before any load) when the two servers' answers differ. */
function same(label: string, server: unknown, floor: unknown) {
  if (isDeepStrictEqual(server, floor)) {
    log(`      same JSON: ${label}`);
    return;
  }
  failures.push(
    `${label}: the bare server's JSON differs from the API's\nAPI:  ${JSON.stringify(server)}\nbare: ${JSON.stringify(floor)}`,
  );
}

async function json(base: string, url: string, headers: Record<string, string>, method = 'GET') {
  const response = await fetch(`${base}${url}`, { method, headers });
  const body: unknown = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${base}${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function run(label: string, options: autocannon.Options): Promise<Result> {
  if (WARMUP_S > 0) {
    log(`      ${label}: ${WARMUP_S} s warm-up ...`);
    await new Promise((resolve, reject) =>
      autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  }
  log(`      ${label} ...`);
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

function table(
  call: string,
  server: string,
  floor: string,
  rows: Pair[],
  bytes?: Map<string, number>,
) {
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '–');
  const rps = (result: Result) => Math.round(result.requests.average);
  return [
    `| ${call} | ${bytes ? 'HTML bytes | ' : ''}${server} req/s | ${floor} req/s | ${server}/${floor} req/s | ${server} p50 ms | ${floor} p50 ms | ${server} p99 ms | ${floor} p99 ms | ${server}/${floor} p99 | Non-2xx / errors, ${server} | Non-2xx / errors, ${floor} |`,
    `| --- | ${bytes ? '---: | ' : ''}---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(
      ({ label, server: s, floor: f }) =>
        `| ${label} | ${bytes ? `${(bytes.get(label) ?? 0).toLocaleString('en')} | ` : ''}${rps(s)} | ${rps(f)} | ${ratio(rps(s), rps(f))} | ${s.latency.p50} | ${f.latency.p50} | ${s.latency.p99} | ${f.latency.p99} | ${ratio(s.latency.p99, f.latency.p99)} | ${s.non2xx} / ${s.errors} | ${f.non2xx} / ${f.errors} |`,
    ),
  ].join('\n');
}

async function family(base: string, databaseUrl: string): Promise<Child[]> {
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
  await post(base, '/api/auth/register', { ...person(parentEmail, 'parent'), accept_terms: true });
  // The verification mail goes to a file here; marking the address verified stands for the click.
  await sql(
    databaseUrl,
    `update users set email_verified_at = now() where email = '${parentEmail}'`,
  );
  const parent = await post(base, '/api/auth/login', { email: parentEmail, password: PASSWORD });
  const birthday = new Date(Date.now() - 7 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  const children: Child[] = [];
  for (let i = 0; i < CHILDREN + 2; i++) {
    const email = `child${i}@bench.example.com`;
    const registered = await post(
      base,
      '/api/auth/register',
      { ...person(email, 'child'), birthday, parent_id: parent.user.id },
      parent.token,
    );
    // A child's address counts once confirmed; the parent plays as the child, as families do.
    const session = await post(
      base,
      `/api/auth/child-session/${registered.user.id}`,
      {},
      parent.token,
    );
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
