import { QUESTION_BANK } from '../../shared/content/question-bank';
import type { ReportProduct, SiteInfo } from '../../shared/contracts/site';
import { questionnaireFacts } from '../../shared/domain/questionnaire-facts';

/** A report product as the shop's row would have it, for component tests. */
export const TEST_PRODUCT: ReportProduct = {
  slug: 'ryggrapport',
  name: 'Personlig ryggrapport',
  priceOre: 25_000,
  compareAtPriceOre: null,
  vatRateBp: 2500,
};

/** The site details of a test: an aktiebolag, the bundled bank's counts, no AI writer. */
export function testSiteInfo(reportProduct: ReportProduct | null = TEST_PRODUCT, more: Partial<SiteInfo> = {}): SiteInfo {
  return {
    brandName: 'Ryggkollen',
    supportEmail: 'hej@ryggkollen.se',
    company: { name: 'Ryggkollen AB', form: 'aktiebolag', ownerName: '', orgNumber: '556000-0000', address: 'Gatan 1' },
    environment: 'test',
    aiWriter: false,
    questionnaire: questionnaireFacts(QUESTION_BANK),
    reportProduct,
    payments: { provider: 'test', mode: 'test', sdkUrl: null },
    ...more,
  };
}

/**
 * Puts the site details in the document as the server embeds them in the page (useSiteInfo reads
 * them from there). Returns the function that takes them away again.
 */
export function embedSiteInfo(
  reportProduct: ReportProduct | null,
  payments: SiteInfo['payments'] = { provider: 'test', mode: 'test', sdkUrl: null },
  more: Partial<SiteInfo> = {},
): () => void {
  const info = testSiteInfo(reportProduct, { payments, ...more });
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'site-info';
  el.textContent = JSON.stringify(info);
  document.head.append(el);
  return () => el.remove();
}

/** "AI" as a word, also where the texts of neighbouring elements run together in textContent ("…AIEtt…"). */
export const AI_WORD = /(?<![A-ZÅÄÖ])AI(?![A-ZÅÄÖ])/;
