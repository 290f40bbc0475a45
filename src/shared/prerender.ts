import type { Product, ProductCategory } from './contracts/products';
import type { SiteInfo } from './contracts/site';

/** What the server renders a public page with (decision 0046): the site details, and the shop's for its pages. */
export interface PrerenderData {
  site: SiteInfo;
  shop?: { products: Product[]; categories: ProductCategory[] };
}

/** A rendered page: the markup of #root, and the query data the app starts with (embedded in the page). */
export interface Prerendered {
  markup: string;
  queries: [readonly unknown[], unknown][];
}

/** The server's renderer: the build's SSR bundle of src/web/prerender.tsx. */
export interface PageRenderer {
  renderPage(urlPath: string, data: PrerenderData): Promise<Prerendered>;
}
