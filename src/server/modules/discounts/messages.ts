/** Discount codes' Swedish messages (the admin screen's spec texts are shown by the web app). */
export const DISCOUNT_MESSAGES = {
  notFound: 'Rabattkoden finns inte. Kontrollera stavningen.',
  inactive: 'Rabattkoden går inte att använda längre.',
  expired: 'Rabattkoden har gått ut.',
  exhausted: 'Rabattkoden har redan använts så många gånger som den får.',
  perUser: 'Du har redan använt den här rabattkoden så många gånger som den får.',
  gone: 'Rabattkoden kan inte längre användas. Ta bort den och betala utan rabatt, eller använd en annan kod.',
  unknownId: 'Rabattkoden finns inte.',
  notForSale: 'Rapporten går inte att köpa just nu. Försök igen senare.',
} as const;
