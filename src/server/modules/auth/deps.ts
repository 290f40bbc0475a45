import type { FastifyBaseLogger } from 'fastify';
import type { PublicUser } from '../../../shared/contracts/user';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { PersonalDataSource } from '../../privacy/personal-data';
import type { MailMessage } from '../../mail/mailer';
import type { RateLimiter } from '../../security/rate-limiter';
import { accountRepository, type UserRow } from './repository';

export interface AccountDeps {
  db: Database;
  config: AppConfig;
  jobs: Jobs;
  limiter: RateLimiter;
  personalData: readonly PersonalDataSource[];
  log: FastifyBaseLogger;
}

/** The account services' dependencies for one request, from the app context and the request's logger. */
export function accountDeps(ctx: AppContext, log: FastifyBaseLogger): AccountDeps {
  return { db: ctx.database.db, config: ctx.config, jobs: ctx.jobs, limiter: ctx.limiter, personalData: ctx.personalData, log };
}

export function repo(deps: AccountDeps) {
  return accountRepository(deps.db);
}

/** Writes a mail as a job in `db` (a transaction, so it goes out only if the change commits). */
export function queueMail(deps: AccountDeps, db: Database, message: MailMessage) {
  return deps.jobs.send('sendMail', message, { db });
}

export function brandOf(config: AppConfig) {
  return { brandName: config.brandName, publicUrl: config.publicUrl, supportEmail: config.supportEmail };
}

export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
