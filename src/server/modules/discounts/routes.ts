import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { checkDiscountFor, createDiscount, listDiscounts, setDiscountActive } from './service';
import { requireAuth } from '../../plugins/auth';

export const discountRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'listDiscounts', async (request) => listDiscounts(deps, request.query.activeOnly === 'true'));
  route(app, guards, 'createDiscount', async (request) => createDiscount(deps, request.auth?.user ?? null, request.body));
  route(app, guards, 'updateDiscount', async (request) => setDiscountActive(deps, request.auth?.user ?? null, request.body.id, request.body.active));
  route(app, guards, 'checkDiscount', async (request) => checkDiscountFor(deps, requireAuth(request).user, request.body));
};
