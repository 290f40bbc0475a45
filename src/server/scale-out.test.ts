import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleAnswers } from '../../tests/support/reports';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../tests/support/round-robin-proxy';
import { startLocalS3, type LocalS3 } from '../../tests/support/s3-server';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { openFreshPostgres, testDatabaseKind } from '../../tests/support/test-database';
import { CONSENT_VERSION } from '../shared/domain/consent';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoContent } from './db/seed/index';
import { JOBS } from './jobs/definitions';
import { createLogger } from './logger';
import { queueMail } from './mail/queue';
import { hashPassword } from './modules/auth/secrets';
import { accountRepository } from './modules/auth/repository';
import { createServices, type Services } from './services';
import { createS3Storage } from './storage/s3-storage';

// Two app instances on one PostgreSQL database, one S3 bucket (a local S3 server) and nothing else
// in common, behind a round-robin proxy without sticky sessions: what a login, a job, a rate limit
// and a report do on one instance holds on the other (docs/deployment.md, "Running more than one
// instance"). Each instance has its own data folder, connection pool, job workers, render pool and
// mail server; PGlite is one process's embedded database, so this runs on PostgreSQL only.

const onPostgres = testDatabaseKind() === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

interface Instance {
  url: string;
  app: FastifyInstance;
  services: Services;
  dataDir: string;
  mail: SmtpSink;
}

const PASSWORD = 'hemligt-lösen-123';

interface Answer {
  status: number;
  cookies: string[];
  body: Buffer;
  json(): unknown;
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (skipped on PGlite: an embedded database serves one process)', () => {
  let owner: DatabaseHandle & { url: string };
  let s3: LocalS3;
  let proxy: RoundRobinProxy;
  const backends: string[] = [];
  const instances: Instance[] = [];

