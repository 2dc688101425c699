// A message for the player that must survive the page change that often follows it (an
// automatic logout on an account page sends the player to /login): shown now, and once
// more on the next page if the player leaves before the toast would have closed.
import { readItem, removeItem, writeItem } from '../../stores/storage.ts';
import { showToast, TOAST_TIMEOUT_MS, type ToastParams } from '../../stores/toasts.ts';

const NOTICE_KEY = 'account-notice';

export function showNotice(messageKey: string, params?: ToastParams): void {
  showToast({ id: NOTICE_KEY, kind: 'info', messageKey, params });
  writeItem('session', NOTICE_KEY, JSON.stringify({ messageKey, params }));
  setTimeout(() => removeItem('session', NOTICE_KEY), TOAST_TIMEOUT_MS);
}

/** Shows a notice left by the previous page, once. */
export function replayNotice(): void {
  const text = readItem('session', NOTICE_KEY);
  if (!text) return;
  removeItem('session', NOTICE_KEY);
  try {
    const { messageKey, params } = JSON.parse(text) as { messageKey?: unknown; params?: ToastParams };
    if (typeof messageKey === 'string') showToast({ id: NOTICE_KEY, kind: 'info', messageKey, params });
  } catch {
    // A damaged entry is simply dropped.
  }
}
