import { z } from 'zod';

/**
 * Every job the server runs, with its payload schema and queue policy: the one place to add a job.
 * Payloads are validated when a job is written and again when it is run (a payload written by an
 * older version must still parse, so add fields as optional).
 */

export const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  /** A contact message this mail tells support about: marked mailed once it has gone. */
  contactMessageId: z.uuid().optional(),
});

const empty = z.object({});

export const JOBS = {
  /** Every e-mail goes through here: written in the transaction of the change, retried until it goes. */
  sendMail: {
    queue: 'send-mail',
    payload: mailPayload,
    // Backoff from 30 s, doubling: 12 tries span about a day.
    retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true },
  },
  /**
   * A waiting sign-up's new code after a login with its password or a resend from its browser
   * (`signupId`), moved to that browser (`tokenHash`). Every refused login and every resend writes
   * one, with `signupId` null where there is nothing to renew, so their time tells nothing.
   */
  renewSignupCode: {
    queue: 'renew-signup-code',
    payload: z.object({ signupId: z.uuid().nullable(), tokenHash: z.string().max(128).optional() }),
    retry: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
  },
  /** Guest assessments nobody claimed within the retention period (decision 0005). */
  sweepUnclaimedAssessments: {
    queue: 'sweep-unclaimed-assessments',
    payload: empty,
    cron: '17 3 * * *',
    retry: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  },
  /**
   * Payments the provider held for review: asked about every 15 minutes, so a lost notification
   * never leaves a buyer without the report (or with a cancelled order never told).
   */
  sweepHeldPayments: {
    queue: 'sweep-held-payments',
    payload: empty,
    cron: '*/15 * * * *',
    retry: { retryLimit: 1, retryDelay: 60, retryBackoff: false },
  },
  /**
   * Makes the full report of a paid assessment and writes its mail job (report issue): once per
   * assessment, retried if rendering or storage fails.
   */
  generateReport: {
    queue: 'generate-report',
    // Payloads written before `orderId` (never read) was dropped still parse: unknown keys are stripped.
    payload: z.object({ assessmentId: z.uuid() }),
    retry: { retryLimit: 8, retryDelay: 10, retryBackoff: true },
  },
  /**
   * A payment whose amount was not the order's (never made into a receipt): cancelled or refunded at
   * the provider (idempotently), then the buyer is told. Retried until the provider answers.
   */
  voidPayment: {
    queue: 'void-payment',
    payload: z.object({ orderId: z.uuid(), providerOrderId: z.string().min(1).max(200) }),
    retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true },
  },
  /**
   * A payment whose create-order got no answer (decision 0047): the provider asked again with the
   * same idempotency key until it answers (paid, or refused and the order open again). Backoff
   * from 30 s, doubling: 12 tries span about a day; after that the order stays held for an admin.
   */
  reconcilePayment: {
    queue: 'reconcile-payment',
    payload: z.object({ orderId: z.uuid() }),
    retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true },
  },
  /** Mails a stored report to its owner with the PDF attached; sent once (mail_deliveries). */
  sendReportMail: {
    queue: 'send-report-mail',
    payload: z.object({ reportId: z.uuid() }),
    retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true },
  },
  /** Stored files whose rows are gone (an erased account): deleted after the deletion commits. */
  deleteStoredFiles: {
    queue: 'delete-stored-files',
    payload: z.object({ keys: z.array(z.string().max(200)).max(1000) }),
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  },
  /** Report files no row names (a crash between the file and its row) and unfinished writes, hourly. */
  sweepStoredFiles: {
    queue: 'sweep-stored-files',
    payload: empty,
    cron: '41 * * * *',
    retry: { retryLimit: 1, retryDelay: 300, retryBackoff: false },
  },
  /**
   * Rows past their use: rate-limit events older than the longest window, sign-ups past their day,
   * mail delivery records older than any retry. The queue keeps its first name: each database
   * stores its cron schedule under it, and a new name would leave that schedule filling a queue no
   * worker reads.
   */
  sweepExpiredRows: { queue: 'clean-rate-limits', payload: empty, cron: '*/15 * * * *', retry: { retryLimit: 1, retryDelay: 60, retryBackoff: false } },
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/**
 * What each job does, given to the queues (`createJobs`) by the composition root, which builds
 * them from the services (`jobs/handlers.ts`): the queues never import the handlers.
 */
export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>, jobId: string) => Promise<void> };

/** Where jobs go when their retries are spent; a worker logs each one (the dead-letter view). */
export const DEAD_LETTER_QUEUE = 'dead-letter';
