import type { FastifyBaseLogger } from 'fastify';
import { dataPaths, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client';
import type { ServiceDeps } from './deps';
import { createJobHandlers } from './jobs/handlers';
import { createJobs, type Jobs } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createQuestionCache } from './modules/assessment/question-cache';
import { paymentProviderFor } from './modules/payments/provider-for';
import { createRenderPool } from './report/render/pool';
import { writerFor } from './report/writers/writer';
import { storageFor } from './storage/storage-for';
import { personalDataSources } from './privacy/sources';
import { createRateLimiter, type RateLimiter } from './security/rate-limiter';

// The composition root: builds the deps every service takes (their type is deps.ts) and wires the
// job handlers into the queues. Nothing in modules/, jobs/, mail/ or report/ imports this file
// (lint; decision 0024).

/** The outside services the server, the CLI and the tests share, opened from the configuration. */
export interface Services {
  config: AppConfig;
  logger: FastifyBaseLogger;
  database: DatabaseHandle;
  mailer: Mailer;
  jobs: Jobs;
  limiter: RateLimiter;
  deps: ServiceDeps;
  /** Closes everything that was opened, newest first (jobs before the database they live in). */
  close(): Promise<void>;
}

export interface ServiceOptions {
  logger: FastifyBaseLogger;
  /** Run jobs in this process as they come, and the schedules (the server); otherwise only write them. */
  work: boolean;
  /** An already opened database (tests bring a fresh one); otherwise the configured one is opened. */
  database?: DatabaseHandle;
  /** Where outbox mail goes when no SMTP_URL is set (default: the data folder's outbox). */
  outboxDir?: string;
  /** Seconds before a failed job's first retry (tests shorten it). */
  jobRetryDelaySeconds?: number;
  onIdleDatabaseError?: OpenOptions['onIdleError'];
  /** Told when a slow start-up step begins (creating the embedded database takes ~20 s), for the log. */
  onProgress?: (message: string) => void;
}

export async function createServices(config: AppConfig, options: ServiceOptions): Promise<Services> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse())
      await closeOne().catch((err: unknown) => options.logger.error({ err }, 'a service did not close cleanly'));
  };
  try {
    const paths = dataPaths(config);
    const database =
      options.database ??
      (await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: paths.db }, {
        ...(options.onIdleDatabaseError ? { onIdleError: options.onIdleDatabaseError } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      }));
    closers.push(() => database.close());
    const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: options.outboxDir ?? paths.outbox, logger: options.logger });
    closers.push(() => mailer.close());
    const mailDomain = new URL(config.publicUrl).hostname;
    // The handlers call the services, whose deps include the jobs: they are made when the first job runs.
    const jobs = createJobs({
      database,
      logger: options.logger,
      handlers: () => createJobHandlers({ deps, mailDomain, logger: options.logger }),
      ...(options.jobRetryDelaySeconds !== undefined ? { retryDelaySeconds: options.jobRetryDelaySeconds } : {}),
      // The fault tests' seconds-long timings (refused outside NODE_ENV=test).
      ...(config.testJobSeconds !== undefined
        ? { retryDelaySeconds: options.jobRetryDelaySeconds ?? 1, expireInSeconds: config.testJobSeconds, maintenanceIntervalSeconds: 1 }
        : {}),
    });
    const renderer = createRenderPool({ ...(config.reportWorkers ? { size: config.reportWorkers } : {}) });
    closers.push(() => renderer.close());
    const limiter = createRateLimiter(database.db);
    const deps: ServiceDeps = {
      db: database.db,
      config,
      jobs,
      limiter,
      personalData: personalDataSources(jobs, mailer),
      storage: storageFor(config),
      renderer,
      writer: writerFor(config, options.logger),
      mailer,
      payments: paymentProviderFor(config),
      questions: createQuestionCache(database.db),
    };
    options.onProgress?.('starting the job queue…');
    await jobs.start({ work: options.work });
    closers.push(() => jobs.stop());
    return { config, logger: options.logger, database, mailer, jobs, limiter, deps, close };
  } catch (err) {
    await close();
    throw err;
  }
}
