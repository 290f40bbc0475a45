import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { SESSION_COOKIE } from '../../plugins/auth';
import { PENDING_SIGNUP_TTL_MS, SESSION_TTL_MS } from './session-policy';

/**
 * A readable marker beside the httpOnly session cookie, holding no secret: it tells the web app
 * that a session cookie exists, so it can sign the user back in when local storage is empty.
 */
export const SIGNED_IN_MARKER_COOKIE = 'rk_auth';

/** The session cookie mirrors the bearer token; httpOnly so page scripts never see it. */
export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig) {
  const base = { sameSite: 'lax' as const, secure: config.https, path: '/', maxAge: SESSION_TTL_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', { ...base, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.https };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, base);
}

/**
 * The browser that registered holds its sign-up's token here; a code only verifies the sign-up
 * whose token comes with it. Sent only to the API, never to other sites.
 */
export const SIGNUP_COOKIE = 'rk_signup';
const signupCookieOptions = (config: AppConfig) => ({ path: '/api/', sameSite: 'strict' as const, secure: config.https, httpOnly: true });

export function setSignupCookie(reply: FastifyReply, token: string, config: AppConfig) {
  reply.setCookie(SIGNUP_COOKIE, token, { ...signupCookieOptions(config), maxAge: PENDING_SIGNUP_TTL_MS / 1000 });
}

export function clearSignupCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SIGNUP_COOKIE, signupCookieOptions(config));
}

export function signupTokenFrom(request: FastifyRequest): string | undefined {
  return request.cookies?.[SIGNUP_COOKIE] || undefined;
}
