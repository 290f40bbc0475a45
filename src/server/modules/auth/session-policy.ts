export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A session ends 30 days after sign-in at the latest… */
export const SESSION_TTL_MS = 30 * DAY;
/** …and sooner when it has not been used for 7 days (last use is recorded at most hourly). */
export const SESSION_IDLE_MS = 7 * DAY;
/** A sign-up that has not been verified is forgotten after a day. */
export const PENDING_SIGNUP_TTL_MS = DAY;
/** Only the newest sign-ups of one address are kept; registering again drops the oldest. */
export const PENDING_SIGNUPS_PER_EMAIL = 3;
