import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../shared/contracts/common';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

/** On a server error (500), the id its log lines carry as `reqId` (ASVS 7.4.1). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * One place that turns every error into the `{ error, fields? }` body the clients read. Client
 * errors carry a Swedish message; server errors never reveal internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (key && !fields[key]) fields[key] = issue.message ?? MESSAGES.validation;
      }
      const first = Object.values(fields)[0];
      const body: ErrorResponse = { error: first ?? MESSAGES.validation, ...(Object.keys(fields).length ? { fields } : {}) };
      return reply.code(400).send(body);
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ error: MESSAGES.tooLarge });
    if (status === 415) return reply.code(415).send({ error: MESSAGES.unsupportedType });
    if (status === 429) return reply.code(429).send({ error: MESSAGES.rateLimited });
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.code(400).send({ error: MESSAGES.badJson });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: status === 404 ? MESSAGES.notFound : MESSAGES.validation });
    }
    request.log.error({ err }, 'request failed');
    // The answer reveals nothing, but names the request: support finds its log lines by this id.
    return reply.code(500).header(REQUEST_ID_HEADER, request.id).send({ error: MESSAGES.server });
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%E0%A4%A`), a too long parameter,
 * a failing route constraint. These are answered before any hook runs, so neither the error handler
 * above nor the security headers' hook sees them; the caller passes a function that adds them.
 */
export function createFrameworkErrorHandler(applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(request, reply);
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed before routing');
      void reply.code(500).header(REQUEST_ID_HEADER, request.id).send({ error: MESSAGES.server });
      return;
    }
    void reply.code(status).send({ error: MESSAGES.badUrl });
  };
}
