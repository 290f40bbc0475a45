import { escapeHtml, greeting, renderMailLayout, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** The provider's review rejected the payment: nothing was charged, and the report can be bought again. */
export function reviewRejectedMail(input: { to: string; name: string; orderNumber: number; assessmentId: string | null }, b: MailBrand): MailMessage {
  const hello = greeting(input.name);
  const buyUrl = input.assessmentId ? `${b.publicUrl}/results?assessment=${encodeURIComponent(input.assessmentId)}#kop` : `${b.publicUrl}/customer`;
  const subject = `Din betalning för order ${input.orderNumber} godkändes inte`;
  const footer = `Du får det här mejlet för att du har försökt köpa en rapport hos ${b.brandName} (${b.publicUrl}). Frågor? Skriv till ${b.supportEmail}.`;
  const lines = [
    `Betaltjänsten har granskat din betalning för order ${input.orderNumber} och kunde inte godkänna den. Inga pengar har dragits och ordern är avbruten.`,
    'Vill du fortfarande ha rapporten kan du betala igen, gärna med ett annat betalsätt:',
  ];
  const text = [hello, '', lines[0], '', lines[1], buyUrl, '', footer].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(lines[0]!)}</p>
<p style="margin:0 0 16px">${escapeHtml(lines[1]!)} <a href="${escapeHtml(buyUrl)}" style="color:#0f766e;font-weight:600">Till ditt resultat</a></p>`;
  return { to: input.to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Betalningen godkändes inte', bodyHtml, footer }) };
}
