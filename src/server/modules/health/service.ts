import type { DatabaseHandle } from '../../db/client';
import { HttpError } from '../../http-error';
import { HEALTH_MESSAGES } from './messages';

/** Whether the server can do its work: the database answers. 503 when it does not. */
export async function checkHealth(database: Pick<DatabaseHandle, 'ping' | 'kind'>) {
  try {
    await database.ping();
  } catch {
    throw HttpError.serviceUnavailable(HEALTH_MESSAGES.databaseDown);
  }
  return { status: 'ok' as const, database: database.kind };
}
