import { HttpError } from '../../http-error';
import type { UserRow } from './repository';

/**
 * The one rule for something a user owns (an assessment, a report, an order): its owner gets it,
 * and so does an admin where the spec lets admins look (`admins`). For anyone else it does not
 * exist: the same 404 with the same text as an id that was never used, so nobody learns that
 * another user's id is real.
 */
export function ownedBy<T extends { userId: string | null }>(
  row: T | null | undefined,
  user: UserRow,
  notFound: string,
  options: { admins?: boolean } = {},
): T {
  if (row && (row.userId === user.id || (options.admins === true && user.role === 'admin'))) return row;
  throw HttpError.notFound(notFound);
}
