import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthProblem, isSignupCountry, signupProblems, type SignupInput } from './signup-rules.ts';

const valid: SignupInput = {
  username: 'mila_p',
  email: 'mila@example.com',
  password: 'secret123',
  repeatPassword: 'secret123',
  firstName: 'Mila',
  lastName: 'Petrović',
  dateOfBirth: '1990-05-17',
  country: 'RS',
  acceptTerms: true,
  acceptResponsibleGaming: true,
};

describe('sign-up rules', () => {
  it('accepts a complete form', () => {
    expect(signupProblems(valid, '2026-11-25')).toEqual({});
  });
  it('counts age in whole years by the given day: 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(signupProblems({ ...valid, dateOfBirth: '2008-11-26' }, '2026-11-25').dateOfBirth).toBe('underage');
    expect(signupProblems({ ...valid, dateOfBirth: '2008-11-25' }, '2026-11-25').dateOfBirth).toBeUndefined();
  });
  it('treats a 29 February birthday as passed on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('refuses impossible dates', () => {
    expect(signupProblems({ ...valid, dateOfBirth: '1990-02-30' }, '2026-11-25').dateOfBirth).toBe('invalid');
    expect(signupProblems({ ...valid, dateOfBirth: '17.05.1990' }, '2026-11-25').dateOfBirth).toBe('invalid');
  });
  it('uses the change-password rules for the password, in their order', () => {
    expect(signupProblems({ ...valid, password: 'abc1', repeatPassword: 'x' }, '2026-11-25').password).toBe('too_short');
    expect(signupProblems({ ...valid, password: 'abcdefgh1', repeatPassword: 'abcdefgh2' }, '2026-11-25').password).toBe('mismatch');
    expect(signupProblems({ ...valid, password: 'abcdefghi', repeatPassword: 'abcdefghi' }, '2026-11-25').password).toBe('needs_letters_and_numbers');
  });
  it('needs both acceptances, a known country and real names', () => {
    const p = signupProblems({ ...valid, acceptTerms: false, acceptResponsibleGaming: false, country: 'XX', firstName: '1234', lastName: '' }, '2026-11-25');
    expect(p).toEqual({ acceptTerms: 'required', acceptResponsibleGaming: 'required', country: 'invalid', firstName: 'invalid', lastName: 'required' });
  });
  it('judges a date of birth given later by the same rule, and knows the sign-up countries', () => {
    expect(dateOfBirthProblem('2008-11-25', '2026-11-25')).toBeNull();
    expect(dateOfBirthProblem('2008-11-26', '2026-11-25')).toBe('underage');
    expect(dateOfBirthProblem('1990-02-30', '2026-11-25')).toBe('invalid');
    expect(dateOfBirthProblem('', '2026-11-25')).toBe('required');
    expect(isSignupCountry('RS')).toBe(true);
    expect(isSignupCountry('Serbia')).toBe(false);
  });
});
