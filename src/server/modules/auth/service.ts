import { setTimeout as sleep } from 'node:timers/promises';
import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';
import { HttpError } from '../../http-error';
import { brandOf, queueMail, repo, toPublicUser, type AccountDeps } from './deps';
import { alreadyRegisteredMail, verificationMail } from './mail';
import { AUTH_MESSAGES } from './messages';
import { accountRepository, type PendingSignupRow, type UserRow } from './repository';
import { DAY, HOUR, MINUTE, PENDING_SIGNUP_TTL_MS, SESSION_TTL_MS, VERIFY_FAILURES_PER_EMAIL } from './session-policy';
import { codeMatches, dummyPasswordHash, hashCode, hashPassword, hashToken, newSessionToken, newVerificationCode, verifyPassword } from './secrets';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
const LOGIN_WINDOW_MS = 15 * MINUTE;

function codeError(message: string): HttpError {
  return HttpError.badRequest(message, 'code');
}

function codeExpiry(): Date {
  return new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);
}

/** Sends a fresh e-mail-change code to `to`, replacing the previous one. */
export async function sendEmailChangeCode(deps: AccountDeps, user: UserRow, to: string, makeMail: typeof verificationMail) {
  const code = newVerificationCode();
  await deps.db.transaction(async (tx) => {
    await accountRepository(tx).putCode({ userId: user.id, purpose: 'email_change', email: to, codeHash: hashCode(code), expiresAt: codeExpiry() });
    await queueMail(deps, tx, makeMail(to, code, minutes, brandOf(deps.config)));
  });
}

