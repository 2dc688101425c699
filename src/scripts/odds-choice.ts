// A player chose an odds format (the header's select, the language page, the account
// settings): keep it in the browser, rewrite the page's prices at once, and store it in the
// account of a logged-in player so that it follows them to their other devices.
import { isOddsFormat } from '../lib/format/odds-format.ts';
import { keepOddsFormat } from '../stores/odds-format.ts';
import { $session } from '../stores/session.ts';
import { applyOddsFormat } from './odds-apply.ts';

/** Keeps and applies the choice; answers once the account has it too (or at once for a visitor). */
export async function chooseOddsFormat(format: string): Promise<void> {
  if (!isOddsFormat(format)) return;
  keepOddsFormat(format);
  applyOddsFormat(format);
  if (!$session.get()) return;
  const { apiPut } = await import('../islands/account/settings/put.ts');
  // The browser keeps the choice even when the account could not be reached; the next change retries.
  await apiPut('account/odds-format', { odds_format: format }).catch(() => undefined);
}
