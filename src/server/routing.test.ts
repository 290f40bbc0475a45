import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, accessIn, type Endpoint } from '../shared/contracts/endpoints';
import { ACCESS_MESSAGES } from './modules/auth/messages';
import { refuseUnmappedApiRoutes } from './routing';
import { bearer, signUp } from '../../tests/support/accounts';
import { PRODUCTION_ENV } from '../../tests/support/production-env';
import { useTestApp } from '../../tests/support/test-app';

const ADMIN_EMAIL = 'chef@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });

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

/** A value no field of the map takes: nested arrays are not a text, a number, an id, an enum or an object. */
const WRONG = [[[]]];

/** Every field of an object schema given a wrong value (a body that is not an object at all otherwise). */
function invalid(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  return schema instanceof z.ZodObject ? Object.fromEntries(Object.keys(schema.shape).map((key) => [key, WRONG])) : WRONG;
}

/** The endpoint called with a wrong value in each param, query field and body field it takes. */
function invalidRequest(e: Endpoint) {
  const query =
    e.query instanceof z.ZodObject
      ? `?${Object.keys(e.query.shape)
          .map((key) => `${key}=%00`)
          .join('&')}`
      : '';
  return {
    method: e.method,
    url: e.path.replace(/:\w+/g, 'ogiltig') + query,
    ...(e.body ? { payload: invalid(e.body) as object } : {}),
    takesInput: !!(e.params || e.query || e.body) || e.path === ENDPOINTS.uploadTemplate.path,
  };
}

describe.each(['test', 'production'] as const)('guards run before validation (%s mode)', (env) => {
  // Test mode uses the file's app; production mode an app of its own for this describe.
  const app = env === 'test' ? t : useTestApp({ seed: true, env: { ...PRODUCTION_ENV, ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'silent' } });
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = (await signUp(app, `kund-${env}@example.se`)).token;
    admin = (await signUp(app, ADMIN_EMAIL)).token;
  });

  const guarded = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(([, e]) => ['user', 'admin'].includes(accessIn(e, env)));

  it.each(guarded)('%s: a guest with invalid input gets 401, a customer of an admin endpoint 403, never the fields', async (name, e) => {
    const { takesInput, ...request } = invalidRequest(e);
    const guest = await app.app.inject(request);
    expect(guest.statusCode, `${name} as a guest`).toBe(401);
    expect(guest.json(), `${name} as a guest`).toEqual({ error: ACCESS_MESSAGES.required });
    const access = accessIn(e, env);
    if (access === 'admin') {
      const refused = await app.app.inject({ ...request, headers: bearer(customer) });
      expect(refused.statusCode, `${name} as a customer`).toBe(403);
      expect(refused.json(), `${name} as a customer`).toEqual({ error: ACCESS_MESSAGES.forbidden });
    }
    // The same request from one who may call the endpoint is refused for its input: the guard, not a valid body, stopped the others.
    if (takesInput) {
      const allowed = await app.app.inject({ ...request, headers: bearer(access === 'admin' ? admin : customer) });
      expect(allowed.statusCode, `${name} as one who may call it`).toBe(400);
      expect(allowed.json().fields, `${name} names the wrong fields`).toBeDefined();
    }
  });
});
