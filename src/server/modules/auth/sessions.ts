import type { Database } from '../../db/client';
import type { SessionLookup } from '../../plugins/auth';
import { accountRepository } from './repository';
import { hashToken } from './secrets';

// Writing last_used_at on every request would turn reads into writes; once an hour is enough.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The guards' session lookup (plugins/auth.ts): the live session a token opens, its use noted at most hourly. */
export function sessionLookup(db: Database): SessionLookup {
  const repo = accountRepository(db);
  return async (token) => {
    const row = await repo.findLiveSession(hashToken(token));
    if (!row) return null;
    if (Date.now() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(row.session.id);
    return { user: row.user, sessionId: row.session.id };
  };
}
