/**
 * Static page content is plain data so the pages share one renderer and the texts can be
 * reviewed without reading JSX. Text may contain `{token}` placeholders that are filled from the
 * site configuration at render time, and `[label](/path)` links (internal paths, `mailto:` or
 * `tel:`), nothing else.
 *
 * Tokens: {brand} {companyName} {ownerName} {orgNumber} {address} {supportEmail} {price} {vat} {vatRate}
 * (the report's price, the VAT in it and its rate, from the product row). When the report is not
 * on sale the price tokens have no value and each sentence that uses one is left out: keep a
 * price in a sentence of its own, so the text still reads well without it.
 */
export type ContentBlock =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'steps'; items: { title: string; text: string }[] }
  | { type: 'callout'; tone: 'info' | 'warning' | 'danger'; title?: string; text: string };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

export interface StaticPageContent {
  /** The page's h1 and document title. */
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  /** ISO date the text was last revised, shown as "Senast uppdaterad". Omit for pages that are not terms. */
  updated?: string;
  sections: ContentSection[];
}

export interface FaqItem {
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}
