import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { cancelOrder, listAdminOrders, refundOrder, retryOrderReport } from './admin-service';

/** The admin's orders: the list and its actions (decision 0038). */
export const adminOrderRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'adminOrders', async (request) => listAdminOrders(deps, request.query));
  route(app, guards, 'adminRetryOrderReport', async (request) => retryOrderReport(deps, request.auth?.user ?? null, request.params.id));
  route(app, guards, 'adminCancelOrder', async (request) => cancelOrder(deps, request.auth?.user ?? null, request.params.id));
  route(app, guards, 'adminRefundOrder', async (request) => refundOrder(deps, request.auth?.user ?? null, request.params.id, request.body ?? {}));
};
