import { formatKronorExact } from '../../../shared/domain/money';
import { escapeHtml, greeting, renderMailLayout, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

interface Buyer {
  to: string;
  name: string;
  orderNumber: number;
  assessmentId: string | null;
}

/** A payment that did not become a purchase: what happened, and the way back to buying the report. */
function stoppedPaymentMail(input: Buyer, b: MailBrand, text: { subject: string; heading: string; what: string }): MailMessage {
  const hello = greeting(input.name);
  const buyUrl = input.assessmentId ? `${b.publicUrl}/results?assessment=${encodeURIComponent(input.assessmentId)}#kop` : `${b.publicUrl}/customer`;
  const footer = `Du får det här mejlet för att du har försökt köpa en rapport hos ${b.brandName} (${b.publicUrl}). Frågor? Skriv till ${b.supportEmail}.`;
  const again = 'Vill du fortfarande ha rapporten kan du betala igen, gärna med ett annat betalsätt:';
  const plain = [hello, '', text.what, '', again, buyUrl, '', footer].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(text.what)}</p>
<p style="margin:0 0 16px">${escapeHtml(again)} <a href="${escapeHtml(buyUrl)}" style="color:#0f766e;font-weight:600">Till ditt resultat</a></p>`;
  return { to: input.to, subject: text.subject, text: plain, html: renderMailLayout({ brandName: b.brandName, heading: text.heading, bodyHtml, footer }) };
}

/** The provider's review rejected the payment: nothing was charged, and the report can be bought again. */
export function reviewRejectedMail(input: Buyer, b: MailBrand): MailMessage {
  return stoppedPaymentMail(input, b, {
    subject: `Din betalning för order ${input.orderNumber} godkändes inte`,
    heading: 'Betalningen godkändes inte',
    what: `Betaltjänsten har granskat din betalning för order ${input.orderNumber} och kunde inte godkänna den. Inga pengar har dragits och ordern är avbruten.`,
  });
}

/** A payment whose outcome Klarna did not tell at first: Klarna has now refused it, nothing was taken. */
export function unknownPaymentRefusedMail(input: Buyer, b: MailBrand): MailMessage {
  return stoppedPaymentMail(input, b, {
    subject: `Din betalning för order ${input.orderNumber} gick inte igenom`,
    heading: 'Betalningen gick inte igenom',
    what: `Klarna har nu svarat om din betalning för order ${input.orderNumber}: den gick inte igenom. Inga pengar har dragits och inget kvitto har gjorts.`,
  });
}

/**
 * The amount the provider took was not the order's (its price changed while it was being paid): no
 * receipt was made and the payment is given back.
 */
export function paymentReturnedMail(input: Buyer & { refundedOre: number }, b: MailBrand): MailMessage {
  const returned =
    input.refundedOre > 0
      ? `Vi har betalat tillbaka ${formatKronorExact(input.refundedOre)} via betaltjänsten. Det kan ta några bankdagar innan pengarna syns hos dig.`
      : 'Betalningen är avbruten hos betaltjänsten och inga pengar har dragits.';
  return stoppedPaymentMail(input, b, {
    subject: `Din betalning för order ${input.orderNumber} är stoppad`,
    heading: 'Betalningen är stoppad',
    what: `Priset för order ${input.orderNumber} ändrades medan du betalade, så beloppet stämde inte med ordern. Vi har därför stoppat köpet och gör inget kvitto. ${returned}`,
  });
}
