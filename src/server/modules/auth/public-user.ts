import type { PublicUser } from '../../../shared/contracts/user';
import type { UserRow } from './repository';

/** What the API tells about a user: never the hashes or the timestamps. */
export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/**
 * The signed-in user as /api/me and /api/user tell it: also whether the address is named in
 * ADMIN_EMAILS while the account is not an admin (promoted only by `npm run create-admin`, decision 0016).
 */
export function toSignedInUser(user: UserRow, adminEmails: readonly string[]): PublicUser {
  const pending = user.role !== 'admin' && adminEmails.includes(user.email.toLowerCase());
  return pending ? { ...toPublicUser(user), adminPending: true } : toPublicUser(user);
}