  async function startInstance(env: Record<string, string>): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rk-scale-'));
    const mail = await startSmtpSink();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.SCALE_LOG ?? 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      REPORT_WORKERS: '1',
      ...env,
    });
    // A pool of its own on the same database, as a second server process would have.
    const database = await openDatabase({ kind: 'postgres', url: owner.url });
    const services = await createServices(config, { logger: createLogger(config), database, work: true, jobRetryDelaySeconds: 1 });
    const app = await buildApp({ services, webRoot: null });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url, app, services, dataDir, mail };
  }

  beforeAll(async () => {
    [owner, s3, proxy] = await Promise.all([openFreshPostgres(process.env.TEST_DATABASE_URL!, 'rk_scale'), startLocalS3(), startRoundRobinProxy(backends)]);
    await seedDemoContent(owner.db);
    const env = { DATABASE_URL: owner.url, PUBLIC_URL: proxy.url, ...s3.env };
    // Started at once, as two servers of a deployment may be, on a database no server has used yet.
    instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
    backends.push(...instances.map((i) => i.url));
  }, 30_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(async (i) => {
        await i.app.close();
        await i.services.close();
        await i.mail.close();
        await rm(i.dataDir, { recursive: true, force: true });
      }),
    );
    await proxy?.close();
    await s3?.close();
    await owner?.close();
  });

  /**
   * A request as a browser sends it to `base`: its Origin, and the session cookie when given. A
   * connection of its own (no keep-alive), so a socket an instance closed while idle is never reused.
   */
  function call(base: string, method: string, url: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${base}${url}`,
        {
          method,
          agent: false,
          headers: {
            origin: base,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], body, json: () => JSON.parse(body.toString('utf8')) as unknown });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async function customer(email: string) {
    await accountRepository(owner.db).insertUser({ email, name: 'Anna Berg', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    const res = await call(proxy.url, 'POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const session = res.cookies.find((c) => c.startsWith('rk_session='));
    return { cookie: session!.split(';')[0]! };
  }

  it('keeps a session made through one instance valid on both, and ends it on both', async () => {
    const { cookie } = await customer('sessions@example.se');
    const before = proxy.served.length;
    for (let i = 0; i < 4; i++) expect((await call(proxy.url, 'GET', '/api/me', { cookie })).status).toBe(200);
    // Round robin without stickiness: the four calls went to both instances.
    expect(new Set(proxy.served.slice(before))).toEqual(new Set([0, 1]));
    for (const i of instances) expect((await call(i.url, 'GET', '/api/me', { cookie })).json()).toMatchObject({ email: 'sessions@example.se' });
    // Signed out on the first instance: the cookie is refused by the second too.
    expect((await call(instances[0]!.url, 'POST', '/api/logout', { cookie })).status).toBe(200);
    for (const i of instances) expect((await call(i.url, 'GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('runs each of many jobs exactly once while both instances’ workers take them', async () => {
    const count = 40;
    const ids: string[] = [];
    // Written by the first instance in one transaction, as a change writes its mail.
    const first = instances[0]!;
    await first.services.deps.db.transaction(async (tx) => {
      for (let n = 0; n < count; n++)
        ids.push(await queueMail(first.services.deps, tx, { to: `kund${n}@example.se`, subject: `Jobb ${n}`, text: `Jobb ${n}`, html: `<p>Jobb ${n}</p>` }));
    });
    for (const i of instances) i.services.jobs.wake('sendMail');
    const subjects = () => instances.flatMap((i) => i.mail.messages.map((m) => m.subject ?? '').filter((s) => s.startsWith('Jobb ')));
    const states = async () =>
      (
        await owner.executeSql(`select state, count(*)::int as n from pgboss.job where name = $1 and id = any($2::uuid[]) group by state`, [
          JOBS.sendMail.queue,
          ids,
        ])
      ).rows;
    const deadline = Date.now() + 10_000;
    while (JSON.stringify(await states()) !== JSON.stringify([{ state: 'completed', n: count }]) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    // Every job is completed in the shared queue…
    expect(await states()).toEqual([{ state: 'completed', n: count }]);
    // …and each mail went out once, from one instance or the other; both took their share.
    expect(subjects().sort()).toEqual(Array.from({ length: count }, (_, n) => `Jobb ${n}`).sort());
    const byInstance = instances.map((i) => i.mail.messages.filter((m) => m.subject?.startsWith('Jobb ')).length);
    expect(byInstance[0]! + byInstance[1]!).toBe(count);
    expect(Math.min(...byInstance)).toBeGreaterThan(0);
  });

  it('counts a rate limit across both instances: login attempts split between them reach one limit', async () => {
    const before = proxy.served.length;
    const attempt = (base: string) => call(base, 'POST', '/api/login', { body: { email: 'gissare@example.se', password: 'fel-lösenord-1' } });
    // The limit is 10 attempts per address and client in 15 minutes; all come from this machine.
    for (let n = 0; n < 10; n++) expect((await attempt(proxy.url)).status).toBe(401);
    expect(proxy.served.slice(before).filter((i) => i === 0)).toHaveLength(5);
    for (const i of instances) expect((await attempt(i.url)).status).toBe(429);
  });

  it('serves a report made by one instance’s job from the other, out of the shared bucket', async () => {
    const { cookie } = await customer('rapport@example.se');
    const now = new Date().toISOString();
    const created = await call(proxy.url, 'POST', '/api/assessments', {
      cookie,
      body: {
        email: null,
        status: 'completed',
        consent: { givenAt: now, version: CONSENT_VERSION },
        responses: { completedAt: now, tests: Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion })) },
      },
    });
    expect(created.status).toBe(201);
    const assessmentId = (created.json() as { id: string }).id;
    const session = await call(proxy.url, 'POST', '/api/payments/test/session', { cookie, body: { assessmentId, withdrawalConsent: true } });
    expect(session.status).toBe(200);
    const paid = await call(proxy.url, 'POST', '/api/payments/test/authorize', {
      cookie,
      body: { assessmentId, authorizationToken: `test-approved:${assessmentId}` },
    });
    expect(paid.status).toBe(200);

    // The payment wrote the report job; whichever instance's worker takes it stores the PDF in the bucket.
    let report: { id: string; kind: string; downloadUrl: string } | undefined;
    // Rendering starts a worker thread (compiling the renderer under tsx): seconds on a busy machine.
    const deadline = Date.now() + 45_000;
    while (!report && Date.now() < deadline) {
      const list = (await call(proxy.url, 'GET', '/api/my-reports', { cookie })).json() as { id: string; kind: string; downloadUrl: string }[];
      report = list.find((r) => r.kind === 'full');
      if (!report) await new Promise((r) => setTimeout(r, 100));
    }
    expect(report).toBeDefined();
    const downloads = await Promise.all(instances.map((i) => call(i.url, 'GET', `/api/reports/${report!.id}/download`, { cookie })));
    expect(downloads.map((d) => d.status)).toEqual([200, 200]);
    expect(downloads[0]!.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(downloads[1]!.body).toEqual(downloads[0]!.body);
    // In the bucket, and on neither instance's disk.
    const stored = await createS3Storage({ ...s3, forcePathStyle: true }).list('reports');
    expect(stored.length).toBeGreaterThan(0);
    for (const i of instances) expect(await readdir(path.join(i.dataDir, 'files')).catch(() => [])).toEqual([]);
    expect(s3.refused()).toBe(0);
  }, 60_000);
});
