import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
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
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/dino/ips/get-user-info`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The server did not start within 60 s');
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
