import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';
import { HttpError } from '../../http-error';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import type { ServiceDeps } from '../../deps';
import { emailChangeMail, emailChangeTakenMail } from './mail';
import { AUTH_MESSAGES } from './messages';
import { accountRepository, type UserRow } from './repository';
import { DAY, VERIFY_FAILURES_PER_EMAIL } from './session-policy';
import { codeMatches, hashCode, newVerificationCode } from './secrets';

/** How long a mailed code is valid, in minutes (as the mails say). */
export const CODE_MINUTES = VERIFICATION_CODE_TTL_SECONDS / 60;

export function codeExpiry(): Date {
  return new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);
}

/**
 * Whether a guess matches a live code with tries left. The try is reserved atomically before
 * comparing, so parallel guesses cannot exceed the limit. Why a code fails is never told.
 */
export async function guessMatches(row: { codeHash: string; expiresAt: Date }, reserve: () => Promise<number | undefined>, code: string): Promise<boolean> {
  if (row.expiresAt.getTime() <= Date.now()) return false;
  if ((await reserve()) === undefined) return false;
  return codeMatches(row.codeHash, code);
}

/**
 * Runs one code check for `email` under the address's daily ceiling, which every code sent to the
 * address shares: its sign-ups' and every account's that asks to move to it. The check first
 * takes one of the day's VERIFY_FAILURES_PER_EMAIL slots (atomically, so guesses arriving at once
 * cannot pass the ceiling); a right code gives its slot back. Slots are taken alike whatever the
 * address's state, so neither the answer nor the pause tells anything about it.
 *
 * `check` returns the outcome of a right code, or undefined for any code that does not work.
 */
export async function checkCodeFor<T>(deps: Pick<ServiceDeps, 'limiter'>, email: string, check: () => Promise<T | undefined>): Promise<T> {
  const key = `verify-failed:email:${email}`;
  await deps.limiter.consume([{ key, limit: VERIFY_FAILURES_PER_EMAIL, windowMs: DAY, message: AUTH_MESSAGES.verifyPaused }]);
  const outcome = await check();
  if (outcome === undefined) throw HttpError.badRequest(AUTH_MESSAGES.codeRefused, 'code');
  await deps.limiter.release(key);
  return outcome;
}

/**
 * Puts a fresh e-mail-change code for `to` in place of the previous one and mails it. When `to`
 * already has an account of its own, its owner gets a notice instead and the code goes nowhere:
 * the one asking sees the same answers either way (the code is checked like any other), so an
 * e-mail change never tells whether an address has an account.
 */
export async function sendEmailChangeCode(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>, user: UserRow, to: string, { taken }: { taken: boolean }) {
  const code = newVerificationCode();
  const brand = brandOf(deps.config);
  await deps.db.transaction(async (tx) => {
    await accountRepository(tx).putCode({ userId: user.id, purpose: 'email_change', email: to, codeHash: hashCode(code), expiresAt: codeExpiry() });
    await queueMail(deps, tx, taken ? emailChangeTakenMail(to, brand) : emailChangeMail(to, code, CODE_MINUTES, brand));
  });
}

/** Checks and consumes the signed-in user's e-mail-change code; returns its row (the new address). */
export async function checkEmailChangeCode(deps: Pick<ServiceDeps, 'db' | 'limiter'>, user: UserRow, code: string) {
  const r = accountRepository(deps.db);
  const row = await r.findCode(user.id, 'email_change');
  if (!row) throw HttpError.badRequest(AUTH_MESSAGES.codeRefused, 'code');
  return checkCodeFor(deps, row.email, async () => {
    const right = await guessMatches(row, () => r.reserveCodeAttempt(row.id, VERIFICATION_MAX_ATTEMPTS), code);
    return right && (await r.consumeCode(row.id)) ? row : undefined;
  });
}
