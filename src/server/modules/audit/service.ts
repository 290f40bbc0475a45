import { AUDIT_LOG_DEFAULT_LIMIT, type AuditAction, type AuditEntry } from '../../../shared/contracts/audit';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { auditRepository } from './repository';

/** Who made a change: the signed-in admin, or null for a call with the admin key (X-Admin-Key). */
export type AuditActor = { id: string; name: string } | null;

export interface AdminChange {
  actor: AuditActor;
  action: AuditAction;
  /** What was changed: 'template', 'discount', 'product', 'question', 'image'. */
  subjectType: string;
  subjectId: string | null;
  /** One Swedish line (AUDIT_SUMMARIES in this module's messages.ts). */
  summary: string;
}

/**
 * Records an admin change in `tx`, the transaction that makes the change, so the entry commits or
 * rolls back with it. The deps' own database is refused: an entry written outside the change's
 * transaction would stay when the change fails. The actor's name is copied (no address): the
 * entry keeps it when the account is deleted and the actor is detached (decision 0028).
 */
export async function recordAdminChange(deps: Pick<ServiceDeps, 'db'>, tx: Database, entry: AdminChange): Promise<void> {
  if (tx === deps.db) throw new Error('recordAdminChange: pass the transaction that makes the change, not the database');
  await auditRepository(tx).insert({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    summary: entry.summary,
  });
}

/** GET /api/admin/audit-log: the newest changes, newest first. */
export async function auditLog(deps: Pick<ServiceDeps, 'db'>, limit = AUDIT_LOG_DEFAULT_LIMIT): Promise<AuditEntry[]> {
  return (await auditRepository(deps.db).newest(limit)).map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
}
