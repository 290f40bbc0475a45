import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionFields, QuestionOption } from '../../shared/domain/question-types';
import type { StoredResponses, StoredProgressResponses } from '../../shared/contracts/assessment';
import type { AuditAction } from '../../shared/contracts/audit';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Messages from the contact form. Kept 24 months (see the privacy policy). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set when the notification reached the mail transport; null means it still has to be sent. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** The shop's product categories (the spec shows no fields: a name and an order). */
export const productCategories = pgTable('product_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** Products sold in the shop. Prices are integers in öre. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
  priceOre: integer('price_ore').notNull(),
  compareAtPriceOre: integer('compare_at_price_ore'),
  /** VAT rate in basis points (2500 = 25 %), as Klarna expects it. */
  vatRateBp: integer('vat_rate_bp').notNull().default(2500),
  imageUrl: text('image_url'),
  imageAlt: text('image_alt'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  categoryId: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRole = pgEnum('user_role', ['customer', 'admin']);

/** Accounts. The e-mail is stored lower-cased, so comparisons are case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The account's assessments, those with a stored analysis and those with a full report: kept by
     * the database's triggers on assessments (migration 0010), read by the customer search and its
     * stat cards without a join (decision 0034).
     */
    assessmentCount: integer('assessment_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // created_at: the dashboard's registrations by day, the customer search's order. The trigram
  // indexes (pg_trgm) serve the search's substring match on name and address.
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    // The customer search's order and its counts in one narrow index: a page deep in the list and
    // the totals are read from it without visiting the rows (decision 0034).
    index('users_search_order_idx').on(t.createdAt, t.id, t.assessmentCount, t.processedCount, t.reportCount),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const verificationPurpose = pgEnum('verification_purpose', ['register', 'email_change']);

/**
 * E-mailed six-digit codes, stored hashed. One live code per user and purpose: a new code
 * replaces the old one. `attempts` counts wrong guesses; at the limit the code is dead.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: verificationPurpose('purpose').notNull(),
    /** The address the code was sent to (the new address for an e-mail change). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('verification_codes_user_purpose_unique').on(t.userId, t.purpose)],
);

/**
 * A sign-up waiting for its e-mailed code. Each registration is its own row, so a second
 * registration of the same address can never change the password of the first: the code is tied
 * to the sign-up that chose the password, and only the browser that registered holds the token
 * (an httpOnly cookie, stored here hashed) that lets a code verify it. The account is created
 * when a code is verified; the other sign-ups of the address are then deleted.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** The sign-up itself is forgotten after this (resending a code does not extend it). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('pending_signups_token_hash_unique').on(t.tokenHash), index('pending_signups_email_idx').on(t.email, t.createdAt)],
);

/** Login sessions: opaque tokens, stored as SHA-256 hashes, with an expiry; revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One row per attempt at a rate-limited action. Keys are hashed (no e-mail or IP in clear);
 * a scheduled job deletes rows older than the longest window.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    ...timestamps,
  },
  (t) => [index('rate_limit_events_key_created_idx').on(t.key, t.createdAt)],
);

/** The question bank. `key` is the stable contract the scoring engine reads; wording is editable. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    fields: jsonb('fields').$type<QuestionFields>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questions_key_unique').on(t.key), index('questions_position_idx').on(t.position)],
);

/**
 * A finished questionnaire. A guest's assessment has no user until the account that registers
 * or logs in on the same device claims it with the secret it was given (stored hashed).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    status: text('status').notNull().default('completed'),
    responses: jsonb('responses').$type<StoredResponses>().notNull(),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }).notNull(),
    consentVersion: text('consent_version').notNull(),
    claimSecretHash: text('claim_secret_hash'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Whether its newest stored analysis has an emergency sign (the questionnaire stopped at the
     * advice). Written with each stored analysis (`storeAnalysis`, `insertAnalysedAssessment`), in the same
     * transaction, so the dashboard counts it without reading the analyses' JSON (decision 0029).
     */
    emergency: boolean('emergency').notNull().default(false),
    /** An analysis is stored (the admin's "processed"); set by a trigger on assessment_analyses (decision 0034). */
    analysed: boolean('analysed').notNull().default(false),
    /** A full report exists; kept by triggers on reports (decision 0034). */
    reportGenerated: boolean('report_generated').notNull().default(false),
    ...timestamps,
  },
  // created_at: the dashboard's completed (and started) assessments by day.
  (t) => [index('assessments_user_idx').on(t.userId, t.createdAt), index('assessments_created_at_idx').on(t.createdAt)],
);

/** A signed-in user's unfinished questionnaire, so it can be resumed on any device. */
export const assessmentProgress = pgTable(
  'assessment_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull(),
    responses: jsonb('responses').$type<StoredProgressResponses>().notNull(),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }).notNull(),
    consentVersion: text('consent_version').notNull(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull(),
  },
  // The dashboard's started assessments by day (the unfinished ones).
  (t) => [index('assessment_progress_consent_given_at_idx').on(t.consentGivenAt)],
);

