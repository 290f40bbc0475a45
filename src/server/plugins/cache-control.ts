import type { FastifyInstance } from 'fastify';

/**
 * API answers are personal unless a route says otherwise: every /api response without its own
 * Cache-Control is `no-store`, so no browser, proxy or shared cache keeps a copy. Public routes
 * (the question bank, site details) set their own caching.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
