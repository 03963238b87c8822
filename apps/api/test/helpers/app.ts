import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LearningContent } from '@dino/content/learning';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { DEFAULT_RATE_LIMITS, loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { importLearning } from '../../src/modules/content/learning-import.ts';
import { freshDatabase } from './database.ts';
import { fixtureDiscover } from './discover.ts';
import { fixtureLearning } from './learning.ts';
import { fixtureShop } from './shop.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

/** Limits high enough that only the tests about limits meet them. */
export const RELAXED_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 10_000, seconds: 60 }]),
) as Config['rateLimits'];

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  learning: LearningContent;
  smtp: TestSmtp;
  config: Config;
  close(): Promise<void>;
}

/** The whole server on a fresh database with a real SMTP server on loopback. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'logStream' | 'audio'> & {
    database?: DatabaseHandle;
    /** Another curriculum than the fixture's, imported in its place. */
    learning?: LearningContent;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dino-test-'));
  const smtp = await startSmtp();
  const {
    database = await freshDatabase(),
    learning = await fixtureLearning(),
    ...appOptions
  } = options;
  if (options.learning) await importLearning(database.db, options.learning);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://dino.test' }),
    smtpUrl: smtp.url,
    mail: { pollMs: 100, retryBaseMs: 50, retryMaxMs: 400 },
    rateLimits: RELAXED_LIMITS,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    learning,
    shop: await fixtureShop(),
    discover: await fixtureDiscover(),
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    learning,
    smtp,
    config,
    async close() {
      await app.close();
      await database.close();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
