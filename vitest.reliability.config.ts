import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: the API under generated input, faults and load (issue 9). On
 * PostgreSQL when TEST_DATABASE_URL names a server (CI), else on the embedded PGlite.
 */
export default defineConfig({
  test: {
    include: ['apps/api/reliability/**/*.test.ts'],
    env: { TEST_DB: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', NODE_ENV: 'test' },
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
