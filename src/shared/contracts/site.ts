import { z } from 'zod';

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
});
export type SiteInfo = z.infer<typeof siteInfo>;
