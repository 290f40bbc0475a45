import type { FastifyInstance } from 'fastify';
import { recordRequest } from '../metrics/metrics';

/** The route label of a request that matched no route (a 404, or refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request and its latency by method, ROUTE PATTERN (`/api/orders/:id`,
 * never the URL with its ids and query) and status, for /api/metrics. A synchronous hook doing a
 * map lookup: the hot path keeps its speed (decision 0043).
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
