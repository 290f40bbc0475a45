import type { Jobs } from '../jobs/jobs';
import type { PersonalDataSource } from '../privacy/personal-data';
import type { Mailer } from './mailer';

/**
 * Mail to or answered to the account's address. Nothing of it is in the export (it is what the
 * person received or sent); on deletion its jobs go (queued mail is never sent, and the history
 * of sent mail held the address and the text), and so does every copy the outbox folder keeps
 * when there is no SMTP server. The outbox is cleared inside the deletion's transaction, after
 * the jobs and reports are deleted: a mail being written at that moment checks for its job or
 * report once written, waits for the deletion to commit, and removes its file (Mailer.send's
 * `stillWanted`). Should the deletion fail after this, the account stays without its old outbox
 * copies, which were sent mail and nothing the service needs.
 */
export function mailPersonalData(jobs: Pick<Jobs, 'forgetMailTo'>, mailer: Pick<Mailer, 'forget'>): PersonalDataSource {
  return {
    async exportFor() {
      return {};
    },
    async eraseFor(tx, owner) {
      await jobs.forgetMailTo(owner.email, { db: tx });
      await mailer.forget(owner.email);
    },
  };
}
