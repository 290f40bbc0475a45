import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { QuestionCache } from './modules/assessment/question-cache';
import type { PaymentProvider } from './modules/payments/provider';
import type { PersonalDataSource } from './privacy/personal-data';
import type { RenderPool } from './report/render/pool';
import type { TextSource } from './report/writers/writer';
import type { RateLimiter } from './security/rate-limiter';
import type { FileStorage } from './storage/storage';

/**
 * What every service function takes first (`register(deps, input, ip)`): built once by the
 * composition root (`services.ts`), shared by the routes, the jobs, the CLI and the tests. Types
 * only, imported from leaf modules: a service imports this, never the composition root, so the
 * import graph has no circle (decision 0024).
 *
 * A service function takes the part it uses (`deps: Pick<ServiceDeps, 'db' | 'jobs'>`); a caller
 * passes its whole `deps`. To run a service inside a caller's transaction, pass `{ ...deps, db: tx }`:
 * its writes then commit or roll back with the caller's.
 */
export interface ServiceDeps {
  /** The database, or a transaction of it. */
  db: Database;
  config: AppConfig;
  jobs: Jobs;
  limiter: RateLimiter;
  /** The modules that hold personal data, for the account's export and deletion. */
  personalData: readonly PersonalDataSource[];
  /** Stored files (generated reports). */
  storage: FileStorage;
  /** Renders report PDFs on worker threads (started on first use). */
  renderer: RenderPool;
  /** Writes a report's free texts: the AI writer with the built-in one behind it, or the built-in one. */
  writer: TextSource;
  mailer: Mailer;
  /** Takes the payments: Klarna, or the built-in test provider. */
  payments: PaymentProvider;
  /** The active questions, kept in memory until they change (never a transaction's view). */
  questions: QuestionCache;
}
