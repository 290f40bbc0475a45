import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../http-error';
import { HEALTH_MESSAGES } from './messages';
import { checkHealth, readinessCheck } from './service';

describe('checkHealth', () => {
  it('answers ok with the database in use', async () => {
    await expect(checkHealth({ kind: 'pglite', ping: async () => undefined })).resolves.toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers 503 in Swedish when the database does not answer', async () => {
    const err = await checkHealth({ kind: 'postgres', ping: async () => Promise.reject(new Error('ECONNREFUSED')) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 503, message: HEALTH_MESSAGES.databaseDown });
  });
});

describe('readinessCheck', () => {
  function fakes(overrides: { ping?: () => Promise<void>; put?: () => Promise<void> } = {}) {
    const calls = { ping: 0, put: 0, delete: 0 };
    const deps = {
      database: {
        ping: async () => {
          calls.ping++;
          await (overrides.ping ?? (async () => undefined))();
        },
      },
      jobs: { workersRunning: () => true },
      storage: {
        put: async () => {
          calls.put++;
          await (overrides.put ?? (async () => undefined))();
        },
        delete: async () => {
          calls.delete++;
        },
      },
    };
    return { deps, calls };
  }

  it('a flood of callers at once shares one run, and a pass is reused for a moment', async () => {
    const { deps, calls } = fakes();
    const check = readinessCheck(deps, { reuseMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => check()));
    expect(answers.every((a) => a.ready)).toBe(true);
    await check();
    expect(calls).toEqual({ ping: 1, put: 1, delete: 1 });
  });

  it('tells the log once when the instance stops being ready, which check and why, and once when it is ready again', async () => {
    let down = true;
    const { deps } = fakes({
      put: async () => (down ? Promise.reject(Object.assign(new Error("EACCES: permission denied, open '/data/files/x'"), { code: 'EACCES' })) : undefined),
    });
    const log = { warn: vi.fn(), info: vi.fn() };
    const check = readinessCheck({ ...deps, log }, { reuseMs: 0 });
    await check();
    await check();
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [fields, message] = log.warn.mock.calls[0]!;
    expect(message).toMatch(/not ready/);
    expect(fields).toMatchObject({ checks: { database: true, jobs: true, storage: false }, errors: { storage: { code: 'EACCES' } } });
    // The path is redacted like every logged error (quoted values never reach the log).
    expect(JSON.stringify(fields)).not.toContain('/data/files/x');
    expect(log.info).not.toHaveBeenCalled();
    down = false;
    await check();
    await check();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![1]).toMatch(/ready again/);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('a failure is not reused: the next call looks again', async () => {
    let down = true;
    const { deps, calls } = fakes({ put: async () => (down ? Promise.reject(new Error('ENOSPC /data/files')) : undefined) });
    const check = readinessCheck(deps, { reuseMs: 60_000 });
    expect(await check()).toEqual({ ready: false, checks: { database: true, jobs: true, storage: false } });
    down = false;
    expect(await check()).toEqual({ ready: true, checks: { database: true, jobs: true, storage: true } });
    expect(calls.put).toBe(2);
  });

  it('a check that does not answer in time fails instead of holding the caller', async () => {
    const { deps } = fakes({ ping: () => new Promise(() => undefined) });
    const check = readinessCheck(deps, { timeoutMs: 50 });
    expect(await check()).toEqual({ ready: false, checks: { database: false, jobs: true, storage: true } });
  });

  it('the job check is read every time, even while a pass is reused', async () => {
    const { deps } = fakes();
    let running = true;
    deps.jobs.workersRunning = () => running;
    const check = readinessCheck(deps, { reuseMs: 60_000 });
    expect((await check()).ready).toBe(true);
    running = false;
    expect(await check()).toEqual({ ready: false, checks: { database: true, jobs: false, storage: true } });
  });
});
