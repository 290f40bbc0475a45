import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../routing';
import { toSignedInUser } from './public-user';
import { requireAuth } from '../../plugins/auth';
import { clearSessionCookie, clearSignupCookie, setSessionCookie, setSignupCookie, signupTokenFrom } from './cookies';
import { AUTH_MESSAGES } from './messages';
import { login, logout, register, resendVerification, verifyEmail } from './service';

export const authRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { deps, guards } = ctx;

  route(app, guards, 'register', async (request, reply) => {
    const { body, signupToken } = await register(deps, request.body, request.ip);
    setSignupCookie(reply, signupToken, ctx.config);
    return body;
  });

  route(app, guards, 'verifyEmail', async (request, reply) => {
    const result = await verifyEmail(deps, request.body, signupTokenFrom(request), request.ip);
    clearSignupCookie(reply, ctx.config);
    setSessionCookie(reply, result.token, ctx.config);
    return result;
  });

  route(app, guards, 'resendVerification', async (request) => resendVerification(deps, request.body, signupTokenFrom(request), request.ip));

  route(app, guards, 'login', async (request, reply) => {
    const result = await login(deps, request.body, request.ip);
    if (result.kind === 'refused') {
      setSignupCookie(reply, result.signupToken, ctx.config);
      return reply.code(401).send({ error: AUTH_MESSAGES.loginRefused });
    }
    setSessionCookie(reply, result.token, ctx.config);
    return { user: result.user, token: result.token };
  });

  route(app, guards, 'logout', async (request, reply) => {
    if (request.auth) await logout(deps, request.auth.sessionId);
    clearSessionCookie(reply, ctx.config);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  route(app, guards, 'me', async (request) => toSignedInUser(requireAuth(request).user, ctx.config.adminEmails));
  route(app, guards, 'user', async (request) => toSignedInUser(requireAuth(request).user, ctx.config.adminEmails));
};
