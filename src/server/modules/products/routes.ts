import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../routing';
import { adminListProducts, createProduct, getProduct, listCategories, listProducts, updateProduct } from './service';

/** What the shop shows changes when staff change it: shared caches may keep it a minute. */
const PUBLIC_MINUTE = 'public, max-age=60';

export const productRoutes: FastifyPluginAsync<AppContext> = async (app, { deps, guards }) => {
  route(app, guards, 'products', async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC_MINUTE);
    return listProducts(deps);
  });
  route(app, guards, 'product', async (request, reply) => {
    const product = await getProduct(deps, request.params.slug);
    reply.header('Cache-Control', PUBLIC_MINUTE);
    return product;
  });
  route(app, guards, 'productCategories', async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC_MINUTE);
    return listCategories(deps);
  });
  route(app, guards, 'adminProducts', async () => adminListProducts(deps));
  route(app, guards, 'adminCreateProduct', async (request) => createProduct(deps, requireAuth(request).user, request.body));
  route(app, guards, 'adminUpdateProduct', async (request) => updateProduct(deps, requireAuth(request).user, request.params.id, request.body));
};
