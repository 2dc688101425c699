// What the sign-up form loads when the player first sends it: the rules (the server's own,
// src/lib/account/signup-rules.ts) and the call. Kept out of the page's first load.
import { setSession, $sessionMeta, type LoggedUser } from '../../stores/session.ts';
import { signupProblems, type SignupField, type SignupInput } from '../../lib/account/signup-rules.ts';
import { userFromLogin } from '../account/login.ts';
import { signupErrorKey } from './errors.ts';
import { apiErrorOf, sendJson } from '../api/json.ts';

export type Errors = Partial<Record<SignupField, string>>;

/** The translation key of every field's first problem; empty when the form can be sent. */
export function checkSignup(input: SignupInput, today: string): Errors {
  const found: Errors = {};
  for (const [field, problem] of Object.entries(signupProblems(input, today)) as Array<[SignupField, NonNullable<ReturnType<typeof signupProblems>[SignupField]>]>) {
    found[field] = signupErrorKey(field, problem);
  }
  return found;
}

/** Stores the new player's session, as a login does. */
export function keepSession(user: LoggedUser): void {
  $sessionMeta.set(null);
  setSession(user);
}

export type SendOutcome = { ok: true; user: LoggedUser } | { ok: false; fields?: Errors; messageKey: string };

/** Sends the form; never throws. Refusals name the field they belong to when they have one. */
export async function send(input: SignupInput, currency: string): Promise<SendOutcome> {
  const answer = await sendJson('POST', 'signup', {
    username: input.username.trim(),
    email: input.email.trim(),
    password: input.password,
    repeat_password: input.repeatPassword,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    date_of_birth: input.dateOfBirth,
    country: input.country,
    accept_terms: input.acceptTerms,
    accept_responsible_gaming: input.acceptResponsibleGaming,
  });
  if (answer.status === 0) return { ok: false, messageKey: 'network_error_message' };
  if (answer.ok) {
    const user = userFromLogin(answer.body, currency);
    return user ? { ok: true, user } : { ok: false, messageKey: 'signup.error.failed' };
  }
  const error = apiErrorOf(answer.body);
  switch (error.code) {
    case 'username_taken':
      return { ok: false, fields: { username: 'signup.error.taken' }, messageKey: 'signup.error.taken' };
    case 'signup_underage':
      return { ok: false, fields: { dateOfBirth: 'signup.error.underage' }, messageKey: 'signup.error.underage' };
    case 'too_many_signups':
      return { ok: false, messageKey: 'signup.error.throttled' };
    case 'signup_disabled':
      return { ok: false, messageKey: 'signup.closed' };
    case 'validation_failed': {
      const fields: Errors = {};
      for (const [field, problem] of Object.entries((error.details.fields ?? {}) as Record<string, string>))
        fields[field as SignupField] = signupErrorKey(field as SignupField, problem as never);
      return { ok: false, fields, messageKey: 'signup.error.failed' };
    }
    default:
      return { ok: false, messageKey: answer.status === 400 ? 'signup.error.failed' : 'network_error_message' };
  }
}
