import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { auditLog } from './service';

export const auditRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'adminAuditLog', async (request) => auditLog(deps, request.query.limit));
};
