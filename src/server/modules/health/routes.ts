import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    ctx.guards,
    'health',
    async (_request, reply) => {
      try {
        await ctx.database.ping();
      } catch {
        return reply.code(503).send({ error: 'Databasen svarar inte just nu.' });
      }
      return { status: 'ok' as const, database: ctx.database.kind };
    },
    { logLevel: 'warn' },
  );
};
