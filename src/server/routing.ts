import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../shared/contracts/endpoints';
import type { AuthGuards } from './modules/auth/guards';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Responses<E extends Endpoint> = E['responses'];
type SuccessCode<E extends Endpoint> = Extract<keyof Responses<E>, 200 | 201>;
/** What a handler may return: the success body (as the schema takes it before encoding) or the reply it sent. */
export type SuccessBody<E extends Endpoint> = z.input<NonNullable<Responses<E>[SuccessCode<E>]> & z.ZodType>;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: Infer<E['body']>; Params: Infer<E['params']>; Querystring: Infer<E['query']> }>;
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<SuccessBody<E> | FastifyReply>;

/** Options a route may add beyond its map entry (never its path, method, schema or access). */
export interface RouteExtras {
  logLevel?: RouteOptions['logLevel'];
}

const SECURITY = [{ bearerAuth: [] }];

/**
 * Registers the map's endpoint `name`: its method, path and schemas from the map, and the guard
 * its access names in this environment, run before the params, query and body are validated.
 * Routes are only ever registered through here.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  guards: AuthGuards,
  name: N,
  handler: EndpointHandler<(typeof ENDPOINTS)[N]>,
  extras: RouteExtras = {},
) {
  const endpoint: Endpoint = ENDPOINTS[name];
  const preValidation = guards.forEndpoint(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(preValidation ? { security: endpoint.adminKey ? [...SECURITY, { adminKey: [] }] : SECURITY } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    ...(preValidation ? { preValidation } : {}),
    ...extras,
    handler: handler as unknown as RouteOptions['handler'],
  });
}

const known = new Set(Object.values(ENDPOINTS).map((e: Endpoint) => `${e.method} ${e.path}`));
// Fastify adds HEAD for every GET; the API documentation serves itself under /api/docs.
const EXEMPT = /^\/api\/docs(\/|$)/;

/** An /api route that is not in the map cannot be registered: the app refuses to start. */
export function refuseUnmappedApiRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/api/') || EXEMPT.test(options.url)) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      if (!known.has(`${method} ${options.url}`)) throw new Error(`${method} ${options.url} is not in the endpoint map (src/shared/contracts/endpoints.ts)`);
    }
  });
}
