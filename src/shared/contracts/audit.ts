import { z } from 'zod';

/** What an admin may change; each change writes one entry of the audit log. */
export const AUDIT_ACTIONS = [
  'question.update',
  'template.create',
  'template.update',
  'template.delete',
  'template.primary',
  'image.upload',
  'discount.create',
  'discount.update',
  'product.create',
  'product.update',
  'report.create',
  'assessment.reanalyse',
  'developer.answers',
  'developer.report',
  'order.retry_report',
  'order.cancel',
  'order.refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LOG_DEFAULT_LIMIT = 20;
export const AUDIT_LOG_MAX_LIMIT = 100;

const LIMIT_MESSAGE = `limit är ett heltal från 1 till ${AUDIT_LOG_MAX_LIMIT}.`;

/** `?limit=` (optional): how many of the newest changes, 1–100; 20 without it. */
export const auditLogQuery = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= AUDIT_LOG_MAX_LIMIT, LIMIT_MESSAGE)
    .optional(),
});

/** One admin change: who (the name they had then; null for the admin key), what, on what, when (ISO). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponse = z.array(auditEntrySchema);
