import type { UserDataExport } from '../../shared/contracts/auth';
import type { Database } from '../db/client';

/** The export's sections that modules contribute (the account's own profile is added by the account module). */
export type ExportSections = Omit<UserDataExport, 'exportedAt' | 'service' | 'controller' | 'profile'>;

export interface PersonalDataOwner {
  id: string;
  /** Lower-case. */
  email: string;
}

/**
 * What one module holds about a person (GDPR art. 15, 17 and 20): its part of the export, and its
 * part of the erasure, run inside the account deletion's transaction. A module that stores
 * personal data adds one of these to `PERSONAL_DATA` (orders keep bookkeeping records detached).
 */
export interface PersonalDataSource {
  exportFor(db: Database, owner: PersonalDataOwner): Promise<Partial<ExportSections>>;
  eraseFor(tx: Database, owner: PersonalDataOwner): Promise<void>;
}

/** Every module's sections merged; a section no module gave is an error, not a silent gap. */
export async function exportSections(sources: readonly PersonalDataSource[], db: Database, owner: PersonalDataOwner): Promise<ExportSections> {
  const parts: Partial<ExportSections>[] = [];
  for (const source of sources) parts.push(await source.exportFor(db, owner));
  const merged = Object.assign({}, ...parts) as Partial<ExportSections>;
  const { consents, assessments, unfinishedAssessment, messages } = merged;
  if (!consents || !assessments || unfinishedAssessment === undefined || !messages) throw new Error('a section of the data export is missing');
  return { consents, assessments, unfinishedAssessment, messages };
}

export async function eraseAll(sources: readonly PersonalDataSource[], tx: Database, owner: PersonalDataOwner): Promise<void> {
  for (const source of sources) await source.eraseFor(tx, owner);
}
