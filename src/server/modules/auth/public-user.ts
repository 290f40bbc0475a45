import type { PublicUser } from '../../../shared/contracts/user';
import type { UserRow } from './repository';

/** What the API tells about a user: never the hashes or the timestamps. */
export function toPublicUser(user: UserRow): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
