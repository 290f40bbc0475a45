import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const server = { environment: 'node' as const, testTimeout: 20_000, hookTimeout: 60_000 };

/**
 * The server tests that open a database (through the test app or the test database). Only these
 * run a second time on PostgreSQL; the rest (rendering, content, PGlite's own lock and durability)
 * do the same work whichever database is configured, so once is enough.
 */
function databaseTests(): string[] {
  return readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/server/${file.replaceAll('\\', '/')}`)
    .filter((file) => !HTTP_ONLY.includes(file))
    .filter((file) => /tests\/support\/(test-app|test-database)['"]/.test(readFileSync(file, 'utf8')));
}

/**
 * Tests that start an app but test only its HTTP layer (sockets and their time limits, proxies,
 * headers, the route table, static files): the database behind it takes no part, and the socket
 * tests wait out real time limits, so a second run on PostgreSQL would only cost minutes.
 */
const HTTP_ONLY = [
  'src/server/http-limits.test.ts',
  'src/server/security/deployment.test.ts',
  'src/server/routing.test.ts',
  'src/server/bad-url.test.ts',
  'src/server/plugins/web.test.ts',
];

// Server tests run on PGlite, and those with a database again on PostgreSQL when TEST_DATABASE_URL is set.
const projects = [
  { test: { name: 'shared', environment: 'node' as const, include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'] } },
  { test: { name: 'server-pglite', ...server, include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
  ...(process.env.TEST_DATABASE_URL ? [{ test: { name: 'server-postgres', ...server, include: databaseTests(), env: { TEST_DB: 'postgres' } } }] : []),
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
  // Most server tests wait (on a database, a mail server, a timer) more than they compute; Vitest's
  // default on two cores is one file at a time.
  test: { projects, maxWorkers: 3 },
});
