import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';
import { HttpError } from '../../http-error';
import { HOUR, MINUTE, SESSION_TTL_MS, brandOf, repo, toPublicUser, type AccountDeps } from './deps';
import { alreadyRegisteredMail, verificationMail } from './mail';
import type { UserRow } from './repository';
import { burnPasswordCheck, codeMatches, hashCode, hashPassword, hashToken, newSessionToken, newVerificationCode, verifyPassword } from './secrets';

export const AUTH_MESSAGES = {
  badCredentials: 'Fel e-postadress eller lösenord.',
  codeSent: 'Vi har skickat en kod med 6 siffror till din e-post. Skriv in den för att aktivera kontot.',
  resent: 'Om adressen väntar på verifiering har vi skickat en ny kod.',
  needsVerification: 'Du behöver verifiera din e-postadress först. Vi har skickat en ny kod till dig.',
  codeMissing: 'Koden gäller inte längre. Begär en ny kod.',
  codeExpired: 'Koden har gått ut. Begär en ny kod.',
  tooManyTries: 'För många felaktiga försök. Begär en ny kod.',
  resendTooSoon: 'Vänta en minut innan du begär en ny kod.',
} as const;

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

/** Sends a fresh code for a purpose, replacing the previous one. */
export async function sendCode(deps: AccountDeps, user: UserRow, purpose: 'register' | 'email_change', to: string, makeMail = verificationMail) {
  const code = newVerificationCode();
  await repo(deps).putCode({ userId: user.id, purpose, email: to, codeHash: hashCode(code), expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000) });
  await deps.mailer.send(makeMail(to, code, minutes, brandOf(deps.config)));
}

/** Limits on asking for a code for one address: one a minute, five an hour. */
async function consumeResendAllowance(deps: AccountDeps, email: string) {
  await deps.limiter.consume([
    { key: `code:email:${email}:minute`, limit: 1, windowMs: MINUTE, message: AUTH_MESSAGES.resendTooSoon },
    { key: `code:email:${email}:hour`, limit: 5, windowMs: HOUR },
  ]);
}

export async function createSession(deps: AccountDeps, user: UserRow) {
  const token = newSessionToken();
  const session = await repo(deps).insertSession({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return { token, sessionId: session?.id ?? '' };
}

/** Addresses in ADMIN_EMAILS become admins once verified (and stay in step if the list changes). */
async function applyConfiguredRole(deps: AccountDeps, user: UserRow): Promise<UserRow> {
  if (!user.emailVerifiedAt || user.role === 'admin' || !deps.config.adminEmails.includes(user.email)) return user;
  return (await repo(deps).updateUser(user.id, { role: 'admin' })) ?? user;
}

/**
 * Registration never reveals whether an address has an account: the answer is always "check
 * your e-mail". A new or unverified address gets a code; a verified one gets a notice instead.
 */
export async function register(deps: AccountDeps, input: { name: string; email: string; password: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `register:ip:${ip}`, limit: 10, windowMs: HOUR },
    { key: `register:email:${email}`, limit: 5, windowMs: HOUR },
  ]);
  const passwordHash = await hashPassword(input.password);
  const r = repo(deps);
  let user = (await r.insertUser({ email, name: input.name, passwordHash })) ?? (await r.findUserByEmail(email));
  if (!user) throw new Error('user vanished during registration');
  if (user.emailVerifiedAt) {
    await deps.mailer.send(alreadyRegisteredMail(email, brandOf(deps.config)));
  } else {
    // Whoever can read this mailbox owns the unverified account, so the latest details win.
    user = (await r.updateUser(user.id, { name: input.name, passwordHash })) ?? user;
    await sendCode(deps, user, 'register', email);
  }
  return { needsVerification: true as const, email, message: AUTH_MESSAGES.codeSent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
}

/**
 * Checks a code for the user and purpose; consumes it when right. Attempts are reserved
 * atomically before comparing, so parallel guesses cannot exceed the limit.
 */
export async function checkCode(deps: AccountDeps, user: UserRow | undefined, purpose: 'register' | 'email_change', code: string) {
  const r = repo(deps);
  const row = user ? await r.findCode(user.id, purpose) : undefined;
  if (!row) throw new HttpError(400, AUTH_MESSAGES.codeMissing, { code: AUTH_MESSAGES.codeMissing });
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, AUTH_MESSAGES.codeExpired, { code: AUTH_MESSAGES.codeExpired });
  const used = await r.reserveCodeAttempt(row.id, VERIFICATION_MAX_ATTEMPTS);
  if (used === undefined) throw new HttpError(400, AUTH_MESSAGES.tooManyTries, { code: AUTH_MESSAGES.tooManyTries });
  if (!codeMatches(row.codeHash, code)) {
    const left = VERIFICATION_MAX_ATTEMPTS - used;
    const message = left > 0 ? `Fel kod. Du har ${left} försök kvar.` : AUTH_MESSAGES.tooManyTries;
    throw new HttpError(400, message, { code: message });
  }
  if (!(await r.consumeCode(row.id))) throw new HttpError(400, AUTH_MESSAGES.codeMissing, { code: AUTH_MESSAGES.codeMissing });
  return row;
}

export async function verifyEmail(deps: AccountDeps, input: { email: string; code: string }, ip: string) {
  await deps.limiter.consume([{ key: `verify:ip:${ip}`, limit: 30, windowMs: 15 * MINUTE }]);
  const r = repo(deps);
  const found = await r.findUserByEmail(input.email);
  await checkCode(deps, found, 'register', input.code);
  let user = (await r.updateUser(found!.id, { emailVerifiedAt: found!.emailVerifiedAt ?? new Date() })) ?? found!;
  user = await applyConfiguredRole(deps, user);
  const { token } = await createSession(deps, user);
  return { user: toPublicUser(user), token };
}

export async function resendVerification(deps: AccountDeps, input: { email: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([{ key: `resend:ip:${ip}`, limit: 20, windowMs: HOUR }]);
  await consumeResendAllowance(deps, email);
  const user = await repo(deps).findUserByEmail(email);
  if (user && !user.emailVerifiedAt) await sendCode(deps, user, 'register', email);
  return { message: AUTH_MESSAGES.resent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
}

export async function login(deps: AccountDeps, input: { email: string; password: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `login:ip:${ip}`, limit: 50, windowMs: 15 * MINUTE },
    { key: `login:email:${email}`, limit: 10, windowMs: 15 * MINUTE },
  ]);
  const found = await repo(deps).findUserByEmail(email);
  if (!found) {
    await burnPasswordCheck(input.password);
    throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  }
  if (!(await verifyPassword(found.passwordHash, input.password))) throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  if (!found.emailVerifiedAt) {
    // The password is right, so it is the owner: send a code unless one went out a moment ago.
    try {
      await consumeResendAllowance(deps, email);
      await sendCode(deps, found, 'register', email);
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    }
    throw new HttpError(403, AUTH_MESSAGES.needsVerification, undefined, undefined, { needsVerification: true, email });
  }
  const user = await applyConfiguredRole(deps, found);
  const { token } = await createSession(deps, user);
  return { user: toPublicUser(user), token };
}
