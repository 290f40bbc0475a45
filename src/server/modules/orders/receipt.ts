import { formatDateLong } from '../../../shared/domain/dates';
import { formatKronorExact } from '../../../shared/domain/money';
import { formatVatRate } from '../../../shared/domain/pricing';
import { escapeHtml } from '../../mail/layout';
import type { OrderRow } from './repository';

export interface Seller {
  name: string;
  ownerName: string;
  orgNumber: string;
  address: string;
}

export const PROVIDER_NAMES: Record<OrderRow['provider'], string> = { klarna: 'Klarna', test: 'Testbetalning (inga pengar dras)' };

/** The seller as the receipt and the credit note name them. */
export function sellerLine(seller: Seller): string {
  return `${seller.name}${seller.ownerName && seller.ownerName !== seller.name ? ` (${seller.ownerName})` : ''}, org.nr ${seller.orgNumber}, ${seller.address}`;
}

/**
 * A simplified invoice (förenklad faktura, up to 4 000 kr incl. VAT: PAYMENTS.md): its sequential
 * number and date, the seller, what was sold, the price without VAT, the VAT rate and amount, the
 * total and any discount, and the buyer's consent that ended the withdrawal right. As label–value
 * rows, for the mail's text and HTML alike.
 */
export function receiptRows(order: OrderRow, seller: Seller): [string, string][] {
  const paidAt = order.paidAt ?? order.createdAt;
  // Two numbers, each named: the order's (the one the customer quotes) and the receipt's own gapless one, for the books.
  // A paid order always has its receipt number; never print the order's in its place.
  const rows: [string, string][] = [
    ...(order.receiptNumber === null ? [] : [['Kvittonummer', String(order.receiptNumber)] as [string, string]]),
    ['Datum', formatDateLong(paidAt)],
    ['Ordernummer', String(order.orderNumber)],
    ['Säljare', sellerLine(seller)],
    ['Vara', `${order.productName}, 1 st (digital PDF-rapport)`],
    ['Pris', formatKronorExact(order.listPriceOre)],
  ];
  if (order.discountOre > 0) rows.push([`Rabatt${order.discountCode ? ` (${order.discountCode})` : ''}`, `−${formatKronorExact(order.discountOre)}`]);
  rows.push(
    ['Pris exkl. moms', formatKronorExact(order.totalOre - order.vatOre)],
    [`Moms ${formatVatRate(order.vatRateBp)}`, formatKronorExact(order.vatOre)],
    ['Totalt betalt', formatKronorExact(order.totalOre)],
    ['Betalsätt', order.totalOre === 0 ? 'Ingen betalning (rabattkod)' : PROVIDER_NAMES[order.provider]],
  );
  return rows;
}

/** The confirmation, on a durable medium, that the withdrawal right ended with the delivery (distansavtalslagen 2005:59 ch. 2). */
export function withdrawalConfirmation(order: OrderRow): string {
  const when = order.withdrawalConsentAt ? ` den ${formatDateLong(order.withdrawalConsentAt)}` : '';
  return `Du samtyckte${when} till att leveransen av rapporten börjar direkt och bekräftade att du därmed inte har någon ångerrätt för den. Rapporten är levererad med det här mejlet.`;
}

/** A bookkeeping document's label–value rows as plain text, under its title (the receipt, the credit note). */
export function documentText(title: string, rows: [string, string][], note: string): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return [title.toUpperCase(), ...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), '', note].join('\n');
}

/** The same as HTML for a mail: a heading, a table of the rows and the note. */
export function documentHtml(title: string, rows: [string, string][], note: string): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#4b5652;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-variant-numeric:tabular-nums">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(title)}</h2>
<table role="presentation" style="border-collapse:collapse;font-size:14px;margin:0 0 12px">${cells}</table>
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(note)}</p>`;
}

export function receiptText(order: OrderRow, seller: Seller): string {
  return documentText('Kvitto', receiptRows(order, seller), withdrawalConfirmation(order));
}

export function receiptHtml(order: OrderRow, seller: Seller): string {
  return documentHtml('Kvitto', receiptRows(order, seller), withdrawalConfirmation(order));
}
