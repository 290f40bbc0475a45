import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../shared/contracts/images';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../routing';
import { importImage, readImage, storeImage, uploadedImages } from './service';

export const imageRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;
  // One image of at most 5 MB; a larger one ends the reading (the form's 400 names the limit).
  await app.register(multipart, { limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 5, fieldSize: 200 } });

  route(app, guards, 'uploadImage', async (request) => {
    return storeImage(deps, requireAuth(request).user, request.body.image.data);
  });
  route(app, guards, 'importImage', async (request) => {
    return importImage(deps, requireAuth(request).user, request.body.url);
  });
  route(app, guards, 'uploadedImages', async () => ({ images: await uploadedImages(deps) }));

  // Named by their content, so a name never changes what it shows: cached for a year. Served as the
  // image it was re-encoded to, never sniffed as anything else, never run as a page.
  route(app, guards, 'image', async (request, reply) => {
    const image = await readImage(deps, request.params.file);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .type(image.contentType)
      .send(image.data);
  });
};
