import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessIn, type Endpoint } from '../../../shared/contracts/endpoints';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { accountRepository, type UserRow } from './repository';
import { PENDING_SIGNUP_TTL_MS, SESSION_TTL_MS } from './session-policy';
import { hashToken } from './secrets';
import { ACCESS_MESSAGES } from './messages';

export const SESSION_COOKIE = 'rk_session';
/**
 * A readable marker beside the httpOnly session cookie, holding no secret: it tells the web app
 * that a session cookie exists, so it can sign the user back in when local storage is empty.
 */
export const SIGNED_IN_MARKER_COOKIE = 'rk_auth';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
  /** How the token arrived: cookie-authenticated writes must come from our own pages. */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writing last_used_at on every request would turn reads into writes; once an hour is enough.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

function tokenFrom(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A write authenticated only by the cookie must carry an Origin (or Referer) of this site: the
 * same scheme, host and port as PUBLIC_URL or as the request itself.
 */
function isSameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    // URL normalisation drops default ports, so compare both sides in the same form.
    const origin = new URL(source).origin;
    return origin === new URL(config.publicUrl).origin || origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

export function createAuthGuards(db: Database, config: AppConfig) {
  const repo = accountRepository(db);

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const found = tokenFrom(request);
    if (!found) return null;
    const row = await repo.findLiveSession(hashToken(found.token));
    if (!row) return null;
    if (Date.now() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(row.session.id);
    return { user: row.user, sessionId: row.session.id, via: found.via };
  }

  async function attach(request: FastifyRequest): Promise<RequestAuth | null> {
    const auth = await resolve(request);
    if (auth?.via === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, config)) {
      throw HttpError.forbidden(ACCESS_MESSAGES.crossSite);
    }
    request.auth = auth;
    return auth;
  }

  const guards = {
    /** Sets request.auth when a valid session comes with the request; never refuses. */
    optional: async (request: FastifyRequest, _reply: FastifyReply) => {
      await attach(request);
    },
    /** 401 without a valid session. */
    user: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!(await attach(request))) throw HttpError.unauthorized(ACCESS_MESSAGES.required);
    },
    /** 401 without a session, 403 for a signed-in user who is not an admin. */
    admin: requireAdmin,
    /**
     * An admin session, or the configured ADMIN_API_KEY in X-Admin-Key (compared in constant
     * time). Without a configured key the header counts for nothing: there is no fallback value.
     */
    adminOrKey: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['x-admin-key'];
      if (config.adminApiKey && typeof key === 'string' && sameSecret(key, config.adminApiKey)) return;
      await requireAdmin(request, reply);
    },
  };

  return {
    ...guards,
    /**
     * The guard of a map entry in this environment (none for a public one). The routes run it
     * before validation, so it is the only place access is decided.
     */
    forEndpoint(endpoint: Endpoint) {
      const access = accessIn(endpoint, config.env);
      if (access === 'public') return undefined;
      return endpoint.adminKey && access === 'admin' ? guards.adminOrKey : guards[access];
    },
  };

  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const auth = await attach(request);
    if (!auth) throw HttpError.unauthorized(ACCESS_MESSAGES.required);
    if (auth.user.role !== 'admin') throw HttpError.forbidden(ACCESS_MESSAGES.forbidden);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;

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

/** The signed-in user of a route behind `guards.user` or `guards.admin`. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw HttpError.unauthorized(ACCESS_MESSAGES.required);
  return request.auth;
}
