import { escapeHtml, greeting, renderMailLayout, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/**
 * What to read first, the same for everyone: the mail says nothing of the person's health, and so
 * never "start with step 1" to someone whose report says to wait for care (CLINICAL.md §1).
 */
export const READ_FIRST = 'Läs rapporten från början. Står det där att du ska söka vård, gör det först. Börja sedan med planen i den takt som rapporten säger.';

/**
 * The full report, attached, with where it is kept. Nothing about the person's health in the
 * mail itself: the pattern, the advice and the answers are in the PDF only.
 */
export function reportMail(
  input: { to: string; name: string; orderNumber: number | null; fileName: string; pdf: Buffer; receipt?: { text: string; html: string } | null },
  b: MailBrand,
): MailMessage {
  const hello = greeting(input.name);
  // The order number is the one number the customer is given (the receipt below adds its own, for the books).
  const which = input.orderNumber === null ? '' : ` (ordernummer ${input.orderNumber})`;
  const accountUrl = `${b.publicUrl}/customer`;
  const subject = `Din ryggrapport från ${b.brandName} är klar`;
  const footer = `Du får det här mejlet för att du har köpt en rapport hos ${b.brandName} (${b.publicUrl}). Frågor? Skriv till ${b.supportEmail}${input.orderNumber === null ? '' : ` och ange ordernummer ${input.orderNumber}`}.`;
  const text = [
    hello,
    '',
    `Här kommer din personliga ryggrapport${which}. Du hittar den som en PDF-fil i det här mejlet, och den finns alltid kvar under Mina rapporter: ${accountUrl}`,
    '',
    READ_FIRST,
    '',
    'Rapporten är en självskattning, inte en diagnos eller medicinsk rådgivning.',
    '',
    ...(input.receipt ? [input.receipt.text, ''] : []),
    footer,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">Här kommer din personliga ryggrapport${escapeHtml(which)}. Du hittar den som en PDF-fil i det här mejlet, och den finns alltid kvar under <a href="${escapeHtml(accountUrl)}" style="color:#0f766e;font-weight:600">Mina rapporter</a>.</p>
<p style="margin:0 0 16px">${escapeHtml(READ_FIRST)}</p>
<p style="margin:0;color:#4b5652">Rapporten är en självskattning, inte en diagnos eller medicinsk rådgivning.</p>${input.receipt?.html ?? ''}`;
  return {
    to: input.to,
    subject,
    text,
    html: renderMailLayout({ brandName: b.brandName, heading: 'Din rapport är klar', bodyHtml, footer }),
    attachments: [{ filename: input.fileName, content: input.pdf, contentType: 'application/pdf' }],
  };
}
