import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemoContent } from '../db/seed/index';
import { createMailer, type Mailer } from '../mail/mailer';
import { createLogger } from '../logger';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The .eml files the outbox transport wrote, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string | null;
  /** Seed the demo content (question bank, product) as `npm start` does. */
  seed?: boolean;
}

/** The real application on its own fresh database and temporary data folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const database = await openTestDatabase();
  if (options.seed) await seedDemoContent(database.db);
  const outboxDir = path.join(dataDir, 'outbox');
  const logger = createLogger(config);
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir, logger });
  const app = await buildApp({ config, database, mailer, logger, webRoot: options.webRoot ?? null });
  return {
    app,
    config,
    database,
    mailer,
    async outbox() {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
