import type { FastifyPluginAsync } from 'fastify';
import { formatDateShort } from '../../../shared/domain/dates';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { accountDeps, type AccountDeps } from './deps';
import { clearSessionCookie, requireAuth } from './guards';
import { changePassword, confirmEmailChange, deleteAccount, exportUserData, updateProfile } from './profile-service';

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const deps = (log: AccountDeps['log']) => accountDeps(ctx, log);
  const { guards } = ctx;

  route(app, guards, 'updateProfile', async (request) => updateProfile(deps(request.log), requireAuth(request).user, request.body));

  route(app, guards, 'confirmEmailChange', async (request) => confirmEmailChange(deps(request.log), requireAuth(request).user, request.body));

  route(app, guards, 'changePassword', async (request) => {
    const auth = requireAuth(request);
    return changePassword(deps(request.log), auth.user, auth.sessionId, request.body);
  });

  route(app, guards, 'downloadUserData', async (request, reply) => {
    const data = await exportUserData(deps(request.log), requireAuth(request).user);
    reply.header('Content-Disposition', `attachment; filename="mina-uppgifter-${formatDateShort(new Date())}.json"`);
    return data;
  });

  route(app, guards, 'deleteAccount', async (request, reply) => {
    const result = await deleteAccount(deps(request.log), requireAuth(request).user, request.body);
    clearSessionCookie(reply, ctx.config);
    return result;
  });
};
