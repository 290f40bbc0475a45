import { describe, expect, it } from 'vitest';
import {
  COMPANY_FORMS,
  companyFormFromName,
  companyFormFromOrgNumber,
  describeCompany,
  isLegalPersonNumber,
  parseCompanyForm,
  registeredInSweden,
  type CompanyForm,
} from './company';

describe('company form', () => {
  it('reads COMPANY_FORM as people write it', () => {
    expect(parseCompanyForm('Aktiebolag')).toBe('aktiebolag');
    expect(parseCompanyForm('AB')).toBe('aktiebolag');
    expect(parseCompanyForm(' enskild firma ')).toBe('enskild-firma');
    expect(parseCompanyForm('Enskild-firma')).toBe('enskild-firma');
    expect(parseCompanyForm('EF')).toBe('enskild-firma');
    expect(parseCompanyForm('Handelsbolag')).toBe('handelsbolag');
    expect(parseCompanyForm('HB')).toBe('handelsbolag');
    expect(parseCompanyForm('kommanditbolag')).toBe('kommanditbolag');
    expect(parseCompanyForm('Ekonomisk förening')).toBe('ekonomisk-forening');
    expect(parseCompanyForm('bolag')).toBeNull();
    expect(parseCompanyForm('')).toBeNull();
  });

  it('derives the form from the name where the name says it', () => {
    expect(companyFormFromName('Ryggkollen AB')).toBe('aktiebolag');
    expect(companyFormFromName('Ryggkollen AB (publ)')).toBe('aktiebolag');
    expect(companyFormFromName('Aktiebolaget Ryggkollen')).toBe('aktiebolag');
    expect(companyFormFromName('Ryggkollen Aktiebolag')).toBe('aktiebolag');
    expect(companyFormFromName('Berg & Son HB')).toBe('handelsbolag');
    expect(companyFormFromName('Berg Kommanditbolag')).toBe('kommanditbolag');
    expect(companyFormFromName('Ryggföreningen ekonomisk förening')).toBe('ekonomisk-forening');
    expect(companyFormFromName('Ryggkollen')).toBeNull();
    // Letters "ab" inside a word are not the suffix.
    expect(companyFormFromName('Labbet Rygg')).toBeNull();
  });

  it("knows a legal person's number (third digit 2 or more) and that 5 is an aktiebolag", () => {
    expect(isLegalPersonNumber('556016-0680')).toBe(true);
    expect(companyFormFromOrgNumber('556016-0680')).toBe('aktiebolag');
    // A sole trader's personnummer: the month starts with 0 or 1.
    expect(isLegalPersonNumber('850709-9805')).toBe(false);
    expect(companyFormFromOrgNumber('850709-9805')).toBeNull();
    // A handelsbolag's number is a legal person's, but 9 is shared with kommanditbolag: not derived.
    expect(isLegalPersonNumber('969612-3456')).toBe(true);
    expect(companyFormFromOrgNumber('969612-3456')).toBeNull();
  });

  it('describes a sole trader with the owner and an aktiebolag with its form, never "drivs av"', () => {
    expect(describeCompany({ name: 'Ryggkollen', form: 'enskild-firma', ownerName: 'Anna Berg' })).toBe('Ryggkollen, enskild firma som drivs av Anna Berg');
    expect(describeCompany({ name: 'Ryggkollen AB', form: 'aktiebolag', ownerName: 'Anna Berg' })).toBe('Ryggkollen AB (aktiebolag)');
    expect(describeCompany({ name: 'Ryggkollen', form: null, ownerName: 'Anna Berg' })).toBe('Ryggkollen');
  });

  it('never calls a form other than a sole trader an "enskild firma"', () => {
    for (const form of COMPANY_FORMS.filter((f): f is Exclude<CompanyForm, 'enskild-firma'> => f !== 'enskild-firma')) {
      const texts = [describeCompany({ name: 'Ryggkollen AB', form, ownerName: 'Anna Berg' }), registeredInSweden(form)].join(' ');
      expect(texts).not.toMatch(/enskild firma|drivs av/i);
    }
  });

  it('says where it is registered, in the grammar of the form', () => {
    expect(registeredInSweden('aktiebolag')).toBe('Aktiebolag registrerat i Sverige');
    expect(registeredInSweden('enskild-firma')).toBe('Enskild firma registrerad i Sverige');
    expect(registeredInSweden('ekonomisk-forening')).toBe('Ekonomisk förening registrerad i Sverige');
    expect(registeredInSweden(null)).toBeNull();
  });
});
