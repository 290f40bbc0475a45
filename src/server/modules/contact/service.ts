import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { contactNotification } from './mail';
import { contactRepository } from './repository';

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  brandName: string;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Stores the message first, so it is never lost, then notifies support. A mail failure is logged
 * and leaves `mailed_at` empty for staff to find; the sender has still reached us.
 */
export async function submitContactMessage(deps: ContactServiceDeps, input: ContactRequest) {
  const repo = contactRepository(deps.db);
  const row = await repo.insert(input);
  try {
    await deps.mailer.send(contactNotification({ ...input, id: row.id, brandName: deps.brandName, supportEmail: deps.supportEmail }));
    await repo.markMailed(row.id);
  } catch (err) {
    deps.log.error({ err, contactMessageId: row.id }, 'contact notification could not be sent');
  }
  return { id: row.id };
}
