import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteInfo } from '../../../shared/contracts/site';
import { formatKronor } from '../../../shared/domain/money';
import { REPORT_PRICE_ORE } from '../../../shared/domain/pricing';

export type TokenValues = Record<string, string>;

export function tokenValues(site: SiteInfo): TokenValues {
  return {
    brand: site.brandName,
    companyName: site.company.name,
    ownerName: site.company.ownerName,
    orgNumber: site.company.orgNumber,
    address: site.company.address,
    supportEmail: site.supportEmail,
    price: formatKronor(REPORT_PRICE_ORE),
  };
}

/** Replaces `{token}` with its value; an unknown token is left as written so it is noticed. */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
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
