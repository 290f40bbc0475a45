import type { UserDataExport } from '../../../shared/contracts/auth';
import { eraseAll, exportSections } from '../../privacy/personal-data';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import type { ServiceDeps } from '../../deps';
import { toPublicUser } from './public-user';
import { emailChangedNoticeMail, passwordChangedNoticeMail } from './mail';
import { PROFILE_MESSAGES } from './messages';
import { accountRepository, type UserRow } from './repository';
import { hashPassword, verifyPassword } from './secrets';
import { checkEmailChangeCode, sendEmailChangeCode } from './codes';
import { HOUR, MINUTE } from './session-policy';

/**
 * Sensitive changes (a new e-mail address, deleting the account) ask for the password again, so a
 * session left open on a shared computer is not enough. Counted per user against guessing.
 */
async function confirmPassword(deps: Pick<ServiceDeps, 'limiter'>, user: UserRow, password: string | undefined, field: string) {
  if (!password) throw HttpError.badRequest(PROFILE_MESSAGES.passwordNeeded, field);
  await deps.limiter.consume([{ key: `password-check:user:${user.id}`, limit: 10, windowMs: 15 * MINUTE }]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw HttpError.badRequest(PROFILE_MESSAGES.wrongPassword, field);
  }
}

export async function updateProfile(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>,
  user: UserRow,
  input: { name: string; email: string; currentPassword?: string | undefined },
) {
  const r = accountRepository(deps.db);
  const email = input.email.toLowerCase();
  if (email !== user.email) await confirmPassword(deps, user, input.currentPassword, 'currentPassword');
  const updated = input.name !== user.name ? ((await r.updateUser(user.id, { name: input.name })) ?? user) : user;
  if (email === user.email) return { user: toPublicUser(updated), pendingEmail: null, message: PROFILE_MESSAGES.updated };

  await deps.limiter.consume([{ key: `email-change:user:${user.id}`, limit: 5, windowMs: HOUR }]);
  // An address with an account of its own is answered like any other (its owner is told instead).
  const taken = !!(await r.findUserByEmail(email));
  await sendEmailChangeCode(deps, updated, email, { taken });
  return { user: toPublicUser(updated), pendingEmail: email, message: PROFILE_MESSAGES.emailCodeSent };
}

export async function confirmEmailChange(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>, user: UserRow, input: { code: string }) {
  const row = await checkEmailChangeCode(deps, user, input.code);
  // Reached only with the code mailed to the new address: the address got an account meanwhile.
  const owner = await accountRepository(deps.db).findUserByEmail(row.email);
  if (owner && owner.id !== user.id) throw HttpError.conflict(PROFILE_MESSAGES.emailTaken, 'email');
  let updated: UserRow | undefined;
  try {
    // The new address and the notice to the old one: both or neither.
    updated = await deps.db.transaction(async (tx) => {
      const changed = await accountRepository(tx).updateUser(user.id, { email: row.email });
      await queueMail(deps, tx, emailChangedNoticeMail(user.email, row.email, brandOf(deps.config)));
      return changed;
    });
  } catch (err) {
    // Lost a race for the address to another account: the unique index said no.
    if (isUniqueViolation(err)) throw HttpError.conflict(PROFILE_MESSAGES.emailTaken, 'email');
    throw err;
  }
  return { user: toPublicUser(updated ?? user) };
}

export async function changePassword(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>,
  user: UserRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
) {
  await deps.limiter.consume([{ key: `password-change:user:${user.id}`, limit: 10, windowMs: 15 * MINUTE }]);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw HttpError.badRequest(PROFILE_MESSAGES.wrongPassword, 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  // All or nothing: a new password with the other sessions still alive would defeat the point,
  // and the owner is told of every change that was made (ASVS 2.2.3), of no other.
  await deps.db.transaction(async (tx) => {
    const r = accountRepository(tx);
    await r.updateUser(user.id, { passwordHash });
    await r.revokeOtherSessions(user.id, sessionId);
    await queueMail(deps, tx, passwordChangedNoticeMail(user.email, brandOf(deps.config)));
  });
  return { message: PROFILE_MESSAGES.passwordChanged };
}

/** Everything held about the user (GDPR art. 15 and 20): the profile, and each module's sections. */
export async function exportUserData(deps: Pick<ServiceDeps, 'db' | 'config' | 'personalData'>, user: UserRow): Promise<UserDataExport> {
  const sections = await exportSections(deps.personalData, deps.db, { id: user.id, email: user.email });
  return {
    exportedAt: new Date().toISOString(),
    service: deps.config.brandName,
    controller: { ...deps.config.company, email: deps.config.supportEmail },
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    ...sections,
  };
}

/**
 * Deletes what every module holds about the user, then the profile with its sessions and codes,
 * all in one transaction. Orders and receipts (later issues) are kept for bookkeeping, detached.
 */
export async function deleteAccount(deps: Pick<ServiceDeps, 'db' | 'limiter' | 'personalData'>, user: UserRow, input: { password: string }) {
  await confirmPassword(deps, user, input.password, 'password');
  await deps.db.transaction(async (tx) => {
    await eraseAll(deps.personalData, tx, { id: user.id, email: user.email });
    await accountRepository(tx).deleteUser(user.id);
  });
  return { message: PROFILE_MESSAGES.deleted };
}
