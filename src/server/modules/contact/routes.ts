import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { CONTACT_MESSAGES } from './messages';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, ctx.guards, 'contact', async (request) => {
    const { id } = await submitContactMessage(ctx.deps, request.body, request.ip);
    return { id, message: CONTACT_MESSAGES.sent };
  });
};
