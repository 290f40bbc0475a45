/**
 * Operations (decision 0043): liveness, readiness and the Prometheus metrics, through the API.
 */
import { rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../../config';
import { ACCESS_MESSAGES } from '../auth/messages';
import { bearer, nextClientIp, signUp } from '../../../../tests/support/accounts';
import { payWithTestProvider } from '../../../../tests/support/payments';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { testAppForTest, useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { HEALTH_MESSAGES } from './messages';

const ADMIN = 'drift@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN } });

let adminAccount: Promise<{ token: string }> | undefined;
/** The file's one admin, signed up on first use. */
const admin = () => (adminAccount ??= signUp(t, ADMIN));

const ALL_PASS = { database: true, jobs: true, storage: true };

function ready(app: TestApp) {
  return app.app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress: nextClientIp() });
}

async function metricsAs(app: TestApp, token: string): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(token), remoteAddress: nextClientIp() });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.body;
}

/** The value of one sample line (`name{labels} value`), 0 when the line is not there. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('liveness', () => {
  it('answers ok without asking anything, never kept by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still answers when the database does not', async () => {
    const own = await testAppForTest();
    own.database.ping = () => Promise.reject(new Error('ECONNREFUSED'));
    expect((await own.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  it('answers ok with every check passed, never kept by a cache; the old /api/health is as it was', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: ALL_PASS });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 naming the database when the database is closed, with no detail', async () => {
    const own = await testAppForTest();
    await own.database.close();
    // The app's own close closes it again: from here it is a no-op.
    own.database.close = async () => undefined;
    const res = await ready(own);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: HEALTH_MESSAGES.notReady, checks: { ...ALL_PASS, database: false } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the storage when no file can be written there, and leaves nothing behind', async () => {
    const own = await testAppForTest();
    const files = dataPaths(own.config).files;
    await rm(files, { recursive: true, force: true });
    // A file where the folder should be: nothing can be written under it, whoever runs the test.
    await writeFile(files, 'not a folder');
    const res = await ready(own);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: HEALTH_MESSAGES.notReady, checks: { ...ALL_PASS, storage: false } });
    expect(res.body).not.toContain(files);
    await rm(files);
    expect((await ready(own)).statusCode).toBe(200);
    expect(await own.services.deps.storage.list('health')).toEqual([]);
  });

  it('two checks at once both pass, and leave no file behind', async () => {
    const [a, b] = await Promise.all([ready(t), ready(t)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await t.services.deps.storage.list('health')).toEqual([]);
  });

  it('answers 503 naming the jobs when the workers a server runs have stopped', { timeout: 60_000 }, async () => {
    const own = await testAppForTest({ work: true });
    expect((await ready(own)).json()).toEqual({ status: 'ok', checks: ALL_PASS });
    await own.jobs.stop();
    const res = await ready(own);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: HEALTH_MESSAGES.notReady, checks: { ...ALL_PASS, jobs: false } });
  });
});

describe('metrics: who may read them', () => {
  it('a guest gets 401, a customer 403, an admin the Prometheus text, never kept by a cache', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: ACCESS_MESSAGES.required });
    const customer = await signUp(t, 'kund.metrik@example.se');
    const refused = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(customer.token), remoteAddress: '127.0.0.1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ACCESS_MESSAGES.forbidden });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer((await admin()).token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('with METRICS_FROM_PRIVATE_NETWORK, a private address needs no session; a public one, or a forged X-Forwarded-For, still does', async () => {
    const own = await testAppForTest({ env: { METRICS_FROM_PRIVATE_NETWORK: 'true' } });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      own.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers }).then((r) => r.statusCode);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.5', '::1', 'fd00::5', '::ffff:10.0.0.7']) {
      expect(await from(address), address).toBe(200);
    }
    for (const address of ['203.0.113.5', '172.32.0.1', '11.0.0.1', '2001:db8::1', '169.254.1.1']) {
      expect(await from(address), address).toBe(401);
    }
    // Without TRUST_PROXY the header is the client's own writing: not believed.
    expect(await from('203.0.113.5', { 'x-forwarded-for': '10.0.0.1' })).toBe(401);
  });

  it('without the flag (the default), a private address is a guest like any other', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
  });

  it('behind a trusted proxy, the client address the proxy saw decides, not the proxy’s own', async () => {
    const own = await testAppForTest({ env: { METRICS_FROM_PRIVATE_NETWORK: 'true', TRUST_PROXY: '1' } });
    const via = (client: string) =>
      own.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } }).then((r) => r.statusCode);
    expect(await via('203.0.113.9')).toBe(401);
    // A client writing a private address before the proxy's entry is not believed either.
    expect(await via('10.0.0.1, 203.0.113.9')).toBe(401);
    expect(await via('192.168.1.5')).toBe(200);
  });
});

describe('metrics: what they say', () => {
  it('counts requests by route pattern and status, with no id, query or unmatched path in any label', async () => {
    const { token } = await admin();
    const before = await metricsAs(t, token);
    const id = crypto.randomUUID();
    const series = 'http_requests_total{method="GET",route="/api/admin/assessment-details/:assessmentId",status="404"}';
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: `/api/admin/assessment-details/${id}?secret=anna@example.se`, headers: bearer(token) });
    }
    await t.app.inject({ method: 'GET', url: '/api/finns-inte/anna.berg@example.se' });
    await t.app.inject({ method: 'GET', url: '/api/admin/assessment-details/%00%ED%A0%80' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const after = await metricsAs(t, token);
    expect(sample(after, series) - sample(before, series)).toBe(3);
    expect(sample(after, 'http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBeGreaterThan(0);
    expect(after).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/admin/assessment-details/:assessmentId",le="+Inf"}');
    expect(after).toContain('route="unmatched"');
    for (const leak of [id, 'secret', 'anna', 'finns-inte', '%00', '\u0000']) expect(after).not.toContain(leak);
    // Every label value is a route pattern, a method, a status or a fixed word.
    for (const [, value] of after.matchAll(/route="([^"]*)"/g)) expect(value).toMatch(/^(unmatched|\/[a-z0-9/:_*.-]*)$/i);
  });

  it('counts job queues, payments by outcome and reports rendered by kind', { timeout: 60_000 }, async () => {
    const { token } = await admin();
    const before = await metricsAs(t, token);
    expect(before).toMatch(/^job_queue_depth\{queue="[^"]+"\} \d+$/m);
    expect(before).toMatch(/^job_queue_failed\{queue="[^"]+"\} \d+$/m);
    const buyer = await signUp(t, 'kopare.metrik@example.se');
    const assessment = await completeAs(t, buyer.token, sampleAnswers('forsta-gangen'));
    await payWithTestProvider(t, buyer.token, assessment);
    const queued = await metricsAs(t, token);
    const depth = (text: string) => [...text.matchAll(/^job_queue_depth\{queue="[^"]+"\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    // The paid order's report (and its mails) wait: this app runs no workers.
    expect(depth(queued)).toBeGreaterThan(0);
    await t.runJobs();
    const after = await metricsAs(t, token);
    expect(depth(after)).toBe(0);
    const paid = 'payments_total{provider="test",outcome="accepted"}';
    expect(sample(after, paid) - sample(before, paid)).toBe(1);
    const full = 'reports_rendered_total{kind="full"}';
    expect(sample(after, full) - sample(before, full)).toBe(1);
  });
});
