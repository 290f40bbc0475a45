import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { renderMetrics } from '../../metrics/metrics';
import type { FileStorage } from '../../storage/storage';
import { HttpError } from '../../http-error';
import { HEALTH_MESSAGES } from './messages';

/** Whether the server can do its work: the database answers. 503 when it does not. */
export async function checkHealth(database: Pick<DatabaseHandle, 'ping' | 'kind'>) {
  try {
    await database.ping();
  } catch {
    throw HttpError.serviceUnavailable(HEALTH_MESSAGES.databaseDown);
  }
  return { status: 'ok' as const, database: database.kind };
}

/** How long one readiness check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 3000;

/** True when `check` resolves in time; false when it throws or takes too long (never an error out). */
async function passes(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  database: Pick<DatabaseHandle, 'ping'>;
  jobs: Pick<Jobs, 'workersRunning'>;
  storage: Pick<FileStorage, 'put' | 'delete'>;
}

/**
 * Whether this instance should get traffic: the database answers, the job workers run (when this
 * process is meant to run them) and a file can be written to the storage (written, then removed).
 * The checks run side by side; the answer says which passed, never why one failed.
 */
export async function checkReadiness(deps: ReadinessDeps, timeoutMs = READINESS_TIMEOUT_MS) {
  const probeKey = `health/ready-${randomBytes(6).toString('hex')}`;
  const [database, storage] = await Promise.all([
    passes(() => deps.database.ping(), timeoutMs),
    passes(async () => {
      await deps.storage.put(probeKey, new Uint8Array([111, 107]));
      await deps.storage.delete(probeKey);
    }, timeoutMs),
  ]);
  const checks = { database, jobs: deps.jobs.workersRunning(), storage };
  return { ready: checks.database && checks.jobs && checks.storage, checks };
}

/** The Prometheus text of this process's metrics, with the job queues' figures read now. */
export async function metricsText(deps: { jobs: Pick<Jobs, 'figures'> }): Promise<string> {
  // The request and report figures still say something when the database does not answer.
  const queues = await deps.jobs.figures().catch(() => []);
  return renderMetrics(queues);
}
