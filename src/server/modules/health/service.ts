import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { renderMetrics } from '../../metrics/metrics';
import type { FileStorage } from '../../storage/storage';
import { HttpError } from '../../http-error';
import { HEALTH_MESSAGES } from './messages';
import { safeError } from '../../logger';
import type { FastifyBaseLogger } from 'fastify';

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

/** Whether `check` resolved in time; what it threw, or that it took too long (never an error out). */
async function passes(check: () => Promise<unknown>, timeoutMs: number): Promise<{ ok: boolean; err?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ ok: boolean; err: Error }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, err: new Error(`no answer within ${timeoutMs} ms`) }), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([check().then(() => ({ ok: true })), late]);
  } catch (err) {
    return { ok: false, err };
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  database: Pick<DatabaseHandle, 'ping'>;
  jobs: Pick<Jobs, 'workersRunning'>;
  storage: Pick<FileStorage, 'put' | 'delete'>;
  /** Told when the instance stops being ready (which checks failed and why) and when it is ready again. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
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
  let running: Promise<{ database: boolean; storage: boolean; errors: Record<string, unknown> }> | null = null;
  let passedAt = -Infinity;
  // Logged on a change only: a load balancer asks every few seconds.
  let wasReady = true;

  async function run() {
    const probeKey = `health/ready-${randomBytes(6).toString('hex')}`;
    const [database, storage] = await Promise.all([
      passes(() => deps.database.ping(), timeoutMs),
      passes(async () => {
        await deps.storage.put(probeKey, new Uint8Array([111, 107]));
        await deps.storage.delete(probeKey);
      }, timeoutMs),
    ]);
    if (database.ok && storage.ok) passedAt = performance.now();
    const errors: Record<string, unknown> = {};
    if (!database.ok) errors.database = safeError(database.err);
    if (!storage.ok) errors.storage = safeError(storage.err);
    return { database: database.ok, storage: storage.ok, errors };
  }

  return async () => {
    const fresh = performance.now() - passedAt < reuseMs;
    const { database, storage, errors } = fresh
      ? { database: true, storage: true, errors: {} }
      : await (running ??= run().finally(() => {
          running = null;
        }));
    const checks = { database, jobs: deps.jobs.workersRunning(), storage };
    const ready = checks.database && checks.jobs && checks.storage;
    if (ready !== wasReady) {
      wasReady = ready;
      // The public answer says only which check failed; the operator's log says why.
      if (!ready) deps.log?.warn({ checks, errors }, 'this instance is not ready: a readiness check failed');
      else deps.log?.info({ checks }, 'this instance is ready again');
    }
    return { ready, checks };
  };
}

/** The Prometheus text of this process's metrics, with the job queues' figures read now. */
export async function metricsText(deps: { jobs: Pick<Jobs, 'figures'> }): Promise<string> {
  // The request and report figures still say something when the database does not answer.
  const queues = await deps.jobs.figures().catch(() => []);
  return renderMetrics(queues);
}
