import type { FastifyBaseLogger } from 'fastify';
import type { PublicUser } from '../../../shared/contracts/user';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../security/rate-limiter';
import { accountRepository, type UserRow } from './repository';

export interface AccountDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** The account services' dependencies for one request, from the app context and the request's logger. */
export function accountDeps(ctx: AppContext, log: FastifyBaseLogger): AccountDeps {
  return { db: ctx.database.db, config: ctx.config, mailer: ctx.mailer, limiter: ctx.limiter, log };
}

export function repo(deps: AccountDeps) {
  return accountRepository(deps.db);
}

export function brandOf(config: AppConfig) {
  return { brandName: config.brandName, publicUrl: config.publicUrl, supportEmail: config.supportEmail };
}

export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const SESSION_TTL_MS = 30 * 24 * HOUR;
