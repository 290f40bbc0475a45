import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { UploadedFile } from '../shared/contracts/common';
import { ENDPOINTS, successStatus, type Endpoint, type EndpointName, type SuccessStatus } from '../shared/contracts/endpoints';
import { HttpError } from './http-error';
import { MESSAGES } from './messages';
import type { AuthGuards } from './plugins/auth';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type Responses<E extends Endpoint> = E['responses'];
type SuccessCode<E extends Endpoint> = Extract<keyof Responses<E>, SuccessStatus>;
/**
 * What a handler returns: the body of the map's success answer (as its schema takes it before
 * encoding), which the route sends with the map's success status; or the reply it sent itself
 * (another status, a file, headers set on `reply` before it returns).
 */
export type SuccessBody<E extends Endpoint> = z.input<NonNullable<Responses<E>[SuccessCode<E>]> & z.ZodType>;
/** The body a handler reads: the JSON body, or the multipart form's fields, as their schema parsed them. */
type BodyOf<E extends Endpoint> = E extends { multipart: z.ZodType } ? z.output<E['multipart']> : Infer<E['body']>;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: BodyOf<E>; Params: Infer<E['params']>; Querystring: Infer<E['query']> }>;
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<SuccessBody<E> | FastifyReply>;

/** Options a route may add beyond its map entry (never its path, method, schema or access). */
export interface RouteExtras {
  logLevel?: RouteOptions['logLevel'];
}

const SECURITY = [{ bearerAuth: [] }];

/**
 * Reads a multipart/form-data body into a plain object for its schema: each field's text, and each
 * file as an `UploadedFile` (the first value of a name counts). A file over the route's size limit
 * ends the reading with `tooLarge` set; anything not multipart reads as no fields at all.
 */
async function readMultipart(request: FastifyRequest): Promise<void> {
  const form: Record<string, string | UploadedFile> = {};
  if (request.isMultipart()) {
    try {
      await readParts(request, form);
    } catch (err) {
      // The form's own limits (too many parts, fields or files) carry their status; anything else
      // the parser throws (no boundary, a form cut off) is an unreadable body, never a server error.
      if (err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number' && err.statusCode < 500) throw err;
      throw HttpError.badRequest(MESSAGES.malformedRequest);
    }
  }
  request.body = form;
}

async function readParts(request: FastifyRequest, form: Record<string, string | UploadedFile>): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form[part.fieldname] ??= part.value;
      continue;
    }
    const file = await part.toBuffer().then(
      (data): UploadedFile => ({ filename: part.filename, data, tooLarge: false }),
      (err: unknown): UploadedFile => {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE')
          return { filename: part.filename, data: new Uint8Array(), tooLarge: true };
        throw err;
      },
    );
    form[part.fieldname] ??= file;
    if (file.tooLarge) break;
  }
}

/**
 * Registers the map's endpoint `name`: its method, path and schemas from the map, and the guard
 * its access names in this environment, run before the params, query and body are validated.
 * A multipart body is read into its fields after the guard and validated by its schema like a
 * JSON body. The handler's result is sent with the map's success status (the one 2xx of its
 * responses) unless the handler set another on `reply`. Routes are only ever registered through here.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  guards: AuthGuards,
  name: N,
  handler: EndpointHandler<(typeof ENDPOINTS)[N]>,
  extras: RouteExtras = {},
) {
  const endpoint: Endpoint = ENDPOINTS[name];
  const guard = guards.forEndpoint(endpoint);
  if (endpoint.multipart && !app.hasRequestDecorator('isMultipart')) throw new Error(`${name} takes multipart/form-data: register @fastify/multipart first`);
  const preValidation = endpoint.multipart ? [...(guard ? [guard] : []), readMultipart] : guard;
  const status = successStatus(endpoint);
  const handle = handler as unknown as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(guard ? { security: endpoint.adminKey ? [...SECURITY, { adminKey: [] }] : SECURITY } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { body: endpoint.multipart, consumes: ['multipart/form-data'] } : {}),
      response: endpoint.responses,
    },
    ...(preValidation ? { preValidation } : {}),
    ...extras,
    handler(request, reply) {
      reply.code(status);
      return handle.call(this, request, reply);
    },
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
