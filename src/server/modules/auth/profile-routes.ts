import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okMessageResponse } from '../../../shared/contracts/common';
import {
  changePasswordRequest,
  confirmEmailChangeRequest,
  updateProfileRequest,
  updateProfileResponse,
  userDataExport,
  userResponse,
} from '../../../shared/contracts/auth';
import { formatDateShort } from '../../../shared/domain/dates';
import type { AppContext } from '../../context';
import { clearSessionCookie } from '../../plugins/auth';
import { accountDeps, type AccountDeps } from './deps';
import { changePassword, confirmEmailChange, deleteAccount, exportUserData, updateProfile } from './profile-service';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = (log: AccountDeps['log']) => accountDeps(ctx, log);
  const preValidation = ctx.guards.user;

  app.put(
    '/api/update-profile',
    { schema: { tags, security, summary: 'Change name; a new e-mail address is confirmed by code', body: updateProfileRequest, response: { 200: updateProfileResponse, ...errors } }, preValidation },
    async (request) => updateProfile(deps(request.log), request.auth!.user, request.body),
  );

  app.post(
    '/api/confirm-email-change',
    { schema: { tags, security, summary: 'Confirm a new e-mail address with the code sent to it', body: confirmEmailChangeRequest, response: { 200: userResponse, ...errors } }, preValidation },
    async (request) => confirmEmailChange(deps(request.log), request.auth!.user, request.body),
  );

  app.put(
    '/api/change-password',
    { schema: { tags, security, summary: 'Change password; other sessions are signed out', body: changePasswordRequest, response: { 200: okMessageResponse, ...errors } }, preValidation },
    async (request) => changePassword(deps(request.log), request.auth!.user, request.auth!.sessionId, request.body),
  );

  app.get(
    '/api/download-user-data',
    { schema: { tags, security, summary: 'Everything held about the user, as a JSON file', response: { 200: userDataExport, 401: errorResponse } }, preValidation },
    async (request, reply) => {
      const data = await exportUserData(deps(request.log), request.auth!.user);
      reply.header('Content-Disposition', `attachment; filename="mina-uppgifter-${formatDateShort(new Date())}.json"`);
      reply.header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/delete-account',
    { schema: { tags, security, summary: 'Delete the account and its data', response: { 200: okMessageResponse, ...errors } }, preValidation },
    async (request, reply) => {
      const result = await deleteAccount(deps(request.log), request.auth!.user);
      clearSessionCookie(reply, ctx.config);
      return result;
    },
  );
};
