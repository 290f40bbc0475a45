import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { AuthGuards } from './plugins/auth';
import type { ServiceDeps } from './deps';

/**
 * What every route module is given. Handlers parse, call a service function with `deps` and reply;
 * `database` is for the health check's ping only.
 */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  deps: ServiceDeps;
  guards: AuthGuards;
}
