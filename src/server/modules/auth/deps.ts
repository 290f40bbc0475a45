import type { PublicUser } from '../../../shared/contracts/user';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from '../../services';
import { accountRepository, type UserRow } from './repository';

export type AccountDeps = ServiceDeps;

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
