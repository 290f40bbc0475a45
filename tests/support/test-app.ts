/**
 * The server tests' one fixture convention (decision 0027):
 *
 * - `useTestApp(options)` at the top of a test file, or of a `describe` whose tests need another
 *   configuration: one real app on its own fresh database and data folder for those tests, made
 *   before the first and closed (database dropped, folder deleted) after the last. Tests in the
 *   file share it and keep apart by their own accounts and data (`signUp`, `registerUser`).
 *   Options that depend on something started first (an SMTP sink's URL) are given as a function;
 *   hooks run in the order they were registered, so start that thing in a `beforeAll` above.
 * - `testAppForTest(options)` inside one test that needs an app of its own (production settings,
 *   a broken mail server, the job workers running): closed when that test finishes, pass or fail.
 *
 * Nothing else makes or closes an app in a test (no `try/finally`, no app variables reset in
 * `afterEach`). A file's app is never made per test: that would multiply the suite's time.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { buildApp } from '../../src/server/app';
import { dataPaths, loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { seedDemoContent } from '../../src/server/db/seed/index';
import type { Jobs } from '../../src/server/jobs/jobs';
import type { Mailer } from '../../src/server/mail/mailer';
import { createLogger } from '../../src/server/logger';
import { createServices, type Services } from '../../src/server/services';
import { startKlarnaStandIn, type KlarnaStandIn } from './klarna-stand-in';
import { openTestDatabase, openTestDatabaseOnDisk } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  jobs: Jobs;
  services: Services;
  /** Runs the jobs that are due (mail among them), as the server's workers would. */
  runJobs(): Promise<number>;
  /** The .eml files the outbox transport wrote, oldest first, after running the due jobs. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string | null;
  /** Seed the demo content (question bank, product) as `npm start` does. */
  seed?: boolean;
  /** Where the log goes (with LOG_LEVEL in `env`); tests read it back. */
  logTo?: DestinationStream;
  /** Seconds before a failed job is retried (default 1, so retries can be tested quickly). */
  jobRetryDelaySeconds?: number;
  /** Run the job workers and schedules as the server does (default: the test runs due jobs itself). */
  work?: boolean;
  /**
   * The database where the configuration says, as the server has it: PGlite on DATA_DIR/db, or a
   * fresh PostgreSQL database whose URL is the config's DATABASE_URL (backups and restores).
   * `'configured'`: the database DATA_DIR or DATABASE_URL in `env` already names, as it is (a restored one).
   */
  onDisk?: boolean | 'configured';
}

/** The real application on its own fresh database and temporary data folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-test-'));
  let config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  let database: DatabaseHandle;
  if (options.onDisk === 'configured') {
    database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: dataPaths(config).db });
  } else if (options.onDisk) {
    const onDisk = await openTestDatabaseOnDisk(path.join(config.dataDir, 'db'));
    if (onDisk.url) config = { ...config, databaseUrl: onDisk.url };
    database = onDisk;
  } else database = await openTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  const outboxDir = path.join(dataDir, 'outbox');
  const logger = createLogger(config, options.logTo);
  // Without `work`, no polling workers: a test runs the due jobs when it wants to see their effect.
  const services = await createServices(config, {
    logger,
    database,
    outboxDir,
    work: options.work ?? false,
    jobRetryDelaySeconds: options.jobRetryDelaySeconds ?? 1,
  });
  const app = await buildApp({ services, webRoot: options.webRoot ?? null });
  let closing: Promise<void> | undefined;
  return {
    app,
    config,
    database,
    mailer: services.mailer,
    jobs: services.jobs,
    services,
    runJobs: () => services.jobs.drain(),
    async outbox() {
      await services.jobs.drain();
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    },
    // Once, however often it is called (a test that stops its app before the end, as for a backup).
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await services.close();
        await rm(dataDir, { recursive: true, force: true });
      })()),
  };
}

/**
 * One app for the tests of this file or `describe` (see the top of this file): made in a
 * `beforeAll`, closed in an `afterAll`. The value stands for the app from the first hook on.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}, timeout?: number): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  }, timeout);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return lateBound(() => current, 'useTestApp: the app');
}

/** Stands for what `get` gives once a hook has made it; before or after that, using it throws. */
function lateBound<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = get();
      if (!value) throw new Error(`${what} exists from its beforeAll until its afterAll`);
      return Reflect.get(value, key);
    },
  });
}

/**
 * A Klarna stand-in with these credentials and a seeded app that pays through it, for the tests of
 * this file or `describe` (the useTestApp convention; the stand-in starts before the app and
 * closes after it).
 */
export function useKlarnaTestApp(credentials: { username: string; password: string }, timeout = 120_000): { app: TestApp; klarna: KlarnaStandIn } {
  let klarna: KlarnaStandIn | undefined;
  beforeAll(async () => {
    klarna = await startKlarnaStandIn(credentials);
  });
  afterAll(async () => {
    await klarna?.close();
    klarna = undefined;
  });
  const app = useTestApp(
    () => ({
      seed: true,
      env: { PAYMENT_PROVIDER: 'klarna', KLARNA_API_URL: klarna!.url, KLARNA_USERNAME: credentials.username, KLARNA_PASSWORD: credentials.password },
    }),
    timeout,
  );
  return { app, klarna: lateBound(() => klarna, 'useKlarnaTestApp: the Klarna stand-in') };
}

/** An app of its own for the running test, closed when the test finishes (see the top of this file). */
export async function testAppForTest(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  onTestFinished(() => t.close());
  return t;
}
