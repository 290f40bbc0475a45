/**
 * The health-data consent (GDPR art. 9.2 a; CLINICAL.md §8). The version is stored with every
 * assessment. When the text changes, add a version here (newest last) with the moment it was
 * first shown; a consent must name a version we have shown and be given after it was shown.
 */
export const CONSENT_VERSIONS = [{ version: '2026-11-22', shownFrom: '2026-11-22T00:00:00+01:00' }] as const;
export const CONSENT_VERSION: string = CONSENT_VERSIONS[CONSENT_VERSIONS.length - 1]!.version;

export function isShownConsentVersion(version: string): boolean {
  return CONSENT_VERSIONS.some((v) => v.version === version);
}

/** When a consent version was first shown, or undefined for a version we never showed. */
export function consentShownFrom(version: string): Date | undefined {
  const found = CONSENT_VERSIONS.find((v) => v.version === version);
  return found ? new Date(found.shownFrom) : undefined;
}

export function consentText(controller: string): string {
  return (
    `Jag samtycker till att ${controller} behandlar mina hälsouppgifter om ryggsmärta (mina svar i bedömningen) ` +
    'för att ta fram mitt resultat och min rapport. Uppgifterna sparas så länge jag har kvar mitt konto, eller högst 730 dagar ' +
    'på den här enheten om jag inte skapar något konto. Jag kan när som helst återkalla samtycket genom att radera mina svar eller mitt konto.'
  );
}
