import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { PRODUCTION_ENV } from '../../tests/support/production-env';
import { testAppForTest, useTestApp } from '../../tests/support/test-app';

const t = useTestApp();

/** The headers helmet sets, by name: everything a normal response carries for security. */
function securityHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const security = /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/;
  const names = Object.keys(headers).filter((name) => security.test(name));
  return Object.fromEntries(names.sort().map((name) => [name, headers[name]]));
}

describe('a URL the router cannot decode', () => {
  // Raw, not encoded by a URL parser: this is what a scanner or a broken link sends.
  it.each(['/api/%', '/api/%E0%A4%A', '/%E0%A4%A', '/sida/%zz'])('answers %s with 400, our JSON and the security headers', async (url) => {
    const normal = await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await t.app.inject({ method: 'GET', url });

    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: MESSAGES.badUrl });

    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Not a lookalike: exactly the set every routed response carries, from the same definition.
    expect(securityHeaders(res.headers)).toEqual(securityHeaders(normal.headers));
  });

  it('answers a bad URL in a POST the same way, without reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/%', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.badUrl });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('in production behind https', () => {
  it('carries the same production headers (HSTS included) as routed responses', async () => {
    const prod = await testAppForTest({
      env: PRODUCTION_ENV,
    });
    const normal = await prod.app.inject({ method: 'GET', url: '/api/health' });
    const res = await prod.app.inject({ method: 'GET', url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toBeTruthy();
    expect(securityHeaders(res.headers)).toEqual(securityHeaders(normal.headers));
  });
});
