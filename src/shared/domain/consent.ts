/**
 * The health-data consent (GDPR art. 9.2 a; CLINICAL.md §8). The version is stored with every
 * assessment; change it whenever the text changes.
 */
export const CONSENT_VERSION = '2026-11-22';

export function consentText(controller: string): string {
  return (
    `Jag samtycker till att ${controller} behandlar mina hälsouppgifter om ryggsmärta (mina svar i bedömningen) ` +
    'för att ta fram mitt resultat och min rapport. Uppgifterna sparas så länge jag har kvar mitt konto, eller högst 730 dagar ' +
    'på den här enheten om jag inte skapar något konto. Jag kan när som helst återkalla samtycket genom att radera mina svar eller mitt konto.'
  );
}
