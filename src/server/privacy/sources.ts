import type { Jobs } from '../jobs/jobs';
import type { Mailer } from '../mail/mailer';
import { mailPersonalData } from '../mail/personal-data';
import { assessmentPersonalData } from '../modules/assessment/personal-data';
import { contactPersonalData } from '../modules/contact/personal-data';
import { orderPersonalData } from '../modules/orders/personal-data';
import { reportPersonalData } from '../modules/reports/personal-data';
import type { PersonalDataSource } from './personal-data';

/**
 * Every module that holds personal data: the account's export and deletion go through all of them,
 * in this order (reports before the assessments they are made from, whose deletion would take the
 * report rows, and the names of their files, with it; mail last, once no report can be mailed).
 */
export function personalDataSources(jobs: Pick<Jobs, 'send' | 'forgetMailTo'>, mailer: Pick<Mailer, 'forget'>): readonly PersonalDataSource[] {
  return [
    reportPersonalData((keys, tx) => jobs.send('deleteStoredFiles', { keys }, { db: tx }).then(() => undefined)),
    orderPersonalData,
    assessmentPersonalData,
    contactPersonalData,
    mailPersonalData(jobs, mailer),
  ];
}
