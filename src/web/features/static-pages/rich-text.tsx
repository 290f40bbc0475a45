import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteInfo } from '../../../shared/contracts/site';
import { formatKronor } from '../../../shared/domain/money';
import { describeCompany } from '../../../shared/domain/company';
import { formatVatRate, vatIncluded } from '../../../shared/domain/pricing';
import { questionnaireWords } from '../../components/site-claims';

/** A token's text; null when it has none now (no report on sale): the sentence is left out. */
export type TokenValues = Record<string, string | null>;

export function tokenValues(site: SiteInfo): TokenValues {
  const product = site.reportProduct;
  const words = questionnaireWords(site.questionnaire);
  return {
    brand: site.brandName,
    companyName: site.company.name,
    company: describeCompany(site.company),
    // Named only for a sole trader: no other form is "run by" a person on these pages.
    soleTraderOwner: site.company.form === 'enskild-firma' && site.company.ownerName ? site.company.ownerName : null,
    orgNumber: site.company.orgNumber,
    address: site.company.address,
    supportEmail: site.supportEmail,
    price: product ? formatKronor(product.priceOre) : null,
    vat: product ? formatKronor(vatIncluded(product.priceOre, product.vatRateBp)) : null,
    vatRate: product ? formatVatRate(product.vatRateBp) : null,
    questionCount: words?.questions ?? null,
    selfTestCount: words?.selfTests ?? null,
    duration: words?.duration ?? null,
  };
}

const TOKEN = /\{(\w+)\}/g;
// A sentence ends with . ! or ? before a space; texts that name a price keep it in a sentence of its own.
const SENTENCE_BREAK = /(?<=[.!?])\s+/;

/**
 * Replaces `{token}` with its value; an unknown token is left as written so it is noticed. A
 * sentence that uses a token without a value now (the price when the report is not on sale) is
 * left out, so no made-up price is ever shown.
 */
export function fillTokens(text: string, values: TokenValues): string {
  const unavailable = (part: string) => [...part.matchAll(TOKEN)].some(([, name]) => values[name!] === null);
  const kept = unavailable(text)
    ? text
        .split(SENTENCE_BREAK)
        .filter((sentence) => !unavailable(sentence))
        .join(' ')
    : text;
  return kept.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Renders text with `[label](href)` links: internal paths as router links, mailto/tel as anchors. */
export function RichText({ text, values }: { text: string; values: TokenValues }): ReactNode {
  const filled = fillTokens(text, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label, href] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(filled.slice(last, index));
    const className = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';
    if (href?.startsWith('/')) {
      parts.push(
        <Link key={index} to={href} className={className}>
          {label}
        </Link>,
      );
    } else if (href && /^(mailto|tel):/.test(href)) {
      parts.push(
        <a key={index} href={href} className={className}>
          {label}
        </a>,
      );
    } else {
      parts.push(whole);
    }
    last = index + whole.length;
  }
  if (last < filled.length) parts.push(filled.slice(last));
  return <Fragment>{parts}</Fragment>;
}
