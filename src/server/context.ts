import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './mail/mailer';
import type { AuthGuards } from './plugins/auth';
import type { RateLimiter } from './security/rate-limiter';

/** What every route module is given: configuration and the outside services, already opened. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  limiter: RateLimiter;
  guards: AuthGuards;
}
