/**
 * The template placeholders of the spec (admin-and-commerce §3), written {{name}} in a template.
 * `diagnos` is a resemblance ("Dina svar liknar mest …"), never a diagnosis; `ryggScore` is
 * CLINICAL.md §3's back score.
 */
export const PLACEHOLDERS = [
  'namn',
  // The first name, for a greeting (issue 17: "Hej Lena!"); beyond the spec's list.
  'fornamn',
  'email',
  'datum',
  'kategori1',
  'kategori2',
  'kategori3',
  'kategori4',
  'slutanalys',
  'ryggScore',
  'diagnos',
  'personaliserBrev',
  'rekommendationer',
  'prognos',
] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

const FOUND = /\{\{\s*([A-Za-z0-9_åäöÅÄÖ]+)\s*\}\}/g;
const KNOWN = new Set<string>(PLACEHOLDERS);

export function isPlaceholder(name: string): name is PlaceholderName {
  return KNOWN.has(name);
}

/** Every placeholder named in `text`, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(FOUND)].map((m) => m[1]!))];
}

/** The placeholders in `text` that no report fills (reported on import). */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !isPlaceholder(name));
}

/**
 * Fills every placeholder in one pass, so a value that itself contains "{{…}}" is never filled
 * again. An unknown placeholder becomes empty (the import has said so already).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(FOUND, (_match, name: string) => (isPlaceholder(name) ? values[name] : ''));
}
