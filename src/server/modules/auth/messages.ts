/** Refusals of the access guards (not signed in, not allowed, not from our site) live with them in plugins/auth.ts; tests read them from here too. */
export { ACCESS_MESSAGES } from '../../plugins/auth';

/** Every Swedish message the account module answers with (texts from the spec where it gives them). */
export const AUTH_MESSAGES = {
  loggedOut: 'Du är utloggad.',
  /**
   * Every login that does not sign in answers with this: a wrong password, an unknown address and
   * the right password of a sign-up still waiting for its code (which gets a new code) alike, so
   * the answer never tells whether an address has an account. It is true in each case.
   */
  loginRefused:
    'Vi kunde inte logga in dig. Kontrollera e-postadressen och lösenordet. Har du skapat ett konto som inte är verifierat än? Då skickar vi en ny kod till din e-post när lösenordet stämmer.',
  codeSent: 'Vi har skickat en kod med 6 siffror till din e-post. Skriv in den för att aktivera kontot.',
  resent: 'Om adressen väntar på verifiering har vi skickat en ny kod.',
  /** Every code that does not work (wrong, expired, out of tries, or none for this browser or account) gets this one answer. */
  codeRefused: 'Koden gäller inte. Kontrollera att du har skrivit rätt kod, eller begär en ny.',
  resendTooSoon: 'Vänta en minut innan du begär en ny kod.',
  verifyPaused: 'För många felaktiga koder har skrivits för den här adressen i dag. Försök igen i morgon.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Dina uppgifter är sparade.',
  /** True whether the address got a code or (it has an account of its own) a notice. */
  emailCodeSent: 'Vi har skickat ett mejl till din nya e-postadress. Adressen byts när du har skrivit in koden från mejlet.',
  emailTaken: 'E-postadressen används redan av ett annat konto.',
  emailChanged: 'Din e-postadress är ändrad.',
  wrongPassword: 'Nuvarande lösenord är fel.',
  passwordNeeded: 'Skriv ditt nuvarande lösenord för att bekräfta att det är du.',
  passwordChanged: 'Ditt lösenord är ändrat. Du har loggats ut på andra enheter.',
  deleted: 'Ditt konto och dina uppgifter är raderade.',
} as const;
