import { userDataExport, type UserDataExport } from '../../shared/contracts/auth';
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
 * personal data adds one of these to `personalDataSources` (privacy/sources.ts).
 */
export interface PersonalDataSource {
  exportFor(db: Database, owner: PersonalDataOwner): Promise<Partial<ExportSections>>;
  eraseFor(tx: Database, owner: PersonalDataOwner): Promise<void>;
}

/** The sections modules contribute, as the export contract defines them. */
const exportSectionsSchema = userDataExport.omit({ exportedAt: true, service: true, controller: true, profile: true });

/**
 * Every module's sections merged and held to the export contract: a section no module gave is an
 * error, not a silent gap. A new module adds its section to the contract and its source to
 * `personalDataSources` (privacy/sources.ts), nothing here.
 */
export async function exportSections(sources: readonly PersonalDataSource[], db: Database, owner: PersonalDataOwner): Promise<ExportSections> {
  const parts: Partial<ExportSections>[] = [];
  for (const source of sources) parts.push(await source.exportFor(db, owner));
  const merged: unknown = Object.assign({}, ...parts);
  const checked = exportSectionsSchema.safeParse(merged);
  if (!checked.success) throw new Error(`the data export does not match its contract: ${checked.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return checked.data;
}

export async function eraseAll(sources: readonly PersonalDataSource[], tx: Database, owner: PersonalDataOwner): Promise<void> {
  for (const source of sources) await source.eraseFor(tx, owner);
}
