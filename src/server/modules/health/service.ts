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

/** How long a passed database and storage check is reused (the endpoint is public; each check writes a file). */
export const READINESS_REUSE_MS = 1000;

/**
 * Whether this instance should get traffic: the database answers, the job workers run (when this
 * process is meant to run them) and a file can be written to the storage (written, then removed).
 * The database and storage checks run side by side; the answer says which passed, never why one
 * failed. Callers at the same time share one run, and a run where both passed is reused for a
 * second, so a flood of calls to this public endpoint writes at most one file a second; a failure
 * is not reused (the next call looks again). The job check is read fresh every time.
 */
export function readinessCheck(deps: ReadinessDeps, options: { timeoutMs?: number; reuseMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const reuseMs = options.reuseMs ?? READINESS_REUSE_MS;
  let running: Promise<{ database: boolean; storage: boolean }> | null = null;
  let passedAt = -Infinity;

  async function run() {
    const probeKey = `health/ready-${randomBytes(6).toString('hex')}`;
    const [database, storage] = await Promise.all([
      passes(() => deps.database.ping(), timeoutMs),
      passes(async () => {
        await deps.storage.put(probeKey, new Uint8Array([111, 107]));
        await deps.storage.delete(probeKey);
      }, timeoutMs),
    ]);
    if (database && storage) passedAt = performance.now();
    return { database, storage };
  }

  return async () => {
    const fresh = performance.now() - passedAt < reuseMs;
    const { database, storage } = fresh
      ? { database: true, storage: true }
      : await (running ??= run().finally(() => {
          running = null;
        }));
    const checks = { database, jobs: deps.jobs.workersRunning(), storage };
    return { ready: checks.database && checks.jobs && checks.storage, checks };
  };
}

/** The Prometheus text of this process's metrics, with the job queues' figures read now. */
export async function metricsText(deps: { jobs: Pick<Jobs, 'figures'> }): Promise<string> {
  // The request and report figures still say something when the database does not answer.
  const queues = await deps.jobs.figures().catch(() => []);
  return renderMetrics(queues);
}
