import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * The API's integration tests run on the embedded PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server (CI), once more on PostgreSQL: the same files, a fresh database each.
 */
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

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
      ...databases.map((db) => ({
        test: {
          name: `api-${db}`,
          include: ['apps/api/test/**/*.test.ts'],
          env: { TEST_DB: db, NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
