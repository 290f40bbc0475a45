import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, accessIn, successStatus, type Endpoint, type EndpointName } from '../shared/contracts/endpoints';
import { ACCESS_MESSAGES } from './modules/auth/messages';
import { MESSAGES } from './messages';
import { registerErrorHandling } from './plugins/errors';
import type { AuthGuards } from './plugins/auth';
import { refuseUnmappedApiRoutes, route } from './routing';
import { bearer, signUp } from '../../tests/support/accounts';
import { PRODUCTION_ENV } from '../../tests/support/production-env';
import { useTestApp } from '../../tests/support/test-app';

const ADMIN_EMAIL = 'chef@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });

const endpoints = Object.entries(ENDPOINTS) as [string, Endpoint][];
const concrete = (path: string) =>
  path
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(':provider', 'test')
    .replace(':slug', 'ryggrapport')
    .replace(':file', `${'0'.repeat(32)}.png`);

describe('the endpoint map (route table)', () => {
  it('every entry has a success answer, an access decision and, when it takes one, a body schema', () => {
    for (const [name, e] of endpoints) {
      expect(
        Object.keys(e.responses).filter((code) => code.startsWith('2')),
        `${name} has one success answer`,
      ).toHaveLength(1);
      expect(['public', 'optional', 'user', 'admin', 'devOrAdmin'], name).toContain(e.access);
      if (e.method === 'POST' || e.method === 'PUT') {
        // Only writes with nothing to send may leave the body out.
        if (!e.body && !e.multipart)
          expect(
            ['logout', 'setPrimaryTemplate', 'adminGenerateReport', 'adminReanalyse', 'finalizeAssessment', 'adminRetryOrderReport', 'adminCancelOrder'],
            name,
          ).toContain(name);
      }
      if (e.multipart) expect(e.body, `${name} takes one body`).toBeUndefined();
      if (e.access !== 'public' && e.access !== 'optional') expect(e.responses[401], `${name} answers 401`).toBeDefined();
      if (e.access === 'admin' || e.access === 'devOrAdmin') expect(e.responses[403], `${name} answers 403`).toBeDefined();
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

  it('every registered route answers its map entry’s success status when its handler just returns', async () => {
    // Each endpoint's route registered by route() on a bare app: guards that let everyone in,
    // no validation, and a handler that returns a body without touching the reply.
    const bare = () =>
      Fastify()
        .setValidatorCompiler(() => (value) => ({ value }))
        .setSerializerCompiler(() => (data) => JSON.stringify(data));
    const app = bare();
    await app.register(multipart);
    const letIn = async () => undefined;
    const guards = { forEndpoint: () => letIn } as unknown as AuthGuards;
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) route(app, guards, name, (async () => ({ ok: true })) as never);
    for (const [name, e] of endpoints) {
      const res = await app.inject({ method: e.method, url: concrete(e.path) });
      expect(res.statusCode, name).toBe(successStatus(e));
    }
    // A handler may still choose another status on the reply.
    const own = bare();
    route(own, guards, 'contact', async (_request, reply) => reply.code(202).send({}));
    expect((await own.inject({ method: 'POST', url: '/api/contact' })).statusCode).toBe(202);
    // The handler's return is typed by the map's success answer.
    const typed = bare();
    route(typed, guards, 'health', async () => ({ status: 'ok', database: 'pglite' }) as const);
    // @ts-expect-error a body that is not the success answer's does not compile
    route(typed, guards, 'site', async () => ({ status: 'ok' }));
    await Promise.all([app.close(), own.close(), typed.close()]);
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

/** The admin's assessment pages take any id and answer one that is not an assessment's 404, malformed or not (decision 0036). */
const NOT_FOUND_FOR_MALFORMED_ID = new Set(['adminAssessmentDetails', 'adminGenerateReport', 'adminReanalyse']);

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
    takesInput: !!(e.params || e.query || e.body || e.multipart),
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
      if (NOT_FOUND_FOR_MALFORMED_ID.has(name)) {
        // An admin's assessment id that is not one answers as an unknown id does (decision 0036).
        expect(allowed.statusCode, `${name} as one who may call it`).toBe(404);
        return;
      }
      expect(allowed.statusCode, `${name} as one who may call it`).toBe(400);
      expect(allowed.json().fields, `${name} names the wrong fields`).toBeDefined();
    }
  });
});

/**
 * `devOrAdmin` (the test pages): anyone, signed in or not, in development and test; only an admin
 * in production. Each environment's app is asked with a body it refuses, so 400 means the guard let
 * the caller through and 401/403 that it stopped them first.
 */
describe.each([
  ['development', { guest: 400, customer: 400, admin: 400 }],
  ['production', { guest: 401, customer: 403, admin: 400 }],
] as const)('devOrAdmin access in %s', (env, expected) => {
  const app = useTestApp({
    seed: true,
    env: { ...(env === 'production' ? PRODUCTION_ENV : { NODE_ENV: 'development' }), ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'silent' },
  });
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    customer = (await signUp(app, `kund-${env}@example.se`)).token;
    admin = (await signUp(app, ADMIN_EMAIL)).token;
  });

  it.each([['guest'], ['customer'], ['admin']] as const)('the test pages answer a %s as the environment says', async (who) => {
    const headers = who === 'guest' ? {} : bearer(who === 'admin' ? admin : customer);
    const res = await app.app.inject({ method: 'POST', url: ENDPOINTS.testGenerateReport.path, payload: { name: 'Test' }, headers });
    expect(res.statusCode).toBe(expected[who]);
    if (expected[who] === 401) expect(res.json()).toEqual({ error: ACCESS_MESSAGES.required });
    if (expected[who] === 403) expect(res.json()).toEqual({ error: ACCESS_MESSAGES.forbidden });
    if (expected[who] === 400) expect(res.json().fields?.email).toBeDefined();
  });
});

describe('a multipart body that cannot be read', () => {
  it('is a Swedish 400 on every multipart endpoint, never a 500: no boundary, or a form cut off', async () => {
    const app = Fastify()
      .setValidatorCompiler(() => (value) => ({ value }))
      .setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerErrorHandling(app);
    await app.register(multipart);
    const guards = { forEndpoint: () => async () => undefined } as unknown as AuthGuards;
    const uploads = endpoints.filter(([, e]) => e.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    for (const [name] of uploads) route(app, guards, name as EndpointName, (async () => ({})) as never);
    const boundary = '----rk-broken';
    const broken: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', '{"name":"x"}'],
      [
        'a cut-off form',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nabc`,
      ],
    ];
    for (const [name, e] of uploads) {
      for (const [what, type, payload] of broken) {
        const res = await app.inject({ method: e.method, url: e.path, headers: { 'content-type': type }, payload });
        expect(res.statusCode, `${name}: ${what}: ${res.body}`).toBe(400);
        expect(res.json(), `${name}: ${what}`).toEqual({ error: MESSAGES.malformedRequest });
      }
    }
    await app.close();
  });
});
