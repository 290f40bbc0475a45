import { asc, eq, sql } from 'drizzle-orm';
import { assessmentProgress, assessments, contactMessages, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { HOUR, MINUTE, brandOf, repo, toPublicUser, type AccountDeps } from './deps';
import { emailChangeMail, emailChangedNoticeMail } from './mail';
import type { UserRow } from './repository';
import { hashPassword, verifyPassword } from './secrets';
import { checkCode, sendCode } from './service';

export const PROFILE_MESSAGES = {
  updated: 'Dina uppgifter är sparade.',
  emailCodeSent: 'Vi har skickat en kod till din nya e-postadress. Adressen byts när du har skrivit in koden.',
  emailTaken: 'E-postadressen används redan av ett annat konto.',
  emailChanged: 'Din e-postadress är ändrad.',
  wrongPassword: 'Nuvarande lösenord är fel.',
  passwordChanged: 'Ditt lösenord är ändrat. Du har loggats ut på andra enheter.',
  deleted: 'Ditt konto och dina uppgifter är raderade.',
} as const;

export async function updateProfile(deps: AccountDeps, user: UserRow, input: { name: string; email: string }) {
  const r = repo(deps);
  const email = input.email.toLowerCase();
  const updated = input.name !== user.name ? ((await r.updateUser(user.id, { name: input.name })) ?? user) : user;
  if (email === user.email) return { user: toPublicUser(updated), pendingEmail: null, message: PROFILE_MESSAGES.updated };

  await deps.limiter.consume([{ key: `email-change:user:${user.id}`, limit: 5, windowMs: HOUR }]);
  const owner = await r.findUserByEmail(email);
  if (owner && owner.id !== user.id) throw new HttpError(409, PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });
  await sendCode(deps, updated, 'email_change', email, emailChangeMail);
  return { user: toPublicUser(updated), pendingEmail: email, message: PROFILE_MESSAGES.emailCodeSent };
}

export async function confirmEmailChange(deps: AccountDeps, user: UserRow, input: { code: string }) {
  const row = await checkCode(deps, user, 'email_change', input.code);
  const r = repo(deps);
  const owner = await r.findUserByEmail(row.email);
  if (owner && owner.id !== user.id) throw new HttpError(409, PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });
  let updated: UserRow | undefined;
  try {
    updated = await r.updateUser(user.id, { email: row.email });
  } catch {
    // Lost a race for the address to another account: the unique index said no.
    throw new HttpError(409, PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });
  }
  await deps.mailer.send(emailChangedNoticeMail(user.email, row.email, brandOf(deps.config))).catch((err: unknown) => {
    deps.log.error({ err }, 'could not notify the old address of an e-mail change');
  });
  return { user: toPublicUser(updated ?? user) };
}

export async function changePassword(deps: AccountDeps, user: UserRow, sessionId: string, input: { currentPassword: string; newPassword: string }) {
  await deps.limiter.consume([{ key: `password-change:user:${user.id}`, limit: 10, windowMs: 15 * MINUTE }]);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, PROFILE_MESSAGES.wrongPassword, { currentPassword: PROFILE_MESSAGES.wrongPassword });
  }
  const r = repo(deps);
  await r.updateUser(user.id, { passwordHash: await hashPassword(input.newPassword) });
  await r.revokeOtherSessions(user.id, sessionId);
  return { message: PROFILE_MESSAGES.passwordChanged };
}

/**
 * Everything held about the user (GDPR art. 15 and 20). Reports and orders are added here by
 * the issues that create them; the keys are part of the file's shape.
 */
export async function exportUserData(deps: AccountDeps, user: UserRow) {
  const messages = await deps.db
    .select({ createdAt: contactMessages.createdAt, name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message })
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, user.email));
  const stored = await deps.db.select().from(assessments).where(eq(assessments.userId, user.id)).orderBy(asc(assessments.createdAt));
  const [progress] = await deps.db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, user.id));
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
    consents: [
      ...stored.map((a) => ({ purpose: 'Hälsouppgifter för bedömning och rapport', version: a.consentVersion, givenAt: a.consentGivenAt.toISOString(), assessmentId: a.id })),
      ...(progress ? [{ purpose: 'Hälsouppgifter för bedömning och rapport', version: progress.consentVersion, givenAt: progress.consentGivenAt.toISOString(), assessmentId: null }] : []),
    ] as unknown[],
    assessments: stored.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
      status: a.status,
      responses: a.responses,
    })) as unknown[],
    unfinishedAssessment: progress ? { currentStep: progress.currentStep, lastUpdated: progress.lastUpdated.toISOString(), responses: progress.responses } : null,
    reports: [] as unknown[],
    orders: [] as unknown[],
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/**
 * Deletes the profile with its sessions, codes, assessments and unfinished answers (by cascade)
 * and its messages. Orders and receipts (later issues) are kept for bookkeeping, detached.
 */
export async function deleteAccount(deps: AccountDeps, user: UserRow) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return { message: PROFILE_MESSAGES.deleted };
}
