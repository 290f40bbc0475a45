/** Every Swedish message the assessment module answers with. */
export const ASSESSMENT_MESSAGES = {
  progressSaved: 'Sparat',
  progressDeleted: 'Borttaget',
  notFound: 'Vi hittade inte den bedömningen bland dina.',
  badClaim: 'Bedömningen kunde inte kopplas till ditt konto.',
  badConsentDate: 'Samtyckets tidpunkt är ogiltig. Ladda om sidan och samtyck igen.',
  badTime: 'Tidpunkten för svaren är ogiltig. Kontrollera datum och tid på din enhet.',
} as const;
