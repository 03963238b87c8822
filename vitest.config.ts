import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * The API's integration tests run on the embedded PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (CI), on PostgreSQL, a fresh database per file. With a server, PGlite still
 * runs the files that use the most SQL (and the browser tests run the whole product on it), so
 * both engines are tested without running every file twice.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const API_TESTS = 'apps/api/test/**/*.test.ts';
const PGLITE_TOO = [
  'content-import',
  'accounts-flow',
  'learning-api',
  'shop-api',
  'games',
  'family-privacy',
].map((name) => `apps/api/test/${name}.test.ts`);
const apiProjects = [
  { db: 'pglite', include: postgres ? PGLITE_TOO : [API_TESTS] },
  ...(postgres ? [{ db: 'postgres', include: [API_TESTS] }] : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
        },
      },
      {
        // Components are tested in Debian's Chromium, as children's browsers would run them.
        test: {
          name: 'web-components',
          include: ['apps/web/test/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'content',
          include: ['content/test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      ...apiProjects.map(({ db, include }) => ({
        test: {
          name: `api-${db}`,
          include,
          env: { TEST_DB: db, NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
