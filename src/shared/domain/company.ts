/**
 * The company's legal form (bolagsform), as the footer, the contact page and the terms state it.
 * It comes from configuration (COMPANY_FORM) or from the company's name or organisation number,
 * never from a fixed text: an aktiebolag must never be called an "enskild firma".
 */
export const COMPANY_FORMS = ['aktiebolag', 'enskild-firma', 'handelsbolag', 'kommanditbolag', 'ekonomisk-forening'] as const;
export type CompanyForm = (typeof COMPANY_FORMS)[number];

const FORMS: Record<CompanyForm, { name: string; abbreviation: string; neuter: boolean }> = {
  aktiebolag: { name: 'aktiebolag', abbreviation: 'ab', neuter: true },
  'enskild-firma': { name: 'enskild firma', abbreviation: 'ef', neuter: false },
  handelsbolag: { name: 'handelsbolag', abbreviation: 'hb', neuter: true },
  kommanditbolag: { name: 'kommanditbolag', abbreviation: 'kb', neuter: true },
  'ekonomisk-forening': { name: 'ekonomisk förening', abbreviation: 'ek för', neuter: false },
};

/** Lower case, no diacritics, separators and dots as single spaces: "Ekonomisk-Förening" → "ekonomisk forening". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ')
    .trim();
}

/** COMPANY_FORM as written by whoever configures the site: "Aktiebolag", "AB", "enskild firma", "EF", "HB"… */
export function parseCompanyForm(input: string): CompanyForm | null {
  const folded = fold(input);
  for (const form of COMPANY_FORMS) {
    if (folded === fold(form) || folded === fold(FORMS[form].name) || folded === FORMS[form].abbreviation) return form;
  }
  return null;
}

/** The accepted COMPANY_FORM values, for the configuration error. */
export const COMPANY_FORM_NAMES = COMPANY_FORMS.map((form) => FORMS[form].name);

/**
 * The form a company's name states ("Ryggkollen AB", "Ryggkollen Aktiebolag", "Berg & Son HB"),
 * or null when the name does not say (a sole trader's name carries no suffix).
 */
export function companyFormFromName(name: string): CompanyForm | null {
  const folded = fold(name.replace(/\(publ\)/gi, ''));
  const words = folded.split(' ');
  const has = (...wanted: string[]) => wanted.some((w) => words.includes(w));
  if (has('ab', 'aktiebolag', 'aktiebolaget')) return 'aktiebolag';
  if (has('hb', 'handelsbolag', 'handelsbolaget')) return 'handelsbolag';
  if (has('kb', 'kommanditbolag', 'kommanditbolaget')) return 'kommanditbolag';
  if (folded.includes('ekonomisk forening') || folded.endsWith('ek for')) return 'ekonomisk-forening';
  return folded.endsWith('enskild firma') ? 'enskild-firma' : null;
}

/**
 * A legal person's organisation number has a third digit of 2 or more (a sole trader's is the
 * owner's personnummer, whose month starts with 0 or 1), and the first digit says the kind: 5 is
 * an aktiebolag. Only that certain case is derived; the others need COMPANY_FORM.
 */
export function isLegalPersonNumber(orgNumber: string): boolean {
  return /^\d{2}[2-9]\d{3}-?\d{4}$/.test(orgNumber);
}

export function companyFormFromOrgNumber(orgNumber: string): CompanyForm | null {
  return isLegalPersonNumber(orgNumber) && orgNumber.startsWith('5') ? 'aktiebolag' : null;
}

/** "aktiebolag", "enskild firma". */
export function companyFormName(form: CompanyForm): string {
  return FORMS[form].name;
}

export interface CompanyIdentity {
  name: string;
  form: CompanyForm | null;
  ownerName: string;
}

/**
 * Who runs the service, in one phrase: a sole trader is named with the owner ("Ryggkollen,
 * enskild firma som drivs av Anna Berg"); any other form only with its form ("Ryggkollen AB
 * (aktiebolag)"), never "drivs av" a person; an unknown form says nothing it does not know.
 */
export function describeCompany(company: CompanyIdentity): string {
  if (company.form === 'enskild-firma') {
    return company.ownerName ? `${company.name}, enskild firma som drivs av ${company.ownerName}` : `${company.name}, enskild firma`;
  }
  return company.form ? `${company.name} (${companyFormName(company.form)})` : company.name;
}

/** "Aktiebolag registrerat i Sverige", "Enskild firma registrerad i Sverige"; null when the form is not known. */
export function registeredInSweden(form: CompanyForm | null): string | null {
  if (!form) return null;
  const { name, neuter } = FORMS[form];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${neuter ? 'registrerat' : 'registrerad'} i Sverige`;
}
