/** The admin order actions' Swedish texts (answers and toasts). */
export const ORDER_ADMIN_MESSAGES = {
  notFound: 'Ordern finns inte.',
  alreadyRefunded: 'Ordern är redan återbetald.',
  refundInProgress: 'Ordern återbetalas redan just nu. Ladda om sidan om en stund.',
  cancelInProgress: 'Ordern avbryts redan just nu. Ladda om sidan om en stund.',
  refundNotPaid: 'Bara en betald order kan återbetalas.',
  otherProvider: 'Ordern betalades via en annan betaltjänst än den som är inställd nu och kan inte återbetalas här.',
  noProviderOrder: 'Betaltjänsten har ingen order för den här betalningen, så den kan inte återbetalas här. Återbetala den hos betaltjänsten.',
  refundFailed: 'Betaltjänsten kunde inte återbetala ordern just nu. Inget är ändrat. Försök igen om en stund.',
  cancelFailed: 'Betaltjänsten kunde inte släppa betalningen just nu. Inget är ändrat. Försök igen om en stund.',
  cancelPaid: 'Ordern är betald och kan inte avbrytas. Återbetala den i stället.',
  alreadyCancelled: 'Ordern är redan avbruten.',
  paidWhileCancelling: 'Betaltjänsten godkände betalningen medan ordern avbröts. Kontrollera ordern hos betaltjänsten innan du gör något mer.',
  paymentRunning: 'En betalning av ordern pågår just nu. Försök igen om en stund.',
  paymentOutcomeUnknown:
    'Vi väntar fortfarande på Klarnas svar om betalningen av ordern (den kan redan vara dragen). Ordern kan inte avbrytas förrän svaret har kommit.',
  retryNotPaid: 'Ordern är inte betald, så det finns ingen rapport att skapa.',
  retryNoAssessment: 'Bedömningen finns inte längre (kontot är raderat), så rapporten kan inte skapas.',
  reportReady: 'Rapporten finns redan.',
  reportPending: 'Rapporten håller redan på att skapas.',
  retried: (orderNumber: number) => `Rapporten för order ${orderNumber} skapas igen.`,
  cancelled: (orderNumber: number) => `Order ${orderNumber} är avbruten.`,
  refunded: (orderNumber: number, amount: string, creditNoteNumber: number) =>
    `Order ${orderNumber} är återbetald (${amount}). Kreditnota ${creditNoteNumber} är skickad till kunden.`,
  refundedNoMail: (orderNumber: number, amount: string, creditNoteNumber: number) =>
    `Order ${orderNumber} är återbetald (${amount}). Kreditnota ${creditNoteNumber} är gjord; kontot finns inte längre, så den mejlades inte.`,
} as const;
