/** Every Swedish message the assessment module answers with. */
export const ASSESSMENT_MESSAGES = {
  progressSaved: 'Sparat',
  progressDeleted: 'Borttaget',
  notFound: 'Vi hittade inte den bedömningen bland dina.',
  tooFewAnswers: 'Du har hoppat över för många frågor för att en rapport ska bli rättvisande. Svara på frågorna igen, så kan du hämta rapporten.',
  badConsentDate: 'Samtyckets tidpunkt är ogiltig. Ladda om sidan och samtyck igen.',
  badTime: 'Tidpunkten för svaren är ogiltig. Kontrollera datum och tid på din enhet.',
} as const;
