/** Every Swedish message the assessment module answers with. */
export const ASSESSMENT_MESSAGES = {
  progressSaved: 'Sparat',
  progressDeleted: 'Borttaget',
  notFound: 'Bedömningen finns inte.',
  forbidden: 'Du har inte tillgång till den här bedömningen.',
  badClaim: 'Bedömningen kunde inte kopplas till ditt konto.',
  badConsentDate: 'Samtyckets tidpunkt är ogiltig. Ladda om sidan och samtyck igen.',
  badTime: 'Tidpunkten för svaren är ogiltig. Kontrollera datum och tid på din enhet.',
} as const;
