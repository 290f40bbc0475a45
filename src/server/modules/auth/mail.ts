import { escapeHtml, renderMailLayout, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

function footer(b: MailBrand) {
  return `Du får det här mejlet från ${b.brandName} (${b.publicUrl}). Frågor? Svara inte på det här mejlet, skriv till ${b.supportEmail}.`;
}

function codeBlock(code: string) {
  return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-variant-numeric:tabular-nums">${escapeHtml(code)}</p>`;
}

/** The six-digit code that verifies a new account (or an unverified one that logs in). */
export function verificationMail(to: string, code: string, minutes: number, b: MailBrand): MailMessage {
  const subject = `${code} är din kod till ${b.brandName}`;
  const text = [
    'Hej!',
    '',
    `Din verifieringskod till ${b.brandName} är:`,
    '',
    `    ${code}`,
    '',
    `Skriv in koden på sidan där du skapade kontot. Koden gäller i ${minutes} minuter.`,
    '',
    'Har du inte försökt skapa ett konto? Då kan du strunta i det här mejlet. Ingen kan använda kontot utan koden.',
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">Hej! Din verifieringskod till ${escapeHtml(b.brandName)} är:</p>
${codeBlock(code)}
<p style="margin:0 0 16px">Skriv in koden på sidan där du skapade kontot. Koden gäller i ${minutes} minuter.</p>
<p style="margin:0;color:#4b5652">Har du inte försökt skapa ett konto? Då kan du strunta i det här mejlet. Ingen kan använda kontot utan koden.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Din verifieringskod', bodyHtml, footer: footer(b) }) };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function alreadyRegisteredMail(to: string, b: MailBrand): MailMessage {
  const loginUrl = `${b.publicUrl}/login`;
  const subject = `Du har redan ett konto hos ${b.brandName}`;
  const text = [
    'Hej!',
    '',
    `Någon, troligen du, försökte just skapa ett konto hos ${b.brandName} med den här e-postadressen. Det finns redan ett konto för adressen.`,
    '',
    `Logga in här: ${loginUrl}`,
    '',
    'Var det inte du? Då behöver du inte göra något. Ditt konto är oförändrat.',
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">Någon, troligen du, försökte just skapa ett konto hos ${escapeHtml(b.brandName)} med den här e-postadressen. Det finns redan ett konto för adressen.</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(loginUrl)}" style="color:#0f766e;font-weight:600">Logga in</a></p>
<p style="margin:0;color:#4b5652">Var det inte du? Då behöver du inte göra något. Ditt konto är oförändrat.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Du har redan ett konto', bodyHtml, footer: footer(b) }) };
}

/** The code that confirms a new e-mail address for an existing account. */
export function emailChangeMail(to: string, code: string, minutes: number, b: MailBrand): MailMessage {
  const subject = `${code} är din kod för att byta e-postadress hos ${b.brandName}`;
  const text = [
    'Hej!',
    '',
    `Du har bett om att byta e-postadress för ditt konto hos ${b.brandName} till den här adressen. Bekräfta med koden:`,
    '',
    `    ${code}`,
    '',
    `Koden gäller i ${minutes} minuter. Har du inte bett om bytet kan du strunta i mejlet.`,
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">Du har bett om att byta e-postadress för ditt konto hos ${escapeHtml(b.brandName)} till den här adressen. Bekräfta med koden:</p>
${codeBlock(code)}
<p style="margin:0;color:#4b5652">Koden gäller i ${minutes} minuter. Har du inte bett om bytet kan du strunta i mejlet.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Bekräfta din nya e-postadress', bodyHtml, footer: footer(b) }) };
}

/**
 * Sent instead of a code when an account asks to move to an address that already has an account
 * of its own: the one asking is answered as for any address, and only this mailbox learns why no
 * code came.
 */
export function emailChangeTakenMail(to: string, b: MailBrand): MailMessage {
  const loginUrl = `${b.publicUrl}/login`;
  const subject = `Någon försökte byta till din e-postadress hos ${b.brandName}`;
  const text = [
    'Hej!',
    '',
    `Någon bad just om att få byta e-postadressen för ett annat konto hos ${b.brandName} till den här adressen. Adressen har redan ett eget konto, så bytet går inte att göra och ingen kod har skickats.`,
    '',
    `Var det du? Logga in med den här adressen (${loginUrl}) om du vill använda det kontot.`,
    '',
    'Var det inte du? Då behöver du inte göra något. Ditt konto är oförändrat.',
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">Någon bad just om att få byta e-postadressen för ett annat konto hos ${escapeHtml(b.brandName)} till den här adressen. Adressen har redan ett eget konto, så bytet går inte att göra och ingen kod har skickats.</p>
<p style="margin:0 0 16px">Var det du? <a href="${escapeHtml(loginUrl)}" style="color:#0f766e;font-weight:600">Logga in</a> med den här adressen om du vill använda det kontot.</p>
<p style="margin:0;color:#4b5652">Var det inte du? Då behöver du inte göra något. Ditt konto är oförändrat.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Adressen har redan ett konto', bodyHtml, footer: footer(b) }) };
}

/** Tells the old address that the account's e-mail was changed. */
export function emailChangedNoticeMail(to: string, newEmail: string, b: MailBrand): MailMessage {
  const subject = `Din e-postadress hos ${b.brandName} har ändrats`;
  const text = [
    'Hej!',
    '',
    `E-postadressen för ditt konto hos ${b.brandName} har ändrats till ${newEmail}.`,
    '',
    `Var det inte du? Kontakta oss genast på ${b.supportEmail}.`,
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">E-postadressen för ditt konto hos ${escapeHtml(b.brandName)} har ändrats till <strong>${escapeHtml(newEmail)}</strong>.</p>
<p style="margin:0">Var det inte du? Kontakta oss genast på ${escapeHtml(b.supportEmail)}.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Din e-postadress har ändrats', bodyHtml, footer: footer(b) }) };
}

/** Tells the account's address that its password was changed (and the other sessions ended). */
export function passwordChangedNoticeMail(to: string, b: MailBrand): MailMessage {
  const subject = `Ditt lösenord hos ${b.brandName} har ändrats`;
  const text = [
    'Hej!',
    '',
    `Lösenordet för ditt konto hos ${b.brandName} har just ändrats. Du har loggats ut på andra enheter.`,
    '',
    `Var det inte du? Kontakta oss genast på ${b.supportEmail}.`,
    '',
    footer(b),
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 16px">Lösenordet för ditt konto hos ${escapeHtml(b.brandName)} har just ändrats. Du har loggats ut på andra enheter.</p>
<p style="margin:0">Var det inte du? Kontakta oss genast på ${escapeHtml(b.supportEmail)}.</p>`;
  return { to, subject, text, html: renderMailLayout({ brandName: b.brandName, heading: 'Ditt lösenord har ändrats', bodyHtml, footer: footer(b) }) };
}
