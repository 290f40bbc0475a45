import type { FastifyPluginAsync } from 'fastify';
import { formatDateShort } from '../../../shared/domain/dates';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { requireAuth } from '../../plugins/auth';
import { clearSessionCookie } from './cookies';
import { changePassword, confirmEmailChange, deleteAccount, exportUserData, updateProfile } from './profile-service';

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;

  route(app, guards, 'updateProfile', async (request) => updateProfile(deps, requireAuth(request).user, request.body));

  route(app, guards, 'confirmEmailChange', async (request) => confirmEmailChange(deps, requireAuth(request).user, request.body));

  route(app, guards, 'changePassword', async (request) => {
    const auth = requireAuth(request);
    return changePassword(deps, auth.user, auth.sessionId, request.body);
  });

  route(app, guards, 'downloadUserData', async (request, reply) => {
    const data = await exportUserData(deps, requireAuth(request).user);
    reply.header('Content-Disposition', `attachment; filename="mina-uppgifter-${formatDateShort(new Date())}.json"`);
    return data;
  });

  route(app, guards, 'deleteAccount', async (request, reply) => {
    const result = await deleteAccount(deps, requireAuth(request).user, request.body);
    clearSessionCookie(reply, ctx.config);
    return result;
  });
};
