import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { importContent } from '../../src/modules/content/import.ts';
import { fixtureLearning } from './learning.ts';
import { fixtureShop } from './shop.ts';

/**
 * A fresh database for one test file, with the fixture curriculum: an in-memory PGlite, or (TEST_DB=postgres) a new
 * database on TEST_DATABASE_URL's server, dropped again on close.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    const handle = openDatabase({ dataDir: null });
    await handle.migrate();
    await importContent(handle.db, await fixtureLearning(), await fixtureShop());
    return handle;
  }
  const name = `dino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await handle.migrate();
  await importContent(handle.db, await fixtureLearning(), await fixtureShop());
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
