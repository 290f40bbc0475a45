import { setTimeout as sleep } from 'node:timers/promises';
import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';
import { HttpError } from '../../http-error';
import { CODE_MINUTES, checkCodeFor, codeExpiry, guessMatches } from './codes';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import type { ServiceDeps } from '../../deps';
import { toPublicUser } from './public-user';
import { alreadyRegisteredMail, verificationMail } from './mail';
import { AUTH_MESSAGES } from './messages';
import { accountRepository, type PendingSignupRow, type UserRow } from './repository';
import { HOUR, MINUTE, PENDING_SIGNUP_TTL_MS, SESSION_TTL_MS } from './session-policy';
import { dummyPasswordHash, hashCode, hashPassword, hashToken, newSessionToken, newVerificationCode, verifyPassword } from './secrets';

const LOGIN_WINDOW_MS = 15 * MINUTE;

export async function createSession(deps: Pick<ServiceDeps, 'db'>, user: UserRow) {
  const token = newSessionToken();
  const session = await accountRepository(deps.db).insertSession({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, sessionId: session?.id ?? '' };
}

/**
 * Registration never reveals whether an address has an account or a sign-up waiting: the answer
 * and the cookie are the same for all. A free address gets a sign-up of its own (its own password,
 * code and browser token); a second registration of the same address is another sign-up and
 * never touches the first. A verified address gets a notice instead of a code.
 *
 * Returns the body and the browser token that the route puts in the sign-up cookie.
 */
export async function register(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>,
  input: { name: string; email: string; password: string },
  ip: string,
) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `register:ip:${ip}`, limit: 10, windowMs: HOUR },
    { key: `register:email-ip:${email}|${ip}`, limit: 5, windowMs: HOUR },
    // Against mail bombing an address; high enough that a stranger cannot easily block its owner.
    { key: `register:email:${email}`, limit: 30, windowMs: HOUR },
  ]);
  const passwordHash = await hashPassword(input.password);
  const token = newSessionToken();
  const r = accountRepository(deps.db);
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
      await queueMail(deps, tx, verificationMail(email, code, CODE_MINUTES, brandOf(deps.config)));
    });
  }
  const body = { needsVerification: true as const, email, message: AUTH_MESSAGES.codeSent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
  return { body, signupToken: token };
}

/** The sign-up this browser started for `email`, or undefined (the same for every other case). */
async function signupOfBrowser(deps: Pick<ServiceDeps, 'db'>, email: string, signupToken: string | undefined): Promise<PendingSignupRow | undefined> {
  if (!signupToken) return undefined;
  const row = await accountRepository(deps.db).findPendingSignupByToken(hashToken(signupToken));
  return row?.email === email.toLowerCase() ? row : undefined;
}

/**
 * Verifies the code of the sign-up this browser started and creates the account from it. Every
 * code that does not work gets the same answer, with or without the browser's sign-up token, so it
 * tells a stranger nothing about the address.
 */
export async function verifyEmail(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'limiter'>,
  input: { email: string; code: string },
  signupToken: string | undefined,
  ip: string,
) {
  await deps.limiter.consume([{ key: `verify:ip:${ip}`, limit: 30, windowMs: 15 * MINUTE }]);
  const email = input.email.toLowerCase();
  const created = await checkCodeFor(deps, email, async () => {
    const signup = await signupOfBrowser(deps, email, signupToken);
    if (!signup) return undefined;
    const r = accountRepository(deps.db);
    const right = await guessMatches(
      { codeHash: signup.codeHash, expiresAt: signup.codeExpiresAt },
      () => r.reserveSignupAttempt(signup.id, VERIFICATION_MAX_ATTEMPTS),
      input.code,
    );
    return right ? createAccount(deps, signup) : undefined;
  });
  const { token } = await createSession(deps, created);
  return { user: toPublicUser(created), token };
}

/**
 * The account from a verified sign-up; undefined when another sign-up of the address got there
 * first. The admin role comes from here (ADMIN_EMAILS) or from `npm run create-admin` only.
 */
function createAccount(deps: Pick<ServiceDeps, 'db' | 'config'>, signup: PendingSignupRow): Promise<UserRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const txRepo = accountRepository(tx);
    // Every sign-up of the address ends here; only the caller that still found its own wins.
    if (!(await txRepo.consumePendingSignups(signup.email, signup.id))) return undefined;
    return txRepo.insertUser({
      email: signup.email,
      name: signup.name,
      passwordHash: signup.passwordHash,
      emailVerifiedAt: new Date(),
      role: deps.config.adminEmails.includes(signup.email) ? 'admin' : 'customer',
    });
  });
}

/**
 * A new code for the sign-up this browser started; the same answer for every other case. The
 * visible limit (one a minute per address and client) holds alike for every address; the
 * sign-up's own allowance is kept quietly.
 */
export async function resendVerification(
  deps: Pick<ServiceDeps, 'db' | 'jobs' | 'limiter'>,
  input: { email: string },
  signupToken: string | undefined,
  ip: string,
) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `resend:ip:${ip}`, limit: 20, windowMs: HOUR },
    { key: `resend:email-ip:${email}|${ip}`, limit: 1, windowMs: MINUTE, message: AUTH_MESSAGES.resendTooSoon },
  ]);
  const signup = await signupOfBrowser(deps, email, signupToken);
  await renewLater(deps, signup?.id ?? null);
  return { message: AUTH_MESSAGES.resent, expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS };
}

