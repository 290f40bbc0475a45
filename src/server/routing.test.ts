import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../shared/contracts/endpoints';
import { refuseUnmappedApiRoutes } from './routing';
import { bearer, signUp } from './test-support/accounts';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const endpoints = Object.entries(ENDPOINTS) as [string, Endpoint][];
const concrete = (path: string) => path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':provider', 'test').replace(':slug', 'ryggrapport');

describe('the endpoint map (route table)', () => {
  it('every entry has a success answer, an access decision and, when it takes one, a body schema', () => {
    for (const [name, e] of endpoints) {
      expect(
        Object.keys(e.responses).some((code) => code === '200' || code === '201'),
        name,
      ).toBe(true);
      expect(['public', 'optional', 'user', 'admin'], name).toContain(e.access);
      if (e.method === 'POST' || e.method === 'PUT') {
        // Only writes with nothing to send may leave the body out.
        if (!e.body) expect(['logout', 'setPrimaryTemplate', 'uploadTemplate'], name).toContain(name);
      }
      if (e.access === 'user' || e.access === 'admin') expect(e.responses[401], `${name} answers 401`).toBeDefined();
      if (e.path.includes(':')) expect(e.params, `${name} has a params schema`).toBeDefined();
    }
    expect(new Set(endpoints.map(([, e]) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('every entry is registered (and the start-up hook keeps anything else out of /api)', () => {
    for (const [name, e] of endpoints) expect(t.app.hasRoute({ method: e.method, url: e.path }), name).toBe(true);
  });

  it('refuses to register an /api route that is not in the map', async () => {
    const app = Fastify();
    refuseUnmappedApiRoutes(app);
    expect(() => app.get('/api/not-in-the-map', async () => ({}))).toThrow(/not in the endpoint map/);
    expect(() => app.post('/api/health', async () => ({}))).toThrow(/POST \/api\/health is not in the endpoint map/);
    const fine = Fastify();
    refuseUnmappedApiRoutes(fine);
    fine.get('/api/health', async () => ({}));
    fine.get('/not-api', async () => ({}));
    await expect(fine.ready()).resolves.toBeDefined();
    await fine.close();
  });

  it('enforces each entry’s access: signed-in and admin endpoints refuse a guest with 401, admin ones a customer with 403', async () => {
    const { token } = await signUp(t, 'kund@example.se');
    for (const [name, e] of endpoints) {
      if (e.access !== 'user' && e.access !== 'admin') continue;
      const res = await t.app.inject({ method: e.method, url: concrete(e.path), payload: e.body ? {} : undefined });
      expect(res.statusCode, `${name} as a guest`).toBe(401);
      if (e.access === 'admin') {
        const asCustomer = await t.app.inject({ method: e.method, url: concrete(e.path), headers: bearer(token), payload: e.body ? {} : undefined });
        expect(asCustomer.statusCode, `${name} as a customer`).toBe(403);
      }
    }
  });

  it('public endpoints answer a guest', async () => {
    for (const [name, e] of endpoints) {
      if (e.access !== 'public' || e.method !== 'GET') continue;
      expect((await t.app.inject({ method: 'GET', url: concrete(e.path) })).statusCode, name).toBe(200);
    }
  });

  it('the OpenAPI document lists every entry with its summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const [name, e] of endpoints) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()]?.summary, name).toBe(e.summary);
    }
  });
});
