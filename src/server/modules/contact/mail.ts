import type { ContactRequest } from '../../../shared/contracts/contact';
import { escapeHtml, paragraphsToHtml, renderMailLayout } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** The notification support receives for a contact-form message; replying answers the sender. */
export function contactNotification(input: ContactRequest & { id: string; brandName: string; supportEmail: string }): MailMessage {
  const subject = `Kontaktformulär: ${input.subject}`.slice(0, 200);
  const text = [
    `Nytt meddelande via kontaktformuläret på ${input.brandName}.`,
    '',
    `Namn: ${input.name}`,
    `E-post: ${input.email}`,
    `Ämne: ${input.subject}`,
    '',
    input.message,
    '',
    `Svara direkt på det här mejlet för att svara avsändaren. Ärende-id: ${input.id}`,
  ].join('\n');
  const bodyHtml = `
<p style="margin:0 0 16px"><strong>Namn:</strong> ${escapeHtml(input.name)}<br>
<strong>E-post:</strong> ${escapeHtml(input.email)}<br>
<strong>Ämne:</strong> ${escapeHtml(input.subject)}</p>
<div style="border-left:3px solid #0f766e;padding-left:12px;margin:0 0 16px">${paragraphsToHtml(input.message)}</div>
<p style="margin:0">Svara direkt på det här mejlet för att svara avsändaren.</p>`;
  return {
    to: input.supportEmail,
    replyTo: input.email,
    subject,
    text,
    html: renderMailLayout({
      brandName: input.brandName,
      heading: 'Nytt meddelande från kontaktformuläret',
      bodyHtml,
      footer: `Ärende-id: ${input.id}`,
    }),
  };
}
