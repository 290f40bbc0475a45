import type { ContactRequest } from '../../../shared/contracts/contact';
import type { ServiceDeps } from '../../deps';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { contactNotification } from './mail';
import { contactRepository } from './repository';

/**
 * The message and the mail to support are written together (the mail is a job in the same
 * transaction): the message is never lost and the mail goes out once, retried until it does.
 */
export async function submitContactMessage(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter'>, input: ContactRequest, ip: string) {
  // Per client, across processes: generous for people, tight enough to stop a script filling the inbox.
  await deps.limiter.consume([{ key: `contact:ip:${ip}`, limit: 5, windowMs: 10 * 60 * 1000 }]);
  return deps.db.transaction(async (tx) => {
    const row = await contactRepository(tx).insert(input);
    const mail = contactNotification({ ...input, id: row.id, ...brandOf(deps.config) });
    await queueMail(deps, tx, { ...mail, contactMessageId: row.id });
    return { id: row.id };
  });
}

/** Support has been told (the notification mail went): the message is marked mailed. */
export async function markContactMessageMailed(deps: Pick<ServiceDeps, 'db'>, id: string) {
  await contactRepository(deps.db).markMailed(id);
}
