import { z } from 'zod';
import { COMPANY_FORMS } from '../domain/company';

const ore = z.number().int().nonnegative();

/**
 * The full report as it is sold now, read from its product row: the one price source (money in
 * öre, VAT rate in basis points as Klarna takes it). The compare-at price is the struck-through
 * "before" price, when there is one.
 */
export const reportProduct = z.object({
  slug: z.string(),
  name: z.string(),
  priceOre: ore,
  compareAtPriceOre: ore.nullable(),
  vatRateBp: z.number().int().nonnegative(),
});
export type ReportProduct = z.infer<typeof reportProduct>;

/** Public facts about the business that the footer, static pages and receipts show. */
export const siteInfo = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  company: z.object({
    name: z.string(),
    /** The legal form (COMPANY_FORM, or what the name or organisation number says); null when not known: no form is stated. */
    form: z.enum(COMPANY_FORMS).nullable(),
    /** The owner of an enskild firma; the pages name no owner for any other form. */
    ownerName: z.string(),
    orgNumber: z.string(),
    address: z.string(),
  }),
  environment: z.enum(['development', 'test', 'production']),
  /**
   * Whether the AI writer is configured (LLM_*): only then do the pages mention AI, and then only
   * for what it writes (the letter's personal paragraphs and the sentences beside the goal, decision 0017).
   */
  aiWriter: z.boolean(),
  /** The questionnaire as it is served now: the counts and duration every page states. Null while no question is served. */
  questionnaire: z
    .object({
      questions: z.number().int().nonnegative(),
      selfTests: z.number().int().nonnegative(),
      minutes: z.object({ low: z.number().int().nonnegative(), high: z.number().int().positive() }),
    })
    .nullable(),
  /** Null when the report cannot be bought: its product row is missing or not active. */
  reportProduct: reportProduct.nullable(),
  /** How the report is paid: the provider's name (the path of its calls), test or real money, and Klarna's browser SDK. */
  payments: z.object({
    provider: z.enum(['test', 'klarna']),
    mode: z.enum(['test', 'playground', 'live']),
    sdkUrl: z.string().nullable(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfo>;
