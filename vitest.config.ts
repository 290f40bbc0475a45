import { defineConfig } from 'vitest/config';

const server = { environment: 'node' as const, include: ['src/server/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 };

// Server tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const projects = [
  { test: { name: 'shared', environment: 'node' as const, include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'] } },
  { test: { name: 'server-pglite', ...server, env: { TEST_DB: 'pglite' } } },
  ...(process.env.TEST_DATABASE_URL ? [{ test: { name: 'server-postgres', ...server, env: { TEST_DB: 'postgres' } } }] : []),
  {
    test: {
      name: 'web',
      environment: 'jsdom' as const,
      include: ['src/web/**/*.test.{ts,tsx}'],
      setupFiles: ['src/web/test-setup.ts'],
    },
  },
];

export default defineConfig({
  test: { projects },
});
