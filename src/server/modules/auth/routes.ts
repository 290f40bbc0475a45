import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okMessageResponse } from '../../../shared/contracts/common';
import {
  authResponse,
  loginNeedsVerification,
  loginRequest,
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  resendVerificationResponse,
  verifyEmailRequest,
} from '../../../shared/contracts/auth';
import { publicUser } from '../../../shared/contracts/user';
import type { AppContext } from '../../context';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { accountDeps, repo, toPublicUser, type AccountDeps } from './deps';
import { login, register, resendVerification, verifyEmail } from './service';

const tags = ['accounts'];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = (log: AccountDeps['log']) => accountDeps(ctx, log);

  app.post(
    '/api/register',
    { schema: { tags, summary: 'Create an account; a six-digit code is e-mailed', body: registerRequest, response: { 201: registerResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await register(deps(request.log), request.body, request.ip)),
  );

  app.post(
    '/api/verify-email',
    { schema: { tags, summary: 'Verify the e-mailed code and sign in', body: verifyEmailRequest, response: { 200: authResponse, ...errors } } },
    async (request, reply) => {
      const result = await verifyEmail(deps(request.log), request.body, request.ip);
      setSessionCookie(reply, result.token, ctx.config);
      return result;
    },
  );

  app.post(
    '/api/resend-verification',
    { schema: { tags, summary: 'Send a new verification code', body: resendVerificationRequest, response: { 200: resendVerificationResponse, ...errors } } },
    async (request) => resendVerification(deps(request.log), request.body, request.ip),
  );

  app.post(
    '/api/login',
    { schema: { tags, summary: 'Sign in with e-mail and password', body: loginRequest, response: { 200: authResponse, 403: loginNeedsVerification, ...errors } } },
    async (request, reply) => {
      const result = await login(deps(request.log), request.body, request.ip);
      setSessionCookie(reply, result.token, ctx.config);
      return result;
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags, summary: 'End the current session on the server', response: { 200: okMessageResponse } }, preValidation: ctx.guards.optional },
    async (request, reply) => {
      if (request.auth) await repo(deps(request.log)).revokeSession(request.auth.sessionId);
      clearSessionCookie(reply, ctx.config);
      return { message: 'Du är utloggad.' };
    },
  );

  for (const url of ['/api/me', '/api/user']) {
    app.get(
      url,
      { schema: { tags, summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: publicUser, 401: errorResponse } }, preValidation: ctx.guards.user },
      async (request) => toPublicUser(request.auth!.user),
    );
  }
};
