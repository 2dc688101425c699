import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC_WITH_SPACES_PATTERN, contactMessageProblems, EMAIL_PATTERN, passwordProblem, TWO_WORDS_PATTERN, USERNAME_PATTERN } from './index.ts';

describe('e-mail pattern', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ana@example.com', 'first.last+tag@mail.example.co.uk', 'x_y-z@sub.domain.rs']) expect(EMAIL_PATTERN.test(email), email).toBe(true);
  });
  it('refuses addresses without one @ or a domain', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'a na@example.com', 'ana@example.c', 'ana@exa mple.com']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    }
  });
});

describe('password rules, in the change-password order', () => {
  it('names the first problem', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('abc1')).toBe('too_short');
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe('too_long');
    expect(passwordProblem('abcdefgh')).toBe('needs_letters_and_numbers');
    expect(passwordProblem('12345678')).toBe('needs_letters_and_numbers');
    expect(passwordProblem('demo1234')).toBeUndefined();
    expect(passwordProblem('Šifra2024!')).toBeUndefined();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀a1')).toBeUndefined();
  });
});

describe('other patterns', () => {
  it('alphanumeric with spaces takes letters of any script', () => {
    expect(ALPHANUMERIC_WITH_SPACES_PATTERN.test('Crvena Zvezda 1945')).toBe(true);
    expect(ALPHANUMERIC_WITH_SPACES_PATTERN.test('Đurđevdan Čačak')).toBe(true);
    expect(ALPHANUMERIC_WITH_SPACES_PATTERN.test('drop;table')).toBe(false);
  });
  it('two words need whitespace between them', () => {
    expect(TWO_WORDS_PATTERN.test('Ana Petrović')).toBe(true);
    expect(TWO_WORDS_PATTERN.test('Ana')).toBe(false);
    expect(TWO_WORDS_PATTERN.test('Ana Maria Petrović')).toBe(false);
  });
  it('usernames are 3 to 32 letters, digits, dots, underscores or hyphens', () => {
    expect(USERNAME_PATTERN.test('alice.b_c-1')).toBe(true);
    expect(USERNAME_PATTERN.test('ab')).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(33))).toBe(false);
    expect(USERNAME_PATTERN.test('al ice')).toBe(false);
  });
});

describe('contact message', () => {
  const valid = { email: 'ana@example.com', subject: 'Deposit', content: 'Where is it?' };
  it('passes a complete message', () => {
    expect(contactMessageProblems(valid)).toEqual({});
    expect(contactMessageProblems({ ...valid, username: 'demo' })).toEqual({});
  });
  it('names every problem at once', () => {
    expect(contactMessageProblems({ email: '', subject: '', content: 'ab' })).toEqual({ email: 'required', subject: 'required', content: 'too_short' });
    expect(contactMessageProblems({ email: 'nope', subject: 'x'.repeat(201), content: 'abc\u0007' })).toEqual({ email: 'invalid', subject: 'too_long', content: 'invalid' });
  });
});
