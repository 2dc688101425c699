import { describe, expect, it } from 'vitest';
import en from '../../i18n/islands.en.json' with { type: 'json' };
import { CONTACT_CONTENT_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from '../../lib/validation/index.ts';
import { translate } from '../translate.ts';
import { contactErrors } from './errors.ts';

const valid = { email: 'ana@example.com', subject: 'Deposit', content: 'Where is my deposit?' };

describe('contact form errors', () => {
  it('has none for a valid message, with or without a username', () => {
    expect(contactErrors(valid)).toEqual({});
    expect(contactErrors({ ...valid, username: 'ana' })).toEqual({});
  });

  it('requires e-mail, subject and message', () => {
    const errors = contactErrors({ email: ' ', subject: '', content: '' });
    expect(errors.email?.key).toBe('contact.error.email.required');
    expect(errors.subject?.key).toBe('contact.error.subject.required');
    expect(errors.content?.key).toBe('contact.error.content.required');
  });

  it('refuses a malformed e-mail and a message under 3 characters', () => {
    const errors = contactErrors({ ...valid, email: 'ana@', content: 'hi' });
    expect(errors.email?.key).toBe('contact.error.email.invalid');
    expect(translate(en, errors.content!.key, errors.content!.params)).toBe('The message must have at least 3 characters.');
  });

  it('has an English text for every problem the rules can report', () => {
    const inputs = [
      { username: 'a b', email: 'x'.repeat(300) + '@example.com', subject: 'x'.repeat(CONTACT_SUBJECT_MAX_LENGTH + 1), content: 'x'.repeat(CONTACT_CONTENT_MAX_LENGTH + 1) },
      { email: 'nope', subject: 'a\u0007b', content: 'ab\u0007cd' },
      { email: '', subject: '', content: 'ab' },
    ];
    for (const input of inputs) {
      for (const error of Object.values(contactErrors(input))) expect(Object.keys(en)).toContain(error.key);
    }
  });
});
