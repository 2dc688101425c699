// The translation key of each sign-up and affiliate problem. The password's problems use the
// change-password form's own texts: one rule, one wording.
import type { SignupField, SignupProblem } from '../../lib/account/signup-rules.ts';
import type { AffiliateField, AffiliateProblem } from '../../lib/account/affiliate-rules.ts';

const PASSWORD: Record<string, string> = {
  too_short: 'account.password.tooShort',
  too_long: 'account.password.tooLong',
  mismatch: 'account.password.mismatch',
  needs_letters_and_numbers: 'account.password.complexity',
};

/** The key of the text shown under a sign-up field. */
export function signupErrorKey(field: SignupField, problem: SignupProblem): string {
  if (problem === 'required') return field === 'acceptTerms' || field === 'acceptResponsibleGaming' ? 'signup.error.accept' : 'signup.error.required';
  if (field === 'password') return PASSWORD[problem] ?? 'signup.error.required';
  if (problem === 'underage') return 'signup.error.underage';
  if (problem === 'too_long') return 'signup.error.tooLong';
  switch (field) {
    case 'username':
      return 'signup.error.username';
    case 'email':
      return 'signup.error.email';
    case 'dateOfBirth':
      return 'signup.error.date';
    case 'country':
      return 'signup.error.country';
    default:
      return 'signup.error.name';
  }
}

/** The key of the text shown under an affiliate-form field. */
export function affiliateErrorKey(field: AffiliateField, problem: AffiliateProblem): string {
  if (problem === 'required') return 'signup.error.required';
  if (problem === 'too_long') return 'signup.error.tooLong';
  if (problem === 'too_short') return 'signup.affiliate.error.tooShort';
  if (field === 'email') return 'signup.error.email';
  if (field === 'website') return 'signup.affiliate.error.website';
  if (field === 'country') return 'signup.error.country';
  return 'signup.error.name';
}
