import { z } from 'zod';

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
    ownerName: z.string(),
    orgNumber: z.string(),
    address: z.string(),
  }),
  environment: z.enum(['development', 'test', 'production']),
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
