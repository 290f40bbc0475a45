import { formatDateLong } from '../../../shared/domain/dates';
import { formatKronorExact } from '../../../shared/domain/money';
import { formatVatRate } from '../../../shared/domain/pricing';
import type { creditNotes } from '../../db/schema';
import { escapeHtml, greeting, renderMailLayout, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { documentHtml, documentText, PROVIDER_NAMES, sellerLine, type Seller } from './receipt';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * A credit note (kreditnota): its own document with its own gapless number, dated the day of the
 * refund, naming the receipt (number and date) it cancels, with the sale's amounts negated: the
 * price without VAT, the VAT at its rate and the total, in öre (decision 0038). Laid out as the
 * receipt is (receipt.ts).
 */
export function creditNoteRows(note: CreditNoteRow, seller: Seller): [string, string][] {
  const rows: [string, string][] = [
    ['Kreditnotanummer', String(note.creditNoteNumber)],
    ['Datum', formatDateLong(note.createdAt)],
    ['Avser kvitto', `nr ${note.receiptNumber} av den ${formatDateLong(note.receiptDate)}`],
    ['Ordernummer', String(note.orderNumber)],
    ['Säljare', sellerLine(seller)],
    ['Vara', `${note.productName}, 1 st (digital PDF-rapport)`],
  ];
  if (note.discountOre > 0) rows.push([`Rabatt på kvittot${note.discountCode ? ` (${note.discountCode})` : ''}`, formatKronorExact(note.discountOre)]);
  rows.push(
    ['Krediterat exkl. moms', formatKronorExact(note.totalOre - note.vatOre)],
    [`Moms ${formatVatRate(note.vatRateBp)}`, formatKronorExact(note.vatOre)],
    ['Totalt krediterat', formatKronorExact(note.totalOre)],
    ['Återbetalas via', note.totalOre === 0 ? 'Ingen återbetalning (inget betalades)' : PROVIDER_NAMES[note.provider]],
  );
  return rows;
}

const NOTE = 'Kreditnotan ersätter kvittot ovan i sin helhet. Rapporten finns kvar under Mina rapporter.';

export function creditNoteText(note: CreditNoteRow, seller: Seller): string {
  return documentText('Kreditnota', creditNoteRows(note, seller), NOTE);
}

export function creditNoteHtml(note: CreditNoteRow, seller: Seller): string {
  return documentHtml('Kreditnota', creditNoteRows(note, seller), NOTE);
}

/** The mail that tells the customer the order is refunded, with the credit note in it. */
export function creditNoteMail(input: { to: string; name: string; note: CreditNoteRow; seller: Seller }, b: MailBrand): MailMessage {
  const { note } = input;
  const hello = greeting(input.name);
  const amount = formatKronorExact(-note.totalOre);
  const what =
    note.totalOre === 0
      ? `Vi har krediterat order ${note.orderNumber}. Inget betalades för den, så inget betalas tillbaka.`
      : `Vi har betalat tillbaka ${amount} för order ${note.orderNumber} via betaltjänsten. Det kan ta några bankdagar innan pengarna syns hos dig.`;
  const footer = `Du får det här mejlet för att du har köpt en rapport hos ${b.brandName} (${b.publicUrl}). Frågor? Skriv till ${b.supportEmail} och ange ordernummer ${note.orderNumber}.`;
  const text = [hello, '', what, '', creditNoteText(note, input.seller), '', footer].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>${creditNoteHtml(note, input.seller)}`;
  return {
    to: input.to,
    subject: `Kreditnota ${note.creditNoteNumber} för order ${note.orderNumber}`,
    text,
    html: renderMailLayout({ brandName: b.brandName, heading: 'Din order är återbetald', bodyHtml, footer }),
  };
}
