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
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
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