/**
 * The engine's analysis of an assessment, computed once at completion and stored with the engine
 * version (CLINICAL.md §7), so a paid report never changes when the engine does. Re-running an
 * assessment with a newer engine adds a row beside the old; reads use the newest.
 */
export const assessmentAnalyses = pgTable(
  'assessment_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    engineVersion: text('engine_version').notNull(),
    analysis: jsonb('analysis').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [index('assessment_analyses_assessment_idx').on(t.assessmentId, t.createdAt)],
);

/** Data changes that run once per database (the question bank's versions, backfills), by id. */
export const dataMigrations = pgTable('data_migrations', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mail jobs that have been handed to the mail server, by job id: a retried job whose mail
 * already went (the job failed after sending) is not sent again.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One section of a report template: a heading and its text with {{placeholders}}, placed in the
 * report at `slot` (decision 0014). Paragraphs are separated by a blank line.
 */
export interface TemplateSectionRow {
  slot: 'letter' | 'summary' | 'recommendations' | 'prognosis' | 'closing';
  heading: string;
  body: string;
}

/**
 * Report templates: the text layer of the report, from the built-in default, a public Google Doc
 * or an uploaded .docx. One is primary at most (a partial unique index).
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    googleDocId: text('google_doc_id'),
    source: text('source').$type<'builtin' | 'google' | 'docx'>().notNull(),
    sections: jsonb('sections').$type<TemplateSectionRow[]>().notNull(),
    placeholders: text('placeholders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diagnosisTypes: text('diagnosis_types')
      .array()
      .notNull()
      .default(sql`'{all}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_templates_one_primary_idx')
      .on(t.isPrimary)
      .where(sql`is_primary`),
  ],
);

/**
 * What admins changed (templates, discounts, products, questions, images), written in the same
 * transaction as the change. Kept when the admin's account is deleted: the actor is detached and
 * only the name they had then stays (decision 0028). A call made with the admin key has no actor.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').$type<AuditAction>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
    ...timestamps,
  },
  (t) => [index('admin_audit_log_created_at_idx').on(t.createdAt)],
);

export type OrderStatus = 'created' | 'authorized' | 'paid' | 'fulfilled' | 'failed' | 'cancelled' | 'refunded';
export type PaymentProviderName = 'test' | 'klarna';

/** Order numbers: sequential, from 1001. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * Discount codes. PERCENT takes 1–100 % off, FIXED whole kronor (kept in öre). A redemption is
 * counted when a payment is approved, never above `maxRedemptions` or a user's `perUserLimit`.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    type: text('type').$type<'PERCENT' | 'FIXED'>().notNull(),
    percent: integer('percent'),
    amountOre: integer('amount_ore'),
    active: boolean('active').notNull().default(true),
    redemptionCount: integer('redemption_count').notNull().default(0),
    maxRedemptions: integer('max_redemptions'),
    perUserLimit: integer('per_user_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'discount_codes_rule',
      sql`(${t.type} = 'PERCENT' and ${t.percent} between 1 and 100 and ${t.amountOre} is null) or (${t.type} = 'FIXED' and ${t.amountOre} >= 100 and ${t.amountOre} % 100 = 0 and ${t.percent} is null)`,
    ),
    check(
      'discount_codes_limits',
      sql`${t.redemptionCount} >= 0 and (${t.maxRedemptions} is null or ${t.maxRedemptions} >= 1) and (${t.perUserLimit} is null or ${t.perUserLimit} >= 1)`,
    ),
  ],
);

/**
 * Orders, kept for bookkeeping when the account is deleted (the user is detached). The amounts are
 * the pricing module's, in öre, fixed when the payment session is made; at most one live order
 * (created, authorized, paid or fulfilled) per assessment.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    listPriceOre: integer('list_price_ore').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountOre: integer('discount_ore').notNull().default(0),
    totalOre: integer('total_ore').notNull(),
    vatOre: integer('vat_ore').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    currency: text('currency').notNull().default('SEK'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id'),
    providerOrderId: text('provider_order_id'),
    authorizationToken: text('authorization_token'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    /** The buyer ticked that delivery starts at once and the withdrawal right ends (PAYMENTS.md). */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    /** Gapless, given when the payment is approved (the receipt's number). */
    receiptNumber: integer('receipt_number').unique(),
    failureReason: text('failure_reason'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Given back in full by an admin (decision 0038): the credit note says how much and when. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * An admin's call to the provider for this order (refund, cancel) started then and has not
     * ended: a second one is refused meanwhile, so the provider is asked once (decision 0038).
     * Cleared when the call fails; a claim older than any provider call may take is stale.
     */
    providerCallAt: timestamp('provider_call_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_assessment_idx').on(t.assessmentId),
    // The admin order list: newest first, by status, by day (decision 0038).
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The dashboard's paid orders and revenue by day.
    index('orders_paid_at_idx').on(t.paidAt),
    uniqueIndex('orders_one_live_per_assessment_idx')
      .on(t.assessmentId)
      .where(sql`${t.status} in ('created', 'authorized', 'paid', 'fulfilled')`),
    uniqueIndex('orders_provider_session_idx').on(t.provider, t.providerSessionId),
    uniqueIndex('orders_provider_order_idx').on(t.provider, t.providerOrderId),
    check(
      'orders_amounts',
      sql`${t.listPriceOre} >= 0 and ${t.discountOre} >= 0 and ${t.totalOre} = ${t.listPriceOre} - ${t.discountOre} and ${t.vatOre} >= 0 and ${t.vatOre} <= ${t.totalOre}`,
    ),
  ],
);

