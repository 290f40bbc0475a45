import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { siteInfoSource } from './service';

export const siteRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const load = siteInfoSource(ctx.deps);
  route(app, ctx.guards, 'site', async () => load());
};
