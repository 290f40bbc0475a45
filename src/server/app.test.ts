import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';
import { testDatabaseKind } from '../../tests/support/test-database';

let webRoot: string;

beforeAll(async () => {
  // A minimal stand-in for the built web app, so page serving is tested without a Vite build.
  webRoot = await mkdtemp(path.join(tmpdir(), 'rk-web-'));
  await mkdir(path.join(webRoot, '.vite'), { recursive: true });
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="sv"><head><title>x</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});
const t = useTestApp(() => ({ webRoot, env: { COMPANY_NAME: 'Testbolaget <AB>' } }));

describe('GET /api/health', () => {
  it('answers ok and names the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with 404 JSON, never the page', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: expect.stringMatching(/finns inte/) });
    }
  });

  it('serves the app for a known page route with the site details embedded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/om-oss?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('id="site-info"');
    // The embedded JSON cannot close the script element early.
    expect(res.body).toContain('Testbolaget \\u003cAB>');
    expect(res.body).not.toContain('Testbolaget <AB>');
  });

  it('serves the app with status 404 for a path the app does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('security headers', () => {
  it('sets CSP, nosniff, frame-ancestors and referrer policy on pages and API', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('forbids framing the same way in X-Frame-Options and CSP frame-ancestors', async () => {
    for (const url of ['/', '/api/health', '/api/does-not-exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      // Old browsers read only X-Frame-Options; it must not allow what frame-ancestors forbids.
      expect(String(res.headers['content-security-policy'])).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('request errors', () => {
  it('rejects a body over the limit with 413 and a Swedish message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.se', subject: 'S', message: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/för stort/);
  });

  it('rejects malformed JSON with 400 and a Swedish message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/ogiltig JSON/);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hej' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/Skicka JSON/);
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/contact'].post.requestBody.content['application/json'].schema).toBeTruthy();
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('GET /api/site', () => {
  it('returns the public business details from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toMatchObject({ brandName: 'Ryggkollen', company: { name: 'Testbolaget <AB>' } });
  });
});
