import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { renderMetrics } from '../metrics/metrics';
import { registerLoadShedding, SHED_RETRY_AFTER_SECONDS } from './load-shedding';

/** A metric's value in the Prometheus text (a metric without labels). */
function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in the metrics`);
  return Number(line.slice(name.length + 1));
}

/** A bare app with a route that answers only when released, to hold requests in flight. */
async function appWithHeldRoute(maxInFlight: number) {
  const app = Fastify();
  const shedding = registerLoadShedding(app, maxInFlight);
  const waiting: (() => void)[] = [];
  app.get('/api/slow', async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.post('/api/echo', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const releaseAll = () => waiting.splice(0).forEach((resolve) => resolve());
  const waitFor = async (count: number) => {
    while (shedding.inFlight() !== count) await new Promise((r) => setTimeout(r, 5));
  };
  return { app, base, releaseAll, waitFor, inFlight: shedding.inFlight };
}

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('load shedding (overload answers 503 at once)', () => {
  it('a request beyond the limit is answered 503 at once in Swedish with Retry-After, and the held ones still finish', async () => {
    const t = await appWithHeldRoute(2);
    close = () => t.app.close();
    const shedBefore = metric(renderMetrics([]), 'http_requests_shed_total');
    const held = [fetch(`${t.base}/api/slow`), fetch(`${t.base}/api/slow`)];
    await t.waitFor(2);
    const started = performance.now();
    const refused = await fetch(`${t.base}/api/slow`);
    const waited = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ error: MESSAGES.overloaded });
    // Answered without waiting for the held requests (they are still held here).
    expect(t.inFlight()).toBe(2);
    expect(waited).toBeLessThan(1_000);
    // The metrics show it: two in flight, a peak of two, one more refused.
    const during = renderMetrics([]);
    expect(metric(during, 'http_requests_in_flight')).toBe(2);
    expect(metric(during, 'http_requests_in_flight_peak')).toBe(2);
    expect(metric(during, 'http_requests_shed_total') - shedBefore).toBe(1);
    t.releaseAll();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    await t.waitFor(0);
    // The peak is per reading: two were held since the last one; the next starts from none in flight.
    expect(metric(renderMetrics([]), 'http_requests_in_flight_peak')).toBe(2);
    const after = renderMetrics([]);
    expect(metric(after, 'http_requests_in_flight_peak')).toBe(0);
    expect(metric(after, 'http_requests_in_flight')).toBe(0);
    expect((await fetch(`${t.base}/api/health/live`)).status).toBe(200);
  });

  it('the liveness probe is never refused: a busy process is alive', async () => {
    const t = await appWithHeldRoute(1);
    close = () => t.app.close();
    const held = fetch(`${t.base}/api/slow`);
    await t.waitFor(1);
    expect((await fetch(`${t.base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${t.base}/api/slow`)).status).toBe(503);
    t.releaseAll();
    await held;
  });

  it('a slow client still sending its body holds no place: only requests being handled count', async () => {
    const t = await appWithHeldRoute(1);
    close = () => t.app.close();
    const port = new URL(t.base).port;
    // Headers and half of a JSON body, then nothing: the body is still on its way.
    const slow = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"a":');
    try {
      await new Promise((r) => setTimeout(r, 100));
      const other = fetch(`${t.base}/api/slow`);
      await t.waitFor(1);
      t.releaseAll();
      expect((await other).status).toBe(200);
    } finally {
      slow.destroy();
    }
  });

  it('a client that goes away frees its place', async () => {
    const t = await appWithHeldRoute(1);
    close = () => t.app.close();
    const abort = new AbortController();
    const gone = fetch(`${t.base}/api/slow`, { signal: abort.signal }).catch(() => null);
    await t.waitFor(1);
    abort.abort();
    await gone;
    await t.waitFor(0);
    const next = fetch(`${t.base}/api/slow`);
    await t.waitFor(1);
    t.releaseAll();
    expect((await next).status).toBe(200);
  });
});

describe('load shedding counts every ending', () => {
  it('an answer, an error and a 404 each free their place (no slow leak that would refuse everyone later)', async () => {
    const app = Fastify();
    const shedding = registerLoadShedding(app, 3);
    app.get('/api/ok', async () => ({ ok: true }));
    app.get('/api/broken', async () => {
      throw new Error('broken');
    });
    for (let i = 0; i < 20; i++) {
      expect((await app.inject('/api/ok')).statusCode).toBe(200);
      expect((await app.inject('/api/broken')).statusCode).toBe(500);
      expect((await app.inject('/api/none')).statusCode).toBe(404);
    }
    expect(shedding.inFlight()).toBe(0);
    await app.close();
  });
});
