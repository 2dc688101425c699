// What the player reads when the server refuses a ticket: shared by the slip and the quick-bet sheet.
const KNOWN_REFUSALS = new Set([
  'event_started',
  'event_unavailable',
  'selection_unavailable',
  'selection_suspended',
  'stake_limit_reached',
  'loss_limit_reached',
  'invalid_system',
  'account_locked',
  'cool_off',
  'self_excluded',
  'play_time_reached',
  'duplicate_selection',
  'odds_changed',
  'terms_acceptance_required',
]);

/** The translation key of a refused ticket's code. */
export function refusalKey(code: string): string {
  if (code === 'insufficient_funds') return 'slip.insufficient_funds_error_message';
  if (code === 'unauthorized' || code === 'invalid_token' || code === 'token_revoked') return 'must_be_logged_in';
  return KNOWN_REFUSALS.has(code) ? `slip.error.${code}` : 'slip.error.generic';
}
