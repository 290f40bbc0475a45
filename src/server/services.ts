import type { FastifyBaseLogger } from 'fastify';
import { dataPaths, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client';
import { createJobs, type Jobs } from './jobs/jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { createRateLimiter, type RateLimiter } from './security/rate-limiter';

/** The outside services the server, the CLI and the tests share, opened from the configuration. */
export interface Services {
  config: AppConfig;
  logger: FastifyBaseLogger;
  database: DatabaseHandle;
  mailer: Mailer;
  jobs: Jobs;
  limiter: RateLimiter;
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
      }));
    closers.push(() => database.close());
    const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: options.outboxDir ?? paths.outbox, logger: options.logger });
    closers.push(() => mailer.close());
    const jobs = createJobs({
      database,
      mailer,
      logger: options.logger,
      mailDomain: new URL(config.publicUrl).hostname,
      ...(options.jobRetryDelaySeconds !== undefined ? { retryDelaySeconds: options.jobRetryDelaySeconds } : {}),
    });
    await jobs.start({ work: options.work });
    closers.push(() => jobs.stop());
    return { config, logger: options.logger, database, mailer, jobs, limiter: createRateLimiter(database.db), close };
  } catch (err) {
    await close();
    throw err;
  }
}