export async function createSession(deps: AccountDeps, user: UserRow) {
  const token = newSessionToken();
  const session = await repo(deps).insertSession({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return { token, sessionId: session?.id ?? '' };
}

/** Addresses in ADMIN_EMAILS are admins (and stay in step if the list changes). */
async function applyConfiguredRole(deps: AccountDeps, user: UserRow): Promise<UserRow> {
  if (user.role === 'admin' || !deps.config.adminEmails.includes(user.email)) return user;
  return (await repo(deps).updateUser(user.id, { role: 'admin' })) ?? user;
}

/**
 * Registration never reveals whether an address has an account or a sign-up waiting: the answer
 * and the cookie are the same for all. A free address gets a sign-up of its own (its own password,
 * code and browser token); a second registration of the same address is another sign-up and
 * never touches the first. A verified address gets a notice instead of a code.
 *
 * Returns the body and the browser token that the route puts in the sign-up cookie.
 */
export async function register(deps: AccountDeps, input: { name: string; email: string; password: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `register:ip:${ip}`, limit: 10, windowMs: HOUR },
    { key: `register:email-ip:${email}|${ip}`, limit: 5, windowMs: HOUR },
    // Against mail bombing an address; high enough that a stranger cannot easily block its owner.
    { key: `register:email:${email}`, limit: 30, windowMs: HOUR },
  ]);
  const passwordHash = await hashPassword(input.password);
  const token = newSessionToken();
  const r = repo(deps);
  if (await r.findUserByEmail(email)) {
    await queueMail(deps, deps.db, alreadyRegisteredMail(email, brandOf(deps.config)));
  } else {
    const code = newVerificationCode();
    await deps.db.transaction(async (tx) => {
      const t = accountRepository(tx);
      await t.insertPendingSignup({
        email,
        name: input.name,
        passwordHash,
        tokenHash: hashToken(token),
        codeHash: hashCode(code),
        codeExpiresAt: codeExpiry(),
        expiresAt: new Date(Date.now() + PENDING_SIGNUP_TTL_MS),
      });
      // No sign-up pushes another out: each lives its day (registrations are limited above).
      await t.deleteExpiredPendingSignups(email);
      await queueMail(deps, tx, verificationMail(email, code, minutes, brandOf(deps.config)));
    });
  }
  const body = { needsVerification: true as const, email, message: AUTH_MESSAGES.codeSent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
  return { body, signupToken: token };
}

/** The sign-up this browser started for `email`, or undefined (the same for every other case). */
async function signupOfBrowser(deps: AccountDeps, email: string, signupToken: string | undefined): Promise<PendingSignupRow | undefined> {
  if (!signupToken) return undefined;
  const row = await repo(deps).findPendingSignupByToken(hashToken(signupToken));
  return row?.email === email.toLowerCase() ? row : undefined;
}

/**
 * Checks a guess against a code row. Attempts are reserved atomically before comparing, so
 * parallel guesses cannot exceed the limit.
 */
async function checkGuess(row: { codeHash: string; expiresAt: Date }, reserve: () => Promise<number | undefined>, code: string) {
  if (row.expiresAt.getTime() <= Date.now()) throw codeError(AUTH_MESSAGES.codeExpired);
  const used = await reserve();
  if (used === undefined) throw codeError(AUTH_MESSAGES.tooManyTries);
  if (!codeMatches(row.codeHash, code)) {
    const left = VERIFICATION_MAX_ATTEMPTS - used;
    throw codeError(left > 0 ? `Fel kod. Du har ${left} försök kvar.` : AUTH_MESSAGES.tooManyTries);
  }
}

/** Checks and consumes the signed-in user's e-mail-change code. */
export async function checkEmailChangeCode(deps: AccountDeps, user: UserRow, code: string) {
  const r = repo(deps);
  const row = await r.findCode(user.id, 'email_change');
  if (!row) throw codeError(AUTH_MESSAGES.codeMissing);
  await checkGuess(row, () => r.reserveCodeAttempt(row.id, VERIFICATION_MAX_ATTEMPTS), code);
  if (!(await r.consumeCode(row.id))) throw codeError(AUTH_MESSAGES.codeMissing);
  return row;
}

/**
 * Verifies the code of the sign-up this browser started and creates the account from it. Without
 * the browser's sign-up token the answer is the same whether the address is unknown, waiting or
 * taken, so it tells a stranger nothing.
 */
export async function verifyEmail(deps: AccountDeps, input: { email: string; code: string }, signupToken: string | undefined, ip: string) {
  await deps.limiter.consume([{ key: `verify:ip:${ip}`, limit: 30, windowMs: 15 * MINUTE }]);
  const email = input.email.toLowerCase();
  const signup = await signupOfBrowser(deps, email, signupToken);
  if (!signup) throw codeError(AUTH_MESSAGES.codeMissing);
  const r = repo(deps);
  const failureKey = `verify-failed:email:${email}`;
  if ((await deps.limiter.recent(failureKey, DAY)) >= VERIFY_FAILURES_PER_EMAIL) {
    throw HttpError.tooManyRequests(AUTH_MESSAGES.verifyPaused, DAY / 1000);
  }
  try {
    await checkGuess(
      { codeHash: signup.codeHash, expiresAt: signup.codeExpiresAt },
      () => r.reserveSignupAttempt(signup.id, VERIFICATION_MAX_ATTEMPTS),
      input.code,
    );
  } catch (err) {
    await deps.limiter.record(failureKey);
    throw err;
  }

  const created = await deps.db.transaction(async (tx) => {
    const txRepo = accountRepository(tx);
    // Every sign-up of the address ends here; only the caller that still found its own wins.
    if (!(await txRepo.consumePendingSignups(email, signup.id))) return undefined;
    return txRepo.insertUser({
      email,
      name: signup.name,
      passwordHash: signup.passwordHash,
      emailVerifiedAt: new Date(),
      role: deps.config.adminEmails.includes(email) ? 'admin' : 'customer',
    });
  });
  if (!created) throw codeError(AUTH_MESSAGES.codeMissing);
  const { token } = await createSession(deps, created);
  return { user: toPublicUser(created), token };
}

/** A new code for the sign-up this browser started; the same answer for every other case. */
export async function resendVerification(deps: AccountDeps, input: { email: string }, signupToken: string | undefined, ip: string) {
  await deps.limiter.consume([{ key: `resend:ip:${ip}`, limit: 20, windowMs: HOUR }]);
  const signup = await signupOfBrowser(deps, input.email, signupToken);
  if (signup) {
    await consumeResendAllowance(deps, signup);
    await renewSignupCode(deps, signup);
  }
  return { message: AUTH_MESSAGES.resent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
}

/** One new code a minute and five an hour for one sign-up. */
async function consumeResendAllowance(deps: AccountDeps, signup: PendingSignupRow) {
  await deps.limiter.consume([
    { key: `code:signup:${signup.id}:minute`, limit: 1, windowMs: MINUTE, message: AUTH_MESSAGES.resendTooSoon },
    { key: `code:signup:${signup.id}:hour`, limit: 5, windowMs: HOUR },
  ]);
}

async function renewSignupCode(deps: AccountDeps, signup: PendingSignupRow, tokenHash?: string) {
  const code = newVerificationCode();
  await deps.db.transaction(async (tx) => {
    await accountRepository(tx).renewPendingSignupCode(signup.id, {
      codeHash: hashCode(code),
      codeExpiresAt: codeExpiry(),
      ...(tokenHash ? { tokenHash } : {}),
    });
    await queueMail(deps, tx, verificationMail(signup.email, code, minutes, brandOf(deps.config)));
  });
}

/** Sign-ups past their day are forgotten (the clean-up job; registration drops an address's own). */
export async function deleteExpiredSignups(deps: Pick<AccountDeps, 'db'>) {
  await accountRepository(deps.db).deleteExpiredPendingSignups();
}

/** Ends a session (sign-out): its token no longer works anywhere. */
export async function logout(deps: AccountDeps, sessionId: string) {
  await repo(deps).revokeSession(sessionId);
}

/**
 * Wrong passwords for one address, from any client, never lock its owner out: past ten in 15
 * minutes every further try waits a little longer (at most 10 s), and the hard limit is per
 * address and client together, so the owner still gets in from a client of their own.
 */
export function loginDelayMs(recentFailures: number): number {
  return recentFailures < 10 ? 0 : Math.min(10_000, (recentFailures - 9) * 1000);
}

/**
 * Signs in a verified account. The owner of a waiting sign-up (the oldest live one of the
 * address, which no later registration displaces, proven by its password) gets a new code and this browser's sign-up token instead. Exactly one
 * password check runs in every case, so timing does not tell the cases apart.
 */
export async function login(deps: AccountDeps, input: { email: string; password: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `login:ip:${ip}`, limit: 50, windowMs: LOGIN_WINDOW_MS },
    { key: `login:email-ip:${email}|${ip}`, limit: 10, windowMs: LOGIN_WINDOW_MS },
  ]);
  const failureKey = `login-failed:email:${email}`;
  await sleep(loginDelayMs(await deps.limiter.recent(failureKey, LOGIN_WINDOW_MS)));

  const r = repo(deps);
  const user = await r.findUserByEmail(email);
  const signup = user ? undefined : await r.oldestPendingSignup(email);
  const passwordHash = user?.passwordHash ?? signup?.passwordHash ?? (await dummyPasswordHash());
  const matches = (await verifyPassword(passwordHash, input.password)) && !!(user ?? signup);
  if (!matches) {
    await deps.limiter.record(failureKey);
    throw HttpError.unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (user) {
    const signedIn = await applyConfiguredRole(deps, user);
    const { token } = await createSession(deps, signedIn);
    return { kind: 'signedIn' as const, user: toPublicUser(signedIn), token };
  }
  // The password is right, so this is the sign-up's owner: this browser takes over its token, and
  // a new code goes out unless one went out a moment ago.
  const pending = signup!;
  const signupToken = newSessionToken();
  try {
    await consumeResendAllowance(deps, pending);
    await renewSignupCode(deps, pending, hashToken(signupToken));
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    await r.renewPendingSignupToken(pending.id, hashToken(signupToken));
  }
  return { kind: 'needsVerification' as const, email, signupToken };
}
