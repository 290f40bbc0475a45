import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import { DEAD_LETTER_QUEUE, JOBS, type JobHandlers, type JobName, type JobPayload } from './definitions';
import { nextJobId } from './job-id';
import { executorFor } from './sql-executor';

export interface JobsOptions {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** What each job does (made on first use: the handlers call services that need the jobs). */
  handlers: () => JobHandlers;
  /** Seconds before the first retry of a failed job (tests shorten it). */
  retryDelaySeconds?: number;
  /** Seconds between a worker's looks for new jobs when nobody wakes it (1; tests lengthen it). */
  pollingIntervalSeconds?: number;
  /**
   * Seconds a job may run before it is taken as lost (its process died) and retried (default
   * pg-boss's 15 minutes; the fault tests shorten it, TEST_JOB_SECONDS).
   */
  expireInSeconds?: number;
  /** Seconds between the queue's maintenance runs, which find such jobs (default pg-boss's 2 minutes; the fault tests: 1). */
  maintenanceIntervalSeconds?: number;
}

export interface Jobs {
  /**
   * Writes a job. With `db` set to a transaction, the job is written in it: it exists, and runs,
   * only if that transaction commits (the outbox pattern).
   */
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: { db?: Database }): Promise<string>;
  /** Creates the queues. With `work`, also runs jobs as they come, and the schedules (the server). */
  start(options: { work: boolean }): Promise<void>;
  /**
   * Tells this process's worker of a queue to look for jobs now instead of at its next poll. Call
   * it after the transaction that wrote the job has committed (before, there is nothing to find).
   */
  wake(name: JobName): void;
  /** Runs, in this process, every job that is due now; returns how many ran. Tests and the CLI use it. */
  drain(): Promise<number>;
  /**
   * Whether the job is still there (waiting, running or retrying). A transaction deleting it is
   * waited for, so the answer is what that transaction decided.
   */
  isQueued(name: JobName, id: string): Promise<boolean>;
  /**
   * Which of `values` a job of this queue is waiting, retrying or running for (its payload's `key`),
   * read in `db` when given (a transaction sees what it wrote). A job whose retries are spent is not.
   */
  queuedFor(name: JobName, key: string, values: string[], options?: { db?: Database }): Promise<Set<string>>;
  /**
   * Deletes, in `db` (the account deletion's transaction), every mail job to or answered to the
   * address: not yet sent (it never will be), running (it takes back what it wrote), and done or
   * given up (their payloads held the address and the text).
   */
  forgetMailTo(address: string, options: { db: Database }): Promise<void>;
  /**
   * Per queue (the dead-letter one too): how many jobs wait, retry or run now, and how many were
   * given up after all their retries and are still kept. For the metrics; no payload is read.
   */
  figures(): Promise<{ queue: string; queued: number; failed: number }[]>;
  /**
   * Whether the job workers are as they should be: true when started without `work` (nothing is
   * meant to run here) or with every queue's worker running; false before the start and after the
   * stop. For the readiness check.
   */
  workersRunning(): boolean;
  stop(): Promise<void>;
}

const names = Object.keys(JOBS) as JobName[];
const POLLING_SECONDS = 1;

// Any fixed number: the same in every process of this app (the migrations use 727011).
const QUEUE_SETUP_LOCK_KEY = 727_012;

