import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AuditRow = typeof adminAuditLog.$inferSelect;

export function auditRepository(db: Database) {
  return {
    async insert(values: typeof adminAuditLog.$inferInsert): Promise<void> {
      await db.insert(adminAuditLog).values(values);
    },
    /** The newest entries first (the id breaks a tie of equal times within one transaction). */
    async newest(limit: number): Promise<AuditRow[]> {
      return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit);
    },
  };
}
