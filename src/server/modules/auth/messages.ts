/** Refusals of the access guards: not signed in, not allowed, not from our site. */
export const ACCESS_MESSAGES = {
  required: 'Du behöver logga in för att göra det här.',
  forbidden: 'Du har inte behörighet att göra det här.',
  crossSite: 'Förfrågan kom inte från vår webbplats. Ladda om sidan och försök igen.',
} as const;

/** Every Swedish message the account module answers with (texts from the spec where it gives them). */
export const AUTH_MESSAGES = {
  loggedOut: 'Du är utloggad.',
  badCredentials: 'Fel e-postadress eller lösenord.',
  codeSent: 'Vi har skickat en kod med 6 siffror till din e-post. Skriv in den för att aktivera kontot.',
  resent: 'Om adressen väntar på verifiering har vi skickat en ny kod.',
  needsVerification: 'Du behöver verifiera din e-postadress först. Vi har skickat en ny kod till dig.',
  codeMissing: 'Koden gäller inte längre. Begär en ny kod.',
  codeExpired: 'Koden har gått ut. Begär en ny kod.',
  tooManyTries: 'För många felaktiga försök. Begär en ny kod.',
  resendTooSoon: 'Vänta en minut innan du begär en ny kod.',
  verifyPaused: 'För många felaktiga koder har skrivits för den här adressen i dag. Försök igen i morgon.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Dina uppgifter är sparade.',
  emailCodeSent: 'Vi har skickat en kod till din nya e-postadress. Adressen byts när du har skrivit in koden.',
  emailTaken: 'E-postadressen används redan av ett annat konto.',
  emailChanged: 'Din e-postadress är ändrad.',
  wrongPassword: 'Nuvarande lösenord är fel.',
  passwordNeeded: 'Skriv ditt nuvarande lösenord för att bekräfta att det är du.',
  passwordChanged: 'Ditt lösenord är ändrat. Du har loggats ut på andra enheter.',
  deleted: 'Ditt konto och dina uppgifter är raderade.',
} as const;
