import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isDatabaseOutage } from './outage.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** apps/api/drizzle, seen from this source file (src/db) or from the bundle (dist). */
const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(path.join(folder, 'meta', '_journal.json')))!;

/**
 * Waits (at most 5 s) until no query runs or waits for a connection for a moment: requests whose
 * client has already hung up still finish their work after the HTTP server has closed.
 */
async function settled(pool: pg.Pool): Promise<void> {
  const busy = () => pool.waitingCount > 0 || pool.totalCount > pool.idleCount;
  let quiet = 0;
  for (let waited = 0; waited < 5000 && quiet < 3; waited += 50) {
    quiet = busy() ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A client whose connection is lost goes back to the pool at once, marked broken, so the pool
 * replaces it. drizzle's transaction releases its client only after `begin` succeeded: a server
 * lost at that moment kept the client checked out for ever, and ten such moments (the pool's
 * size) left every later request waiting for a connection. Releasing twice is harmless here.
 */
function returnLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    // The pool's own `query` asks with a callback and always releases: left as it is.
    if (callback) return connect(callback);
    return connect().then(guarded);
  }) as typeof pool.connect;
}

function guarded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseOutage(error)) client.release(error as Error);
      });
    }
    return result;
  }) as typeof client.query;
  return client;
}

/**
 * PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir/db`
 * (or in memory with `dataDir` null, for tests). Both run the same migrations.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
    });
    // A client losing its server must not crash the process: the pool drops an idle one, and a
    // checked-out one (between two queries of a transaction) has no listener of the pool's, so
    // it gets this one; the query in flight, or the next, reports the loss as a 503.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    returnLostClients(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await settled(pool);
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir !== null) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
