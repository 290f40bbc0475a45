/**
 * The server's general Swedish messages: errors that belong to no module (validation, sizes,
 * timeouts, limits). Each module keeps its own in its messages.ts.
 */
export const MESSAGES = {
  validation: 'Kontrollera uppgifterna och försök igen.',
  notFound: 'Det du letar efter finns inte.',
  tooLarge: 'Det du skickade är för stort.',
  badJson: 'Förfrågan kunde inte läsas (ogiltig JSON).',
  unsupportedType: 'Formatet stöds inte. Skicka JSON.',
  rateLimited: 'Du har gjort för många försök. Vänta en stund och försök igen.',
  server: 'Något gick fel hos oss. Försök igen om en stund.',
  timeout: 'Förfrågan tog för lång tid. Försök igen.',
  tooManyConnections: 'Det är för många anslutningar just nu. Försök igen om en liten stund.',
  overloaded: 'Tjänsten är hårt belastad just nu. Försök igen om en liten stund.',
  malformedRequest: 'Förfrågan kunde inte läsas. Försök igen.',
  badUrl: 'Adressen är ogiltig. Kontrollera den och försök igen.',
} as const;
