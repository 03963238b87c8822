import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format } from 'prettier';

/** Shared by the benchmarks: the local PostgreSQL, the built server, and JSON calls to it. */
const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

export const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export async function sql<T = unknown>(connectionString: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A database of its own for one run, on the local server; `drop` removes it. */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    host: url.host,
    drop: () => sql(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Copies of an account signed up through the API (with its stats row and a live token stored as
 * its SHA-256 hash, as a login leaves them), so that a run has thousands of users without minutes
 * of password hashing. A parent's copies are parents, a child's are children of the same family.
 */
export async function cloneUsers(
  databaseUrl: string,
  templateId: number,
  count: number,
): Promise<{ id: number; token: string }[]> {
  if (count === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (organization_id, type, parent_id, first_name, last_name, nickname, email,
                          password_hash, birthday, locale, email_verified_at, terms_version,
                          terms_accepted_at)
       select organization_id, type, parent_id, first_name, last_name, nickname,
              'clone' || g || '@bench.example.com', password_hash, birthday, locale,
              email_verified_at, terms_version, terms_accepted_at
         from users, generate_series(1, $2::int) g where id = $1
        order by g returning id`,
      [templateId, count],
    );
    const users = rows.map(({ id }) => ({ id, token: randomBytes(32).toString('base64url') }));
    const ids = users.map((user) => user.id);
    await client.query('insert into user_stats (user_id) select unnest($1::int[])', [ids]);
    await client.query(
      `insert into auth_tokens (user_id, token_hash, expires_at)
       select unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
      [ids, users.map((user) => createHash('sha256').update(user.token).digest('hex'))],
    );
    return users;
  } finally {
    await client.end();
  }
}

export function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** The built server in its own process, as `npm run serve` runs it, so load and server do not share a core's event loop. */
export async function startServer(
  port: number,
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return (await startServerTimed(port, databaseUrl, dataDir, env)).server;
}

/**
 * As startServer, also answering how long it took from the spawn to the first 200 on
 * /api/dino/ips/get-user-info (polled every 10 ms). No `databaseUrl` means the embedded PGlite
 * database in `dataDir`.
 */
export async function startServerTimed(
  port: number,
  databaseUrl: string | undefined,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ server: ChildProcess; readyMs: number }> {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  const started = performance.now();
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.once('exit', (code, signal) => {
    if (!stopping.has(server) && (code !== 0 || signal))
      log(`The server on port ${port} exited: code ${code}, signal ${signal}.`);
  });
  await waitReady(server, port, 60_000);
  return { server, readyMs: performance.now() - started };
}

/** A TypeScript file of the bench in a process of its own (through tsx), ready when `port` answers. */
export async function startScript(
  file: string,
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./${file}`, import.meta.url)), ...args],
    {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitReady(child, port, 30_000);
  return child;
}

async function waitReady(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/dino/ips/get-user-info`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill();
  throw new Error(`Nothing answered on port ${port} within ${timeoutMs / 1000} s`);
}

const stopping = new WeakSet<ChildProcess>();

/** Ends a process started here and waits for it to be gone. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  stopping.add(child);
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

/** Resident memory of a process now and at its peak, in MiB, from /proc/<pid>/status. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

export async function post(base: string, url: string, body: unknown, token?: string) {
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

/** Writes a report beside the benchmarks, formatted as the repository's Markdown is. */
export async function writeReport(file: string, title: string, body: string): Promise<void> {
  const markdown = await format(`# ${title}\n\n${body}\n`, { parser: 'markdown' });
  await writeFile(new URL(`./${file}`, import.meta.url), markdown);
}
