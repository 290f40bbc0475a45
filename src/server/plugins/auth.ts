import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { accountRepository, type UserRow } from '../modules/auth/repository';
import { SESSION_TTL_MS } from '../modules/auth/deps';
import { hashToken } from '../modules/auth/secrets';

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

export const AUTH_ERRORS = {
  required: 'Du behöver logga in för att göra det här.',
  forbidden: 'Du har inte behörighet att göra det här.',
  crossSite: 'Förfrågan kom inte från vår webbplats. Ladda om sidan och försök igen.',
} as const;

function tokenFrom(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** A write authenticated only by the cookie must carry an Origin (or Referer) of this site. */
function isSameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    const origin = new URL(source);
    // URL normalisation drops default ports, so compare both sides in the same form.
    const requestHost = new URL(`${request.protocol}://${request.host}`).host;
    return origin.host === requestHost || origin.origin === new URL(config.publicUrl).origin;
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
      throw new HttpError(403, AUTH_ERRORS.crossSite);
    }
    request.auth = auth;
    return auth;
  }

  return {
    /** Sets request.auth when a valid session comes with the request; never refuses. */
    optional: async (request: FastifyRequest, _reply: FastifyReply) => {
      await attach(request);
    },
    /** 401 without a valid session. */
    user: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!(await attach(request))) throw new HttpError(401, AUTH_ERRORS.required);
    },
    /** 401 without a session, 403 for a signed-in user who is not an admin. */
    admin: async (request: FastifyRequest, _reply: FastifyReply) => {
      const auth = await attach(request);
      if (!auth) throw new HttpError(401, AUTH_ERRORS.required);
      if (auth.user.role !== 'admin') throw new HttpError(403, AUTH_ERRORS.forbidden);
    },
  };
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The session cookie mirrors the bearer token; httpOnly so page scripts never see it. */
export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig) {
  const base = { sameSite: 'lax' as const, secure: config.env === 'production', path: '/', maxAge: SESSION_TTL_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', { ...base, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.env === 'production' };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, base);
}
