import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../routing';
import { adminListProducts, createProduct, getProduct, listCategories, listProducts, updateProduct } from './service';

/**
 * What the shop shows changes when staff change it, and the price is what the checkout charges:
 * any cache may store it but must ask again before using it, so a change shows at once (decision 0041).
 */
const PUBLIC_REVALIDATE = 'public, no-cache';

export const productRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'products', async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC_REVALIDATE);
    return listProducts(deps);
  });
  route(app, guards, 'product', async (request, reply) => {
    const product = await getProduct(deps, request.params.slug);
    reply.header('Cache-Control', PUBLIC_REVALIDATE);
    return product;
  });
  route(app, guards, 'productCategories', async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC_REVALIDATE);
    return listCategories(deps);
  });
  route(app, guards, 'adminProducts', async () => adminListProducts(deps));
  route(app, guards, 'adminCreateProduct', async (request) => createProduct(deps, requireAuth(request).user, request.body));
  route(app, guards, 'adminUpdateProduct', async (request) => updateProduct(deps, requireAuth(request).user, request.params.id, request.body));
};
