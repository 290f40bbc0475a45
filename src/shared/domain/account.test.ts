import { describe, expect, it } from 'vitest';
import { capitaliseName, formatCountdown, registrationFormError, sanitiseCodeInput } from './account';

const valid = { firstName: 'anna', lastName: 'berg', email: 'a@b.se', age: '34', password: 'hemlig1', confirmPassword: 'hemlig1' };

describe('capitaliseName', () => {
  it('trims and capitalises the first letter, lower-casing the rest', () => {
    expect(capitaliseName('  åSA  ')).toBe('Åsa');
    expect(capitaliseName('ÖBERG')).toBe('Öberg');
    expect(capitaliseName('   ')).toBe('');
  });
});

describe('sanitiseCodeInput', () => {
  it('keeps digits only and caps at six', () => {
    expect(sanitiseCodeInput('12a 34-5678')).toBe('123456');
    expect(sanitiseCodeInput('abc')).toBe('');
  });
});

describe('registrationFormError', () => {
  it('accepts a complete, valid form', () => {
    expect(registrationFormError(valid)).toBeNull();
  });
  it('requires every field', () => {
    expect(registrationFormError({ ...valid, lastName: ' ' })).toBe('Alla fält är obligatoriska');
  });
  it('allows ages 18 to 120 only, as whole numbers', () => {
    expect(registrationFormError({ ...valid, age: '17' })).toBe('Du måste vara mellan 18 och 120 år');
    expect(registrationFormError({ ...valid, age: '121' })).toBe('Du måste vara mellan 18 och 120 år');
    expect(registrationFormError({ ...valid, age: 'tjugo' })).toBe('Du måste vara mellan 18 och 120 år');
    expect(registrationFormError({ ...valid, age: '18' })).toBeNull();
    expect(registrationFormError({ ...valid, age: '120' })).toBeNull();
  });
  it('needs matching passwords of at least six characters', () => {
    expect(registrationFormError({ ...valid, confirmPassword: 'annat1' })).toBe('Lösenorden matchar inte');
    expect(registrationFormError({ ...valid, password: 'kort', confirmPassword: 'kort' })).toBe('Lösenordet måste vara minst 6 tecken');
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
