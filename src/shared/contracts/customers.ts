import { z } from 'zod';
import { text } from './common';

/** The customer search's page size: the spec's client-side paging of 10, kept as the server's page. */
export const CUSTOMER_PAGE_SIZE = 10;
export const CUSTOMER_SEARCH_MESSAGES = {
  badDate: (label: string) => `${label} är inte ett giltigt datum (ÅÅÅÅ-MM-DD).`,
  dateOrder: 'Från-datumet får inte vara efter till-datumet.',
  badPage: 'Sidan måste vara ett heltal från 1.',
  badPageSize: 'Sidstorleken måste vara ett heltal 1–100.',
  tooShort: 'Skriv minst 3 tecken för att söka.',
} as const;

/** A calendar day (Swedish time) as YYYY-MM-DD, in years 2000–2199; empty means no limit. */
export function dayField(label: string) {
  const message = CUSTOMER_SEARCH_MESSAGES.badDate(label);
  return z
    .string({ error: message })
    .trim()
    .max(10, message)
    .refine((v) => {
      if (v === '') return true;
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 2000 && year < 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, message)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** A whole-number query parameter from `min` to `max`, `fallback` when left out. */
export function wholeParam(message: string, min: number, max: number, fallback: number) {
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .default(fallback);
}

/**
 * The search text; an empty or blank one is no search. At least 3 characters: a match anywhere in
 * the text is found by trigrams, and one or two letters would read every account (decision 0034).
 */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
const searchText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  text('Sökningen', { max: 100 })
    .refine((v) => [...v].length >= CUSTOMER_SEARCH_MIN_LENGTH, CUSTOMER_SEARCH_MESSAGES.tooShort)
    .optional(),
);

/**
 * GET /api/admin/search-customers (spec §7): `q` (the basic search; `search` is the same), the
 * advanced filters (each left out or 'all' when not used), and the page. The dates are
 * registration days in Swedish time, both included.
 */
export const customerSearchQuery = z
  .object({
    q: searchText,
    search: searchText,
    searchType: z.enum(['all', 'name', 'email'], { error: 'Söktypen är all, name eller email.' }).default('all'),
    dateFrom: dayField('Från-datumet'),
    dateTo: dayField('Till-datumet'),
    status: z.enum(['all', 'processed', 'pending'], { error: 'Statusen är all, processed eller pending.' }).default('all'),
    hasAssessments: z.enum(['all', 'yes', 'no'], { error: 'Bedömningsfiltret är all, yes eller no.' }).default('all'),
    page: wholeParam(CUSTOMER_SEARCH_MESSAGES.badPage, 1, 100_000, 1),
    pageSize: wholeParam(CUSTOMER_SEARCH_MESSAGES.badPageSize, 1, 100, CUSTOMER_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { path: ['dateTo'], message: CUSTOMER_SEARCH_MESSAGES.dateOrder });
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

/** An assessment as the admin lists show it: processed once its analysis is stored; reportGenerated once a full report exists. */
export const adminAssessmentSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(['processed', 'pending']),
  reportGenerated: z.boolean(),
});

export const customerSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'customer']),
  createdAt: z.string(),
  assessmentCount: z.number().int(),
  processedCount: z.number().int(),
  reportCount: z.number().int(),
  /** The customer's assessments, newest first (at most 20; assessmentCount tells how many there are). */
  assessments: z.array(adminAssessmentSummary),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const customerSearchResponse = z.object({
  customers: z.array(customerSummary),
  /** Every customer the search matched (not only this page). */
  total: z.number().int(),
  /** The text searched for, or null when the search had none. */
  searchQuery: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The spec's four stat cards, over every customer the search matched. */
  stats: z.object({ customers: z.number().int(), assessments: z.number().int(), processed: z.number().int(), withReports: z.number().int() }),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponse>;
