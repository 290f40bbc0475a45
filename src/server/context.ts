import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { AuthGuards } from './modules/auth/guards';
import type { PersonalDataSource } from './privacy/personal-data';
import type { RateLimiter } from './security/rate-limiter';

/** What every route module is given: configuration and the outside services, already opened. Mail goes through jobs. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  jobs: Jobs;
  limiter: RateLimiter;
  guards: AuthGuards;
  /** The modules that hold personal data, for the account's export and deletion. */
  personalData: readonly PersonalDataSource[];
}
