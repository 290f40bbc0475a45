import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessIn, type Endpoint } from '../../shared/contracts/endpoints';
import type { AppConfig } from '../config';
import { isPrivateNetworkAddress } from '../connection-gate';
import type { users } from '../db/schema';
import { HttpError } from '../http-error';

/**
 * The guards: who is calling (the session, from the bearer token or the cookie) and whether they
 * may call an endpoint (its map entry's access). They know no account table: app.ts hands them
 * the auth module's session lookup.
 */

/** The texts of a refused access (Swedish, what the caller reads). */
export const ACCESS_MESSAGES = {
  required: 'Du behöver logga in för att göra det här.',
  forbidden: 'Du har inte behörighet att göra det här.',
  crossSite: 'Förfrågan kom inte från vår webbplats. Ladda om sidan och försök igen.',
} as const;

export const SESSION_COOKIE = 'rk_session';

export type SessionUser = typeof users.$inferSelect;

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  /** How the token arrived: cookie-authenticated writes must come from our own pages. */
  via: 'bearer' | 'cookie';
}

/** The live session a token opens (its user and id), or null; the auth module provides it. */
export type SessionLookup = (token: string) => Promise<{ user: SessionUser; sessionId: string } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenFrom(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

type GuardConfig = Pick<AppConfig, 'env' | 'publicUrl' | 'adminApiKey' | 'metricsFromPrivateNetwork'>;

/**
 * A write authenticated only by the cookie must carry an Origin (or Referer) of this site: the
 * same scheme, host and port as PUBLIC_URL or as the request itself.
 */
function isSameOrigin(request: FastifyRequest, config: GuardConfig): boolean {
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

export function createAuthGuards(config: GuardConfig, findSession: SessionLookup) {
  async function attach(request: FastifyRequest): Promise<RequestAuth | null> {
    const found = tokenFrom(request);
    const session = found ? await findSession(found.token) : null;
    const auth = session && found ? { ...session, via: found.via } : null;
    if (auth?.via === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, config)) {
      throw HttpError.forbidden(ACCESS_MESSAGES.crossSite);
    }
    request.auth = auth;
    return auth;
  }

  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const auth = await attach(request);
    if (!auth) throw HttpError.unauthorized(ACCESS_MESSAGES.required);
    if (auth.user.role !== 'admin') throw HttpError.forbidden(ACCESS_MESSAGES.forbidden);
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
    /**
     * An admin session, or (with METRICS_FROM_PRIVATE_NETWORK) a caller whose client address is on
     * a private network. The address is Fastify's `request.ip`: the socket's, or the
     * X-Forwarded-For entry of a proxy TRUST_PROXY believes, so a client cannot write its way in.
     */
    adminOrPrivateNetwork: async (request: FastifyRequest, reply: FastifyReply) => {
      if (config.metricsFromPrivateNetwork && isPrivateNetworkAddress(request.ip)) return;
      await requireAdmin(request, reply);
    },
  };

  return {
    ...guards,
    /**
     * The guard of a map entry in this environment (none for a public one; `devOrAdmin` is the
     * admin guard in production and the optional one elsewhere). The routes run it before
     * validation, so it is the only place access is decided.
     */
    forEndpoint(endpoint: Endpoint) {
      const access = accessIn(endpoint, config.env);
      if (access === 'public') return undefined;
      if (endpoint.privateNetwork && access === 'admin') return guards.adminOrPrivateNetwork;
      return endpoint.adminKey && access === 'admin' ? guards.adminOrKey : guards[access];
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in user of a route behind the `user` or `admin` guard. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw HttpError.unauthorized(ACCESS_MESSAGES.required);
  return request.auth;
}
