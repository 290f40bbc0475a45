/**
 * Static page content is plain data so the pages share one renderer and the texts can be
 * reviewed without reading JSX. Text may contain `{token}` placeholders that are filled from the
 * site configuration at render time, and `[label](/path)` links (internal paths, `mailto:` or
 * `tel:`), nothing else.
 *
 * Tokens: {brand} {companyName} {orgNumber} {address} {supportEmail}; {company} (the name with the
 * legal form: "Ryggkollen AB (aktiebolag)", "Ryggkollen, enskild firma som drivs av Anna Berg");
 * {soleTraderOwner} (the owner, only for an enskild firma); {price} {vat} {vatRate} (the report's
 * price, the VAT in it and its rate, from the product row); {questionCount} {selfTestCount}
 * {duration} ("37 frågor", "9 enkla rörelsetester", "10–15 minuter", from the served questions).
 * A token without a value now (no report on sale, no owner to name, the questions not known)
 * leaves out each sentence that uses it: keep such a token in a sentence of its own, so the text
 * still reads well without it.
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
