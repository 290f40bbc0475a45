import { CALL_112 } from '../../report/compose/care';
import { TEMPLATE_UPLOAD_MESSAGES } from '../../../shared/contracts/reports';

/** Every Swedish message of the reports and templates (texts from the spec where it gives them). */
export const REPORT_MESSAGES = {
  notFound: 'Rapporten finns inte.',
  noAssessment: 'Du har ingen bedömning än. Gör bedömningen först, så kan du hämta din översikt.',
  notPaid: 'Den fullständiga rapporten är inte betald än. Köp den på resultatsidan, så kan du ladda ner den.',
  /** Said after the emergency advice itself (emergencyRefusal). */
  emergency: 'Ingen rapport görs innan vården har bedömt dig.',
  failed: 'Fel: Kunde inte generera rapporten. Försök igen.',
  fileMissing: 'Rapportfilen kunde inte hittas. Kontakta supporten, så hjälper vi dig.',
} as const;

/**
 * The answer to a report asked for beside an emergency sign: the advice itself, what to do first
 * (the fixed texts of `safetyMessage`), then that no report is made. Ring 112 is always said.
 */
export function emergencyRefusal(message: { actions: readonly string[] }): string {
  const call = message.actions.some((a) => a.includes('112')) ? [] : [CALL_112];
  return [...message.actions, ...call, REPORT_MESSAGES.emergency].join(' ');
}

export const TEMPLATE_MESSAGES = {
  notFound: 'Mallen finns inte.',
  saveFailed: 'Kunde inte spara mallen. Kontrollera att dokumentet är publikt.',
  badDocumentId: 'Ange en länk till ett Google-dokument eller dokumentets id.',
  emptyDocument: 'Dokumentet innehåller ingen text som kan bli en mall.',
  deleted: 'Mallen är borttagen.',
  // The upload form's own (the endpoint map's schema says them; the conversion reuses notDocx).
  ...TEMPLATE_UPLOAD_MESSAGES,
  docxTooLarge: 'Word-dokumentet innehåller för mycket för att bli en mall (högst 4 MB text uppackat). Korta dokumentet och försök igen.',
  docxBusy: 'Ett annat Word-dokument läses in just nu. Försök igen om en liten stund.',
  documentTooLarge: 'Dokumentet är för stort för att bli en mall (högst 2 MB). Korta dokumentet och försök igen.',
} as const;
