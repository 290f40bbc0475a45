import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/contracts/endpoints';
import { ConfigError, loadConfig } from '../config';
import { bearer, signUp } from '../../../tests/support/accounts';
import { testAppForTest, useTestApp } from '../../../tests/support/test-app';
import { PRODUCTION_ENV as production } from '../../../tests/support/production-env';

/** An app with this environment for the running test (closed when it finishes). */
const app = (env: Record<string, string>) => testAppForTest({ env });

describe('TRUST_PROXY', () => {
  it('accepts a number of proxies or their addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.0/99', 'proxy.example.se']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would believe any X-Forwarded-For/);
  });

  // Sixty argon2 checks: seconds on a quiet machine, more under a full test run's load.
  it('with one proxy, 60 logins with made-up X-Forwarded-For entries meet the per-client limit', { timeout: 60_000 }, async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // The client writes a new left-most entry each time; our proxy appends the real address.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray${i}@example.se`, password: 'fel-losen' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    // Another real client behind the same proxy is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@example.se', password: 'fel-losen' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('trusts a listed proxy address only: a request from elsewhere is judged by its own address', async () => {
    const t = await app({ TRUST_PROXY: '10.0.0.5' });
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray${i}@example.se`, password: 'fel-losen' },
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(50)).toEqual([429, 429]);
  });
});

describe('in production', () => {
  it('shows the API documentation to admins only', async () => {
    const t = await app({ ...production, ADMIN_EMAILS: 'chef@ryggkollen.se' });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const customer = await signUp(t, 'kund@example.se');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(customer.token) })).statusCode).toBe(403);
    const admin = await signUp(t, 'chef@ryggkollen.se');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(admin.token) });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
  });

  it('leaves the documentation open during development', async () => {
    const t = await app({});
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('Secure cookies and HSTS follow the PUBLIC_URL scheme, not NODE_ENV', () => {
  async function cookiesAndHsts(env: Record<string, string>) {
    const t = await app(env);
    const reg = await t.app.inject({ method: 'POST', url: '/api/register', payload: { name: 'Anna', email: 'anna@example.se', password: 'hemligt123' } });
    return { secure: reg.cookies.every((c) => c.secure === true), anyCookie: reg.cookies.length > 0, hsts: reg.headers['strict-transport-security'] };
  }

  it('https in development: Secure cookies and HSTS', async () => {
    const r = await cookiesAndHsts({ PUBLIC_URL: 'https://test.ryggkollen.se' });
    expect(r.anyCookie).toBe(true);
    expect(r.secure).toBe(true);
    expect(r.hsts).toMatch(/max-age=\d+/);
  });

  it('http in production (a test box behind no TLS): no Secure flag, no HSTS', async () => {
    const r = await cookiesAndHsts({ ...production, PUBLIC_URL: 'http://intern.ryggkollen.lan' });
    expect(r.anyCookie).toBe(true);
    expect(r.secure).toBe(false);
    expect(r.hsts).toBeUndefined();
  });
});

describe('what the answers tell an outsider (ASVS 14.3.3, 14.4.1, 14.5.1, 14.5.3)', () => {
  const t = useTestApp({ env: production });

  it('names no server or framework, and sends JSON with its charset', async () => {
    for (const url of ['/api/site', '/api/me', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers.server, url).toBeUndefined();
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  it('allows no other origin to read an answer (no CORS), and serves no preflight', async () => {
    const customer = await signUp(t, 'cors@example.se');
    const read = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(customer.token), origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/update-profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('answers only the methods of the endpoint map: TRACE, and a method an endpoint does not have, are 404', async () => {
    const customer = await signUp(t, 'metoder@example.se');
    for (const [method, url] of [
      ['TRACE', '/api/me'],
      ['DELETE', '/api/me'],
      ['PUT', '/api/login'],
      ['PATCH', '/api/update-profile'],
    ] as const) {
      // The injector sends any method; its type lists only the ones Fastify routes (TRACE is not among them).
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(customer.token) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body, `${method} ${url}`).not.toContain('metoder@example.se');
    }
  });
});

describe('the container image (Dockerfile)', () => {
  const root = new URL('../../../', import.meta.url);
  /** The Dockerfile's instructions, continuation lines joined, grouped by stage (FROM … AS name). */
  function stages(): { name: string; lines: string[] }[] {
    const text = readFileSync(new URL('Dockerfile', root), 'utf8').replace(/\\\n\s*/g, ' ');
    const out: { name: string; lines: string[] }[] = [];
    for (const line of text.split('\n').map((l) => l.trim())) {
      if (!line || line.startsWith('#')) continue;
      const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
      if (from) out.push({ name: from[1] ?? `stage${out.length}`, lines: [] });
      out.at(-1)?.lines.push(line);
    }
    return out;
  }

  it('builds in one stage and runs the built server with production dependencies only, as a user that is not root', () => {
    const all = stages();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const build = all.find((s) => s.lines.some((l) => /^RUN npm run build\b/.test(l)))!;
    expect(build.lines.some((l) => /^RUN npm ci\b(?!.*--omit)/.test(l))).toBe(true);
    const runtime = all.at(-1)!;
    expect(runtime).not.toBe(build);
    const has = (re: RegExp) => runtime.lines.some((l) => re.test(l));
    expect(has(/^RUN npm ci .*--omit=dev/)).toBe(true);
    // Only the build's output comes from the build stage: no sources, no dev dependencies.
    const copied = runtime.lines.filter((l) => /^COPY --from=/.test(l));
    expect(copied).toEqual([`COPY --from=${build.name} /app/dist ./dist`]);
    expect(runtime.lines.filter((l) => /^COPY (?!--from)/.test(l))).toEqual(['COPY package.json package-lock.json ./']);
    // The last USER is a named user other than root, and it comes before the command.
    const users = runtime.lines.filter((l) => /^USER /.test(l));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\w+/);
    expect(runtime.lines.findIndex((l) => /^USER /.test(l))).toBeLessThan(runtime.lines.findIndex((l) => /^CMD /.test(l)));
    expect(has(/^ENV .*\bNODE_ENV=production\b/)).toBe(true);
    expect(has(/^CMD \["node", "dist\/server\/main\.js"\]$/)).toBe(true);
  });

  it('keeps its data in a volume, says its port, checks its health through node and stops on SIGTERM', () => {
    const runtime = stages().at(-1)!;
    const line = (re: RegExp) => runtime.lines.find((l) => re.test(l));
    const dataDir = /\bDATA_DIR=(\S+)/.exec(line(/^ENV .*DATA_DIR=/) ?? '')?.[1];
    expect(dataDir).toBe('/data');
    expect(line(/^VOLUME /)).toContain(`"${dataDir}"`);
    const port = /\bPORT=(\d+)/.exec(line(/^ENV .*\bPORT=/) ?? '')?.[1];
    expect(line(/^EXPOSE /)).toBe(`EXPOSE ${port}`);
    expect(line(/^ENV .*\bHOST=0\.0\.0\.0\b/)).toBeDefined();
    // The health check asks the liveness endpoint with node (a slim image has no curl), and that
    // endpoint is in the map, public.
    const health = line(/^HEALTHCHECK /) ?? '';
    expect(health).toMatch(/CMD \["node", "-e", /);
    expect(health).not.toMatch(/curl|wget/);
    expect(health).toContain(ENDPOINTS.healthLive.path);
    expect(ENDPOINTS.healthLive.access).toBe('public');
    expect(line(/^STOPSIGNAL /)).toBe('STOPSIGNAL SIGTERM');
  });

  it('leaves secrets, local data and installed modules out of the build context', () => {
    const ignored = readFileSync(new URL('.dockerignore', root), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', '.git', 'node_modules', 'dist', 'data', '.tmp', 'backups']) expect(ignored, entry).toContain(entry);
  });
});
