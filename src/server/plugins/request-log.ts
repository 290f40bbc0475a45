import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it has been answered: its id, method and path (the logger's
 * `req` serializer: no query string, headers, address or body), its status and how long it took.
 * Fastify writes a second line as each request comes in; it is left out to halve the logging on
 * the hot paths, where it was a measurable part of each request (issue 21). Fastify's other lines
 * (a request that errored, a stream cut short) are kept; an error the app logs itself comes
 * before its request's line, with the same id.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
