/** The developer panel's Swedish messages. */
export const DEVELOPER_MESSAGES = {
  noQuestion: (n: number, count: number) => `Fråga nummer ${n} finns inte: frågebanken har ${count} frågor.`,
  noOption: (n: number, count: number) => `Fråga nummer ${n} har inget alternativ nummer ${count} (alternativen räknas från 0).`,
  hasReport: 'Bedömningen har redan en fullständig rapport eller en betald beställning: svaren ändras inte. Skapa en ny bedömning i steg 1.',
  emergency: 'Svaren har ett akut varningstecken: då görs ingen rapport, bara rådet att söka vård. Ändra svaren i steg 2.',
} as const;
