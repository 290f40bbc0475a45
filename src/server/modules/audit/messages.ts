/** A name in a summary: quoted, and cut short (by code point: never half an emoji) so a long one does not fill the log's line. */
function quoted(name: string): string {
  const points = Array.from(name);
  const short = points.length > 80 ? `${points.slice(0, 79).join('')}…` : name;
  return `"${short}"`;
}

/** The audit log's one-line summaries (Swedish: the admin page shows them as they are). */
export const AUDIT_SUMMARIES = {
  questionUpdated: (text: string) => `Ändrade frågan ${quoted(text)}`,
  templateCreated: (name: string) => `Skapade mallen ${quoted(name)}`,
  templateUploaded: (name: string) => `Laddade upp mallen ${quoted(name)} (.docx)`,
  templateUpdated: (name: string) => `Ändrade mallen ${quoted(name)}`,
  templateDeleted: (name: string) => `Tog bort mallen ${quoted(name)}`,
  templatePrimary: (name: string) => `Gjorde mallen ${quoted(name)} till huvudmall`,
  imageUploaded: (name: string) => `Laddade upp bilden ${quoted(name)}`,
  discountCreated: (code: string) => `Skapade rabattkoden ${code}`,
  discountActivated: (code: string) => `Aktiverade rabattkoden ${code}`,
  discountDeactivated: (code: string) => `Inaktiverade rabattkoden ${code}`,
  productCreated: (name: string) => `Skapade produkten ${quoted(name)}`,
  productUpdated: (name: string) => `Ändrade produkten ${quoted(name)}`,
  reportMade: (customer: string, engineVersion: string) => `Gjorde en rapport åt ${quoted(customer)} (motorversion ${engineVersion})`,
  assessmentReanalysed: (from: string, to: string) => `Analyserade en bedömning igen (motorversion ${from} → ${to})`,
  mockAnswers: (count: number) => `Lade ${count} testsvar på en egen testbedömning (utvecklarverktyg)`,
  testReport: (paid: boolean) => `Skapade en fullständig rapport av en egen testbedömning${paid ? '' : ' utan betalning'} (utvecklarverktyg)`,
  orderReportRetried: (orderNumber: number) => `Skapade rapporten för order ${orderNumber} igen`,
  orderCancelled: (orderNumber: number) => `Avbröt order ${orderNumber}`,
  orderRefunded: (orderNumber: number, creditNoteNumber: number, amount: string) =>
    `Återbetalade order ${orderNumber} (${amount}), kreditnota ${creditNoteNumber}`,
} as const;
