import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { dashboardFigures } from './service';

export const dashboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, ctx.guards, 'adminDashboard', async () => dashboardFigures(ctx.deps));
};
