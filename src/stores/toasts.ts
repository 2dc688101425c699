// Toasts shown top-right. Ordinary ones close after 5 s; one with an id replaces the
// previous toast with that id, and a persistent one stays until dismissed (the stake errors
// of spec section 5 need both).
import { atom } from 'nanostores';

export const TOAST_TIMEOUT_MS = 5_000;
/** Older toasts give way beyond this many, so a burst cannot cover the page. */
export const MAX_TOASTS = 4;

export type ToastKind = 'info' | 'success' | 'error';
export type ToastParams = Record<string, string | number>;

export interface Toast {
  id: string;
  kind: ToastKind;
  /** A key of the islands' translations; shown through useT. */
  messageKey?: string;
  /** Literal text, for messages that are not translated keys. */
  message?: string;
  params?: ToastParams;
  /** A second sentence, already in the page's language: what was done about it ("The stake was reset to 5.00 EUR."). */
  detail?: string;
  persistent: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'persistent'> & { id?: string; persistent?: boolean };

export const $toasts = atom<Toast[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Shows a toast and returns its id. */
export function showToast(input: ToastInput): string {
  const id = input.id ?? `toast-${++counter}`;
  const toast: Toast = { ...input, id, persistent: input.persistent ?? false };
  stopTimer(id);
  const others = $toasts.get().filter((t) => t.id !== id);
  const kept = others.slice(Math.max(0, others.length - (MAX_TOASTS - 1)));
  for (const gone of others) if (!kept.includes(gone)) stopTimer(gone.id);
  $toasts.set([...kept, toast]);
  if (!toast.persistent)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS),
    );
  return id;
}

export function dismissToast(id: string): void {
  stopTimer(id);
  const current = $toasts.get();
  if (current.some((t) => t.id === id)) $toasts.set(current.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const id of timers.keys()) stopTimer(id);
  $toasts.set([]);
}
