import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { HEALTH_MESSAGES } from './messages';
import { checkHealth, metricsText, readinessCheck } from './service';

/** Prometheus's text exposition format. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const checkReadiness = readinessCheck({ database: ctx.database, jobs: ctx.deps.jobs, storage: ctx.deps.storage, log: app.log });
  route(app, ctx.guards, 'health', async () => checkHealth(ctx.database), { logLevel: 'warn' });
  route(app, ctx.guards, 'healthLive', async () => ({ status: 'ok' as const }), { logLevel: 'warn' });
  route(
    app,
    ctx.guards,
    'healthReady',
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness();
      if (!ready) return reply.code(503).send({ error: HEALTH_MESSAGES.notReady, checks });
      return { status: 'ok' as const, checks };
    },
    { logLevel: 'warn' },
  );
  route(app, ctx.guards, 'metrics', async (_request, reply) => reply.type(METRICS_CONTENT_TYPE).send(await metricsText(ctx.deps)), { logLevel: 'warn' });
};
