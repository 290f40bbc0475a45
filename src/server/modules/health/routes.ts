import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, ctx.guards, 'health', async () => checkHealth(ctx.database), { logLevel: 'warn' });
};