/**
 * Each authorization token a buyer's payment came with, once per order: the first request with a
 * token creates the provider's order, a repeat (the browser and the provider's callback, a retry)
 * finds the attempt and gives its outcome. A discount is redeemed while its attempt is in flight
 * and released if the payment is refused.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorizationToken: text('authorization_token').notNull(),
    status: text('status').$type<'in_flight' | 'approved' | 'pending' | 'declined' | 'failed'>().notNull().default('in_flight'),
    providerOrderId: text('provider_order_id'),
    error: text('error'),
    ...timestamps,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_order_token_idx').on(t.orderId, t.authorizationToken),
    // One payment at a time per order, and none after one went through: never two charges.
    uniqueIndex('payment_attempts_one_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('in_flight', 'approved', 'pending')`),
  ],
);

/** A discount code used by an order (one per order); counted against the code's limits. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('discount_redemptions_code_user_idx').on(t.discountCodeId, t.userId)],
);

/**
 * Credit notes (kreditnotor): an admin's full refund of a paid order, its own document with its own
 * gapless number (counter 'credit_note'), the order's amounts negated, referencing the receipt it
 * cancels (decision 0038). Bookkeeping records like orders: kept when the account is deleted,
 * without the person (user detached, reason cleared).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteNumber: integer('credit_note_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: integer('order_number').notNull(),
    receiptNumber: integer('receipt_number').notNull(),
    receiptDate: timestamp('receipt_date', { withTimezone: true }).notNull(),
    productName: text('product_name').notNull(),
    /** Negative: what is credited, incl. VAT; its VAT; the discount the sale had (positive, as on the receipt). */
    totalOre: integer('total_ore').notNull(),
    vatOre: integer('vat_ore').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    listPriceOre: integer('list_price_ore').notNull(),
    discountCode: text('discount_code'),
    discountOre: integer('discount_ore').notNull().default(0),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('credit_notes_user_idx').on(t.userId),
    check('credit_notes_amounts', sql`${t.totalOre} <= 0 and ${t.vatOre} <= 0 and ${t.vatOre} >= ${t.totalOre}`),
  ],
);

/** Gapless counters (receipt and credit-note numbers), advanced in the transaction that uses the number. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * Generated report PDFs (the file is in storage under `storageKey`), with what made them: the
 * stored analysis and its engine version, the template and the writer, so a later download is the
 * same file. One preview and one full report per assessment at most.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportNumber: text('report_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => assessmentAnalyses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'preview' | 'full'>().notNull(),
    engineVersion: text('engine_version').notNull(),
    templateId: uuid('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    writer: text('writer').$type<'builtin' | 'ai'>().notNull(),
    /** The first pattern, as the reports list shows it (spec: diagnosisCategory). */
    diagnosisCategory: text('diagnosis_category').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    pages: integer('pages').notNull(),
    sha256: text('sha256').notNull(),
    /**
     * Made by an admin (POST /api/admin/generate-report), not bought or previewed by the customer:
     * not in the customer's list and never what a purchase delivers (decision 0036). `madeBy` is the
     * admin (null once their account is gone; the mark stays).
     */
    madeByAdmin: boolean('made_by_admin').notNull().default(false),
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // The customer's: one preview and one full report per assessment. An admin's: one per stored analysis.
  (t) => [
    uniqueIndex('reports_assessment_kind_idx')
      .on(t.assessmentId, t.kind)
      .where(sql`not "made_by_admin"`),
    uniqueIndex('reports_admin_analysis_idx')
      .on(t.analysisId)
      .where(sql`"made_by_admin"`),
    index('reports_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What the AI writer wrote for one stored analysis (decision 0017): the letter's personal paragraphs
 * and the goal sentences, or that the built-in writer took over (`writer` 'builtin', no texts). Kept
 * so the model is asked at most once per analysis: a re-render, a retried report job or a second
 * request reads this row. A row without `writtenAt` is a claim: a process is asking the model now,
 * and others wait for its answer. Goes with the analysis (and so with the account).
 */
export const reportTexts = pgTable('report_texts', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => assessmentAnalyses.id, { onDelete: 'cascade' }),
  writer: text('writer').$type<'builtin' | 'ai'>(),
  letter: text('letter'),
  goal: text('goal'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  writtenAt: timestamp('written_at', { withTimezone: true }),
});
