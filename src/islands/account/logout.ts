// Logout (spec section 4): the server revokes the tokens; the session is cleared even when
// that call fails, which shows network_error_message.
import { $session, clearSession } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';

export async function logout(): Promise<void> {
  const user = $session.get();
  if (!user) return;
  const { apiPost, clearApiCache } = await import('../api/client.ts');
  try {
    await apiPost('logout', { refresh_token: user.refresh_token });
  } catch {
    showToast({ id: 'logout-error', kind: 'error', messageKey: 'network_error_message' });
  } finally {
    clearSession();
    clearApiCache();
  }
}
