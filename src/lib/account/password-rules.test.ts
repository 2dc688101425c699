import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkNewPassword } from './password-rules.ts';

const check = (newPassword: string, repeatPassword = newPassword, oldPassword = 'old') => checkNewPassword({ oldPassword, newPassword, repeatPassword });

describe('change-password checks, in the spec order', () => {
  it('requires all three fields', () => {
    expect(check('', '')).toBe('required');
    expect(check('abcdefg1', 'abcdefg1', '')).toBe('required');
  });
  it('reports a short password before a mismatch', () => {
    expect(check('abc1', 'different')).toBe('too_short');
  });
  it('reports a mismatch before complexity', () => {
    expect(check('abcdefgh', 'abcdefgi')).toBe('mismatch');
  });
  it('refuses passwords without both letters and digits', () => {
    expect(check('abcdefgh')).toBe('needs_letters_and_numbers');
    expect(check('12345678')).toBe('needs_letters_and_numbers');
  });
  it('accepts any alphanumeric password of 8 or more with a letter and a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,20}$/), fc.stringMatching(/^\d{1,20}$/), (letters, digits) => {
        const pw = (letters + digits).padEnd(8, '7');
        expect(check(pw)).toBeNull();
      }),
    );
  });
});
