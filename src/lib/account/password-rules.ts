// The change-password checks of spec section 5, in the spec's order: length, match,
// complexity. The form and the server run this same function.
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../validation/index.ts';

export type NewPasswordProblem = 'required' | 'too_short' | 'too_long' | 'mismatch' | 'needs_letters_and_numbers';

/** Returns the first problem in the spec's order, or null when the new password is acceptable. */
export function checkNewPassword(input: { oldPassword: string; newPassword: string; repeatPassword: string }): NewPasswordProblem | null {
  if (!input.oldPassword || !input.newPassword || !input.repeatPassword) return 'required';
  if ([...input.newPassword].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (input.newPassword !== input.repeatPassword) return 'mismatch';
  return passwordProblem(input.newPassword) ?? null;
}
