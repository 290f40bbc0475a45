import { formatDateShort } from './dates';

export type ReportFileKind = 'preview' | 'full';

/**
 * What the file is, in its name: the full report is a "ryggrapport", the free preview a
 * "förhandsvisning" (without diacritics, so every system keeps the name as it is).
 */
export const REPORT_FILE_PREFIX: Record<ReportFileKind, string> = { full: 'ryggrapport', preview: 'forhandsvisning' };

/**
 * The file name (spec: the kind of report, the e-mail's local part and the date):
 * "ryggrapport-anna.berg-2026-11-25.pdf", "forhandsvisning-anna.berg-2026-11-25.pdf".
 */
export function reportFileName(kind: ReportFileKind, email: string, date: Date): string {
  const local =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'rapport';
  return `${REPORT_FILE_PREFIX[kind]}-${local}-${formatDateShort(date)}.pdf`;
}

/** The name a download gets when the server's answer names none: "ryggrapport.pdf", "forhandsvisning.pdf". */
export function fallbackReportFileName(kind: ReportFileKind): string {
  return `${REPORT_FILE_PREFIX[kind]}.pdf`;
}

/**
 * The file name of a report an admin made (spec §7: the customer's name, 'rapport' and a
 * timestamp), in Swedish time to the second, without diacritics: "anna-berg-rapport-2026-11-27-14-05-09.pdf".
 */
export function adminReportFileName(customerName: string, date: Date): string {
  const name =
    customerName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'kund';
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${name}-rapport-${part('year')}-${part('month')}-${part('day')}-${part('hour')}-${part('minute')}-${part('second')}.pdf`;
}