/** Jobs on pg-boss in the application's own database (PGlite or PostgreSQL). */
export function createJobs(options: JobsOptions): Jobs {
  const { logger } = options;
  const polling = options.pollingIntervalSeconds ?? POLLING_SECONDS;
  let handlers: JobHandlers | undefined;
  let boss: PgBoss | null = null;
  let working = false;
  const workers = new Map<JobName, string>();

  /**
   * Runs the queues' set-up while holding a lock on the database that every server of this app
   * takes for it. Servers starting at once on a fresh PostgreSQL would otherwise create the same
   * queues side by side (each a partition of pgboss.job, made with DDL), and PostgreSQL breaks the
   * deadlock that makes by failing one server's start. The lock is held by a transaction that only
   * waits for the set-up (done on other connections of the pool). PGlite serves one process (its
   * folder is locked) through one connection, which that transaction would block: no lock there.
   */
  async function oneServerAtATime(setUp: () => Promise<void>): Promise<void> {
    if (options.database.kind !== 'postgres') return setUp();
    await options.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
      await setUp();
    });
  }

  function started(): PgBoss {
    if (!boss) throw new Error('jobs are not started');
    return boss;
  }

  async function run(name: JobName, job: { id: string; data: unknown }): Promise<void> {
    const payload = JOBS[name].payload.parse(job.data);
    handlers ??= options.handlers();
    await (handlers[name] as (p: typeof payload, id: string) => Promise<void>)(payload, job.id);
  }

  /**
   * A batch comes back in no particular order, and its times reach JavaScript only to the millisecond,
   * which a burst of mails shares: the database orders it by the microsecond (and id, as fetch does).
   */
  async function inWrittenOrder<J extends { id: string }>(jobs: J[]): Promise<J[]> {
    if (jobs.length < 2) return jobs;
    const { rows } = await options.database.executeSql('select id from pgboss.job where id = any($1::uuid[]) order by created_on, id', [jobs.map((j) => j.id)]);
    const rank = new Map((rows as { id: string }[]).map((r, i) => [r.id, i]));
    return [...jobs].sort((x, y) => (rank.get(x.id) ?? 0) - (rank.get(y.id) ?? 0));
  }

  /** One pass over every queue, running what is due now; how many ran. */
  async function drainOnce(b: PgBoss): Promise<number> {
    let ran = 0;
    for (const name of names) {
      const queue = JOBS[name].queue;
      // One at a time: a batch comes back in no particular order, and mails must go out in order.
      for (let jobs = await b.fetch(queue); jobs?.length; jobs = await b.fetch(queue)) {
        for (const job of jobs) {
          ran++;
          try {
            await run(name, job);
            await b.complete(queue, job.id);
          } catch (err) {
            logger.warn({ err, job: name, jobId: job.id }, 'job failed; it is retried');
            await b.fail(queue, job.id, { message: err instanceof Error ? err.message : 'failed' });
          }
        }
      }
    }
    return ran;
  }

  return {
    async send(name, payload, sendOptions = {}) {
      const data = JOBS[name].payload.parse(payload);
      const db = sendOptions.db ? executorFor(sendOptions.db) : undefined;
      // Ids that sort in the order written: a burst within one millisecond keeps its order.
      const id = await started().send(JOBS[name].queue, data, { id: nextJobId(), ...(db ? { db } : {}) });
      if (!id) throw new Error(`job ${name} was not written`);
      return id;
    },

    async start({ work }) {
      boss = new PgBoss({
        db: { executeSql: (text, values) => options.database.executeSql(text, values) },
        supervise: work,
        schedule: work,
        // Mail payloads hold addresses (and codes): archived an hour after they are done, deleted after a week.
        archiveCompletedAfterSeconds: 3600,
        archiveFailedAfterSeconds: 7 * 86_400,
        deleteAfterDays: 7,
        ...(options.maintenanceIntervalSeconds !== undefined ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
      });
      boss.on('error', (err) => logger.error({ err }, 'job queue error'));
      await boss.start();
      const b = boss;
      await oneServerAtATime(async () => {
        await b.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
        for (const name of names) {
          const def = JOBS[name];
          const retry = {
            ...def.retry,
            ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
            ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
          };
          await b.createQueue(def.queue, { name: def.queue, ...retry, deadLetter: DEAD_LETTER_QUEUE });
          // createQueue keeps an existing queue as it was: bring its policy up to date.
          await b.updateQueue(def.queue, { name: def.queue, ...retry, deadLetter: DEAD_LETTER_QUEUE });
        }
      });
      working = work;
      if (!work) return;
      for (const name of names) {
        const def = JOBS[name];
        const queue = def.queue;
        // Up to ten at a time (pg-boss waits a polling interval between fetches), in the order written;
        // each job fails or succeeds on its own.
        const workerId = await b.work(queue, { pollingIntervalSeconds: polling, batchSize: 10 }, async (jobs) => {
          for (const job of await inWrittenOrder(jobs)) {
            try {
              await run(name, job);
            } catch (err) {
              logger.warn({ err, job: name, jobId: job.id }, 'job failed; it is retried');
              await b.fail(queue, job.id, { message: err instanceof Error ? err.message : 'failed' });
            }
          }
        });
        workers.set(name, workerId);
        if ('cron' in def) await b.schedule(queue, def.cron, {}, { tz: 'Europe/Stockholm' });
      }
      // The dead-letter view: every job whose retries are spent is logged (never its payload).
      await boss.work(DEAD_LETTER_QUEUE, { pollingIntervalSeconds: polling * 5 }, async ([job]) => {
        if (job) logger.error({ jobId: job.id, fields: Object.keys(job.data ?? {}) }, 'a job failed after all its retries and was given up');
      });
    },

    wake(name) {
      const id = workers.get(name);
      if (boss && id) boss.notifyWorker(id);
    },

    async drain() {
      const b = started();
      let ran = 0;
      // Passes until one finds nothing: a job may write another (a renewed code writes its mail).
      for (let before = -1; ran !== before;) {
        before = ran;
        ran += await drainOnce(b);
      }
      return ran;
    },

    async isQueued(name, id) {
      // FOR SHARE waits for a transaction that is deleting the row, and then sees it gone.
      const { rows } = await options.database.executeSql('select 1 from pgboss.job where name = $1 and id = $2 for share', [JOBS[name].queue, id]);
      return rows.length > 0;
    },

    async queuedFor(name, key, values, queryOptions = {}) {
      if (values.length === 0) return new Set();
      const sql = queryOptions.db ? executorFor(queryOptions.db) : options.database;
      const { rows } = await sql.executeSql(
        `select distinct data->>$2 as value from pgboss.job where name = $1 and state in ('created', 'retry', 'active') and data->>$2 = any($3::text[])`,
        [JOBS[name].queue, key, values],
      );
      return new Set((rows as { value: string }[]).map((r) => r.value));
    },

    async forgetMailTo(address, { db }) {
      const sql = executorFor(db);
      const mail = `name = any($1::text[]) and (lower(data->>'to') = $2 or lower(data->>'replyTo') = $2)`;
      const values = [[JOBS.sendMail.queue, DEAD_LETTER_QUEUE], address.toLowerCase()];
      await sql.executeSql(`delete from pgboss.job where ${mail}`, values);
      await sql.executeSql(`delete from pgboss.archive where ${mail}`, values);
    },

    async figures() {
      const queues = [...names.map((n) => JOBS[n].queue), DEAD_LETTER_QUEUE];
      const { rows } = await options.database.executeSql(
        `select name, count(*) filter (where state in ('created', 'retry', 'active'))::int as queued, count(*) filter (where state = 'failed')::int as failed
           from pgboss.job where name = any($1::text[]) group by name
         union all
         select name, 0, count(*)::int from pgboss.archive where name = any($1::text[]) and state = 'failed' group by name`,
        [queues],
      );
      const byQueue = new Map(queues.map((queue) => [queue, { queue, queued: 0, failed: 0 }]));
      for (const row of rows as { name: string; queued: number; failed: number }[]) {
        const figures = byQueue.get(row.name);
        if (!figures) continue;
        figures.queued += Number(row.queued);
        figures.failed += Number(row.failed);
      }
      return [...byQueue.values()];
    },

    workersRunning() {
      if (!boss) return false;
      return !working || workers.size === names.length;
    },

    async stop() {
      if (!boss) return;
      const b = boss;
      boss = null;
      working = false;
      workers.clear();
      await b.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
