import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/contracts/common';
import { healthResponse } from '../../../shared/contracts/health';
import type { AppContext } from '../../context';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: errorResponse } }, logLevel: 'warn' },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
      } catch {
        return reply.code(503).send({ error: 'Databasen svarar inte just nu.' });
      }
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
};
