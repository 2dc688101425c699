// The change-password checks of spec section 5, in the spec's order: length, match,
// complexity. The form and the server run this same function.
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../validation/index.ts';

export type NewPasswordProblem = 'required' | 'too_short' | 'too_long' | 'mismatch' | 'needs_letters_and_numbers';

/** Returns the first problem in the spec's order, or null when the new password is acceptable. */
export function checkNewPassword(input: { oldPassword: string; newPassword: string; repeatPassword: string }): NewPasswordProblem | null {
  if (!input.oldPassword) return 'required';
  return checkChosenPassword(input.newPassword, input.repeatPassword);
}

/**
 * A password the player chooses with its repetition (change password, sign-up): the same
 * checks in the same order, so both forms and the server refuse exactly the same things.
 */
export function checkChosenPassword(password: string, repeat: string): NewPasswordProblem | null {
  if (!password || !repeat) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password !== repeat) return 'mismatch';
  return passwordProblem(password) ?? null;
}
