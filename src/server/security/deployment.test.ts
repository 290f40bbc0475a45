import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { bearer, signUp } from '../../../tests/support/accounts';
import { testAppForTest } from '../../../tests/support/test-app';
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
