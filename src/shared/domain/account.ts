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
  allRequired: 'Alla fält är obligatoriska',
  ageRange: `Du måste vara mellan ${AGE_MIN} och ${AGE_MAX} år`,
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`,
  passwordTooLong: `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken`,
  codeFormat: 'Koden måste vara 6 siffror',
  invalidEmail: 'Ange en giltig e-postadress',
} as const;

/** "anna-karin VON berg" → "Anna-karin Von berg": trimmed, first letter upper, the rest lower (spec). */
export function capitaliseName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  return trimmed.charAt(0).toLocaleUpperCase('sv-SE') + trimmed.slice(1).toLocaleLowerCase('sv-SE');
}

/** Keeps digits only, at most six: what the code field accepts as the user types or pastes. */
export function sanitiseCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  age: string;
  password: string;
  confirmPassword: string;
}

/**
 * The registration form's client rules in the spec's order. Returns the first problem's
 * message, or null when the form may be sent. The age is checked here only and never sent.
 */
export function registrationFormError(form: RegistrationForm): string | null {
  const values = [form.firstName, form.lastName, form.email, form.age, form.password, form.confirmPassword];
  if (values.some((v) => v.trim() === '')) return ACCOUNT_MESSAGES.allRequired;
  const age = Number(form.age);
  if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX) return ACCOUNT_MESSAGES.ageRange;
  if (form.password !== form.confirmPassword) return ACCOUNT_MESSAGES.passwordsDiffer;
  if (form.password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  return null;
}

/** "m:ss" for the verification countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
