export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A session ends 30 days after sign-in at the latest… */
export const SESSION_TTL_MS = 30 * DAY;
/** …and sooner when it has not been used for 7 days (last use is recorded at most hourly). */
export const SESSION_IDLE_MS = 7 * DAY;
/** A sign-up that has not been verified is forgotten after a day. */
export const PENDING_SIGNUP_TTL_MS = DAY;
/**
 * Wrong code guesses for one address in a day, summed over every code sent to it: its sign-ups'
 * and every account's that asks to move to it. Each code allows 5 tries, but a stranger can open
 * sign-up after sign-up (or ask from account after account to move to the address), each code
 * going to the owner's mailbox, and guess each one: past this ceiling no code for the address is
 * checked for the rest of the day, so a six-digit code stays out of reach (at most 25 guesses in a
 * million a day). Each check takes its slot before comparing, so parallel guesses cannot pass it.
 */
export const VERIFY_FAILURES_PER_EMAIL = 25;