/**
 * A new code for a sign-up, by a job: every call writes the same job, also when there is no
 * sign-up to renew (`signupId` null: the job does nothing), so a request that renews a code takes
 * no longer than one that does not, and its time tells nothing about the address.
 */
async function renewLater(deps: Pick<ServiceDeps, 'jobs'>, signupId: string | null, tokenHash?: string) {
  await deps.jobs.send('renewSignupCode', { signupId, ...(tokenHash ? { tokenHash } : {}) });
  deps.jobs.wake('renewSignupCode');
}

/** The job renewSignupCode: the sign-up, if it is still waiting, gets a new code (and moves to the browser of `tokenHash`). */
export async function renewSignupCodeJob(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>,
  { signupId, tokenHash }: { signupId: string | null; tokenHash?: string | undefined },
) {
  if (!signupId) return;
  const signup = await accountRepository(deps.db).findPendingSignup(signupId);
  if (signup) await renewSignupCodeIfDue(deps, signup, tokenHash);
}

/**
 * A new code for a sign-up, at most one a minute and five an hour (against mail bombing; the
 * caller's answer does not say whether one went out). With `tokenHash` the sign-up moves to
 * that browser either way.
 */
async function renewSignupCodeIfDue(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>, signup: PendingSignupRow, tokenHash?: string) {
  try {
    await deps.limiter.consume([
      { key: `code:signup:${signup.id}:minute`, limit: 1, windowMs: MINUTE },
      { key: `code:signup:${signup.id}:hour`, limit: 5, windowMs: HOUR },
    ]);
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
    if (tokenHash) await accountRepository(deps.db).renewPendingSignupToken(signup.id, tokenHash);
    return;
  }
  await renewSignupCode(deps, signup, tokenHash);
}

async function renewSignupCode(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>, signup: PendingSignupRow, tokenHash?: string) {
  const code = newVerificationCode();
  await deps.db.transaction(async (tx) => {
    await accountRepository(tx).renewPendingSignupCode(signup.id, {
      codeHash: hashCode(code),
      codeExpiresAt: codeExpiry(),
      ...(tokenHash ? { tokenHash } : {}),
    });
    await queueMail(deps, tx, verificationMail(signup.email, code, CODE_MINUTES, brandOf(deps.config)));
  });
}

/** Sign-ups past their day are forgotten (sweepExpiredRows; registration drops an address's own). */
export async function deleteExpiredSignups(deps: Pick<ServiceDeps, 'db'>) {
  await accountRepository(deps.db).deleteExpiredPendingSignups();
}

/** Ends a session (sign-out): its token no longer works anywhere. */
export async function logout(deps: Pick<ServiceDeps, 'db'>, sessionId: string) {
  await accountRepository(deps.db).revokeSession(sessionId);
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
 * Signs in a verified account. Every other login gets one answer (the route's 401), whatever the
 * address's state: a wrong password, an unknown address, and the right password of a sign-up
 * still waiting for its code alike. In that last case, the owner proven by the password of the
 * address's oldest live sign-up (which no later registration displaces), the sign-up moves to
 * this browser and a new code goes out unless one went out a moment ago. Every refused login hands
 * the browser a new sign-up token (of that sign-up, or of nothing), and exactly one password check
 * runs in every case, so neither the cookie nor the timing tells the cases apart.
 */
export async function login(deps: Pick<ServiceDeps, 'db' | 'jobs' | 'limiter'>, input: { email: string; password: string }, ip: string) {
  const email = input.email.toLowerCase();
  await deps.limiter.consume([
    { key: `login:ip:${ip}`, limit: 50, windowMs: LOGIN_WINDOW_MS },
    { key: `login:email-ip:${email}|${ip}`, limit: 10, windowMs: LOGIN_WINDOW_MS },
  ]);
  const failureKey = `login-failed:email:${email}`;
  await sleep(loginDelayMs(await deps.limiter.recent(failureKey, LOGIN_WINDOW_MS)));

  const r = accountRepository(deps.db);
  const user = await r.findUserByEmail(email);
  const signup = user ? undefined : await r.oldestPendingSignup(email);
  const passwordHash = user?.passwordHash ?? signup?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(passwordHash, input.password);
  if (user && matches) {
    // The role is never changed here: an address that became an account's by an e-mail change is not made an admin.
    const { token } = await createSession(deps, user);
    return { kind: 'signedIn' as const, user: toPublicUser(user), token };
  }
  await deps.limiter.record(failureKey);
  const signupToken = newSessionToken();
  await renewLater(deps, signup && matches ? signup.id : null, hashToken(signupToken));
  return { kind: 'refused' as const, signupToken };
}

/** An account by id (a job or another module acting for its owner), or undefined when it is gone. */
export async function findUser(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<UserRow | undefined> {
  return accountRepository(deps.db).findUserById(id);
}
