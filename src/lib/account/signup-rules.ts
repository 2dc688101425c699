// The self sign-up form's rules (issue 16), shared by the island and the server so both
// refuse exactly the same things. Pure: the caller passes today's date (the server's clock).
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, USERNAME_PATTERN } from '../validation/index.ts';
import { checkChosenPassword, type NewPasswordProblem } from './password-rules.ts';
import { MIN_SIGNUP_AGE, NAME_MAX_LENGTH, PERSON_NAME_PATTERN, SIGNUP_COUNTRIES } from './signup-limits.ts';

export { MIN_SIGNUP_AGE, NAME_MAX_LENGTH, PERSON_NAME_PATTERN, SIGNUP_COUNTRIES };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface SignupInput {
  username: string;
  email: string;
  password: string;
  repeatPassword: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  country: string;
  acceptTerms: boolean;
  acceptResponsibleGaming: boolean;
}

export type SignupField = 'username' | 'email' | 'password' | 'firstName' | 'lastName' | 'dateOfBirth' | 'country' | 'acceptTerms' | 'acceptResponsibleGaming';
export type SignupProblem = 'required' | 'invalid' | 'too_long' | 'underage' | Exclude<NewPasswordProblem, 'required'>;

/** A calendar date of YYYY-MM-DD that exists, as [year, month, day], or null. */
export function parseIsoDate(text: string): [number, number, number] | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** Whole years from a birth date to a day (both YYYY-MM-DD); a 29 February birthday comes on 1 March in other years. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const born = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  const hadBirthday = now[1] > born[1] || (now[1] === born[1] && now[2] >= born[2]);
  return now[0] - born[0] - (hadBirthday ? 0 : 1);
}

/**
 * What is wrong with a date of birth (YYYY-MM-DD) on a day, or null: the one age rule of
 * sign-up and of a date of birth recorded later in personal data.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): 'required' | 'invalid' | 'underage' | null {
  if (!dateOfBirth) return 'required';
  const age = ageOn(dateOfBirth, today);
  if (age === null || age > 120) return 'invalid';
  return age < MIN_SIGNUP_AGE ? 'underage' : null;
}

/** True for a country a player may sign up from (ISO 3166-1 alpha-2 of SIGNUP_COUNTRIES). */
export function isSignupCountry(code: string): boolean {
  return (SIGNUP_COUNTRIES as readonly string[]).includes(code);
}

/** Every field's first problem; an empty object means the account can be opened. */
export function signupProblems(input: SignupInput, today: string): Partial<Record<SignupField, SignupProblem>> {
  const problems: Partial<Record<SignupField, SignupProblem>> = {};
  const username = input.username.trim();
  if (!username) problems.username = 'required';
  else if (!USERNAME_PATTERN.test(username)) problems.username = 'invalid';

  const email = input.email.trim();
  if (!email) problems.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH) problems.email = 'too_long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'invalid';

  const password = checkChosenPassword(input.password, input.repeatPassword);
  if (password) problems.password = password;

  for (const field of ['firstName', 'lastName'] as const) {
    const name = input[field].trim();
    if (!name) problems[field] = 'required';
    else if (name.length > NAME_MAX_LENGTH) problems[field] = 'too_long';
    else if (!PERSON_NAME_PATTERN.test(name)) problems[field] = 'invalid';
  }

  const dateOfBirth = dateOfBirthProblem(input.dateOfBirth, today);
  if (dateOfBirth) problems.dateOfBirth = dateOfBirth;

  if (!input.country) problems.country = 'required';
  else if (!isSignupCountry(input.country)) problems.country = 'invalid';

  if (!input.acceptTerms) problems.acceptTerms = 'required';
  if (!input.acceptResponsibleGaming) problems.acceptResponsibleGaming = 'required';
  return problems;
}
