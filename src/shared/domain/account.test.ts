import { describe, expect, it } from 'vitest';
import { capitaliseName, formatCountdown, fullName, sanitiseCodeInput } from './account';

describe('capitaliseName', () => {
  it('trims and collapses spaces', () => {
    expect(capitaliseName('  åsa   maria ')).toBe('Åsa Maria');
    expect(capitaliseName('   ')).toBe('');
  });
  it('raises lower-case initials and lowers nothing else in a mixed-case name', () => {
    expect(capitaliseName('McDonald')).toBe('McDonald');
    expect(capitaliseName('DiCaprio')).toBe('DiCaprio');
    expect(capitaliseName('mcDonald')).toBe('McDonald');
    expect(capitaliseName('åSA')).toBe('ÅSA');
  });
  it('normalises an all-lower-case or all-upper-case name to title case', () => {
    expect(capitaliseName('ANNA')).toBe('Anna');
    expect(capitaliseName('ÖBERG')).toBe('Öberg');
    expect(capitaliseName('anna')).toBe('Anna');
    expect(capitaliseName('ANNA-KARIN')).toBe('Anna-Karin');
  });
  it('starts a new capital after a hyphen or an apostrophe', () => {
    expect(capitaliseName('anna-karin')).toBe('Anna-Karin');
    expect(capitaliseName("o'brien")).toBe("O'Brien");
    expect(capitaliseName('d’artagnan')).toBe('D’Artagnan');
    expect(capitaliseName("O'brien")).toBe("O'Brien");
  });
  it('keeps particles lower-case when they do not open the name', () => {
    expect(capitaliseName('von essen', { startsName: false })).toBe('von Essen');
    expect(capitaliseName('VON ESSEN', { startsName: false })).toBe('von Essen');
    expect(capitaliseName('ida af klint')).toBe('Ida af Klint');
    for (const particle of ['von', 'af', 'de', 'van', 'der', 'la', 'du']) {
      expect(capitaliseName(`karl ${particle} berg`)).toBe(`Karl ${particle} Berg`);
    }
    expect(capitaliseName('van der berg', { startsName: false })).toBe('van der Berg');
    expect(capitaliseName('de la cruz')).toBe('De la Cruz');
  });
  it('leaves a particle typed with a capital as typed in a mixed-case name', () => {
    expect(capitaliseName('Ludwig Van Beethoven')).toBe('Ludwig Van Beethoven');
  });
});

describe('fullName', () => {
  it('joins the capitalised names; a last name never opens the name', () => {
    expect(fullName('  anna ', 'BERG')).toBe('Anna Berg');
    expect(fullName('carl', 'von essen')).toBe('Carl von Essen');
    expect(fullName('anna-karin', "o'brien")).toBe("Anna-Karin O'Brien");
    expect(fullName('Ronald', 'McDonald')).toBe('Ronald McDonald');
    expect(fullName('', 'von essen')).toBe('Von Essen');
  });
});

describe('sanitiseCodeInput', () => {
  it('keeps digits only and caps at six', () => {
    expect(sanitiseCodeInput('12a 34-5678')).toBe('123456');
    expect(sanitiseCodeInput('abc')).toBe('');
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
