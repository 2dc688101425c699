// Logout (spec section 4): the server revokes the tokens; the session is cleared even when
// that call fails, which shows network_error_message. Clearing the session closes the live
// socket (the session keeper follows the store).
import { $session, clearSession } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { forgetOpenTickets } from '../../stores/last-tickets.ts';
import { keepQuickBet } from '../../stores/quick-bet.ts';
import { showNotice } from './notice.ts';

export interface LogoutOptions {
  /** Why the site logged the player out, shown as a notice (automatic logout, lock, expiry). */
  noticeKey?: string;
  /** False when the server has already ended the session (a lock, a refused refresh). */
  callServer?: boolean;
}

export async function logout(options: LogoutOptions = {}): Promise<void> {
  const user = $session.get();
  if (!user) return;
  const { apiPost, clearApiCache } = await import('../api/client.ts');
  try {
    if (options.callServer !== false) await apiPost('logout', { refresh_token: user.refresh_token });
  } catch {
    showToast({ id: 'logout-error', kind: 'error', messageKey: 'network_error_message' });
  } finally {
    clearSession();
    // The quick-bet setting is the player's: the next login reads its own.
    keepQuickBet(false, null);
    clearApiCache();
    // The open tickets kept for the offline page leave with the player.
    forgetOpenTickets(user.id);
    if (options.noticeKey) showNotice(options.noticeKey);
  }
}
