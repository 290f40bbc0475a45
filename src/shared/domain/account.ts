/** The spec's account rules, shared by the forms and the server. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const AGE_MIN = 18;
export const AGE_MAX = 120;
export const NAME_MAX_LENGTH = 100;
export const VERIFICATION_CODE_LENGTH = 6;
/** A code is valid for 15 minutes (the countdown starts at 15:00). */
export const VERIFICATION_CODE_TTL_SECONDS = 900;
/** Wrong guesses allowed on one code before a new one must be requested. */
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const ACCOUNT_MESSAGES = {
  ageRange: `Du måste vara mellan ${AGE_MIN} och ${AGE_MAX} år`,
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`,
  passwordTooLong: `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken`,
  passwordInvalid: 'Lösenordet innehåller tecken som inte är tillåtna.',
  codeFormat: 'Koden måste vara 6 siffror',
  invalidEmail: 'Ange en giltig e-postadress',
} as const;

/** Name particles that stay lower-case inside a name ("Carl von Essen", "Ida af Klint"). */
export const NAME_PARTICLES: readonly string[] = ['von', 'af', 'de', 'van', 'der', 'la', 'du'];

const LOCALE = 'sv-SE';
// A new capital follows a space, a hyphen or an apostrophe (Anna-Karin, O'Brien, D’Artagnan).
const PART_START = /(^|[\s'’-])(\p{L})/gu;

const isAllLower = (s: string) => s === s.toLocaleLowerCase(LOCALE) && s !== s.toLocaleUpperCase(LOCALE);
const isAllUpper = (s: string) => s === s.toLocaleUpperCase(LOCALE) && s !== s.toLocaleLowerCase(LOCALE);

/**
 * Capitalises a name the way people write Swedish names. Only lower-case initials are raised, so
 * "McDonald" and "DiCaprio" stay as typed; an input typed all in lower or all in upper case ("ANNA",
 * "anna-karin") is first lowered, so it becomes "Anna", "Anna-Karin". Spaces, hyphens and apostrophes
 * start a new capital ("O'Brien"). Particles (von, af, de, …) stay lower-case unless they open the
 * full name: pass `startsName: false` for a last name, so that "von essen" becomes "von Essen".
 */
export function capitaliseName(raw: string, { startsName = true }: { startsName?: boolean } = {}): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const base = isAllLower(trimmed) || isAllUpper(trimmed) ? trimmed.toLocaleLowerCase(LOCALE) : trimmed;
  return base
    .split(' ')
    .map((word, index) => {
      const opensName = startsName && index === 0;
      if (!opensName && NAME_PARTICLES.includes(word)) return word;
      return word.replace(PART_START, (_m, before: string, letter: string) => before + letter.toLocaleUpperCase(LOCALE));
    })
    .join(' ');
}

/** First and last name as one, each capitalised; the last name never opens the name (see capitaliseName). */
export function fullName(firstName: string, lastName: string): string {
  return [capitaliseName(firstName), capitaliseName(lastName, { startsName: !firstName.trim() })].filter(Boolean).join(' ');
}

/** Keeps digits only, at most six: what the code field accepts as the user types or pastes. */
export function sanitiseCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** "m:ss" for the verification countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
