import type { ReportProduct, SiteInfo } from '../../shared/contracts/site';

/** A report product as the shop's row would have it, for component tests. */
export const TEST_PRODUCT: ReportProduct = {
  slug: 'ryggrapport',
  name: 'Personlig ryggrapport',
  priceOre: 25_000,
  compareAtPriceOre: null,
  vatRateBp: 2500,
};

/**
 * Puts the site details in the document as the server embeds them in the page (useSiteInfo reads
 * them from there). Returns the function that takes them away again.
 */
export function embedSiteInfo(
  reportProduct: ReportProduct | null,
  payments: SiteInfo['payments'] = { provider: 'test', mode: 'test', sdkUrl: null },
): () => void {
  const info: SiteInfo = {
    brandName: 'Ryggkollen',
    supportEmail: 'hej@ryggkollen.se',
    company: { name: 'Ryggkollen AB', ownerName: 'A', orgNumber: '556000-0000', address: 'Gatan 1' },
    environment: 'test',
    reportProduct,
    payments,
  };
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'site-info';
  el.textContent = JSON.stringify(info);
  document.head.append(el);
  return () => el.remove();
}
