// Input rules shared by the islands and the API (spec section 5), so a form and the server
// refuse exactly the same things. Pure: patterns, limits and small checks, no messages
// (the islands translate the problem codes).

/** Practical e-mail shape: one @, no spaces, a dot in the domain. The server stores what passes. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Letters (any script, so Serbian and German names pass), digits and spaces. */
export const ALPHANUMERIC_WITH_SPACES_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** Two words separated by whitespace, e.g. a first and last name. */
export const TWO_WORDS_PATTERN = /^\S+\s+\S+$/u;

export const USERNAME_MAX_LENGTH = 32;
/** Letters, digits, dot, underscore and hyphen; 3 to 32 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it stays cheap. Never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
/** At least one letter and one digit. Symbols are allowed: refusing them only weakens passwords. */
export const PASSWORD_COMPLEXITY_PATTERN = /^(?=.*\p{L})(?=.*\p{N}).*$/su;

export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'needs_letters_and_numbers';

/** The first problem with a new password, in the order the change-password form checks them. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length === 0) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!PASSWORD_COMPLEXITY_PATTERN.test(password)) return 'needs_letters_and_numbers';
  return undefined;
}

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_CONTENT_MIN_LENGTH = 3;
export const CONTACT_CONTENT_MAX_LENGTH = 5000;
/**
 * Printable text on one line: no control characters (Unicode Cc: U+0000-U+001F, U+007F-U+009F).
 * Written without flags, as a plain ECMA-262 pattern, because the OpenAPI contract publishes it.
 */
// eslint-disable-next-line no-control-regex -- the pattern is there to refuse control characters.
export const SINGLE_LINE_TEXT_PATTERN = /^[^\x00-\x1f\x7f-\x9f]*$/;
/** Printable text, line breaks and tabs allowed, other control characters refused. */
export const MULTI_LINE_TEXT_PATTERN = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

export interface ContactMessageInput {
  username?: string;
  email: string;
  subject: string;
  content: string;
}

export type ContactField = 'username' | 'email' | 'subject' | 'content';
export type ContactProblem = 'required' | 'invalid' | 'too_short' | 'too_long';

/** Every field's first problem; an empty object means the message can be sent. */
export function contactMessageProblems(input: ContactMessageInput): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const username = input.username?.trim() ?? '';
  if (username && !USERNAME_PATTERN.test(username)) problems.username = 'invalid';

  const email = input.email.trim();
  if (!email) problems.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH) problems.email = 'too_long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'invalid';

  const subject = input.subject.trim();
  if (!subject) problems.subject = 'required';
  else if (subject.length > CONTACT_SUBJECT_MAX_LENGTH) problems.subject = 'too_long';
  else if (!SINGLE_LINE_TEXT_PATTERN.test(subject)) problems.subject = 'invalid';

  const content = input.content.trim();
  if (!content) problems.content = 'required';
  else if (content.length < CONTACT_CONTENT_MIN_LENGTH) problems.content = 'too_short';
  else if (content.length > CONTACT_CONTENT_MAX_LENGTH) problems.content = 'too_long';
  else if (!MULTI_LINE_TEXT_PATTERN.test(content)) problems.content = 'invalid';
  return problems;
}
