import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, MAX_TOASTS, TOAST_TIMEOUT_MS, clearToasts, dismissToast, showToast } from './toasts.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('closes an ordinary toast after 5 seconds', () => {
    showToast({ kind: 'info', messageKey: 'contact.success' });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps a persistent toast until it is dismissed', () => {
    const id = showToast({ id: 'stake', kind: 'error', messageKey: 'max_stake_error_message', persistent: true });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 10);
    expect($toasts.get().map((t) => t.id)).toEqual(['stake']);
    dismissToast(id);
    expect($toasts.get()).toHaveLength(0);
  });

  it('replaces the previous toast with the same id', () => {
    showToast({ id: 'stake', kind: 'error', messageKey: 'min_stake_error_message', persistent: true });
    showToast({ kind: 'info', message: 'other' });
    showToast({ id: 'stake', kind: 'error', messageKey: 'max_stake_error_message', persistent: true });
    const stake = $toasts.get().filter((t) => t.id === 'stake');
    expect(stake).toHaveLength(1);
    expect(stake[0]?.messageKey).toBe('max_stake_error_message');
  });

  it('restarts the timer when a toast is replaced', () => {
    showToast({ id: 'x', kind: 'info', message: 'first' });
    vi.advanceTimersByTime(4_000);
    showToast({ id: 'x', kind: 'info', message: 'second' });
    vi.advanceTimersByTime(4_000);
    expect($toasts.get()[0]?.message).toBe('second');
    vi.advanceTimersByTime(1_000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('gives unique ids to toasts without one', () => {
    const a = showToast({ kind: 'info', message: 'a' });
    const b = showToast({ kind: 'info', message: 'a' });
    expect(a).not.toBe(b);
    expect($toasts.get()).toHaveLength(2);
  });

  it(`shows at most ${MAX_TOASTS} at once, dropping the oldest`, () => {
    for (let i = 0; i < MAX_TOASTS + 2; i++) showToast({ kind: 'info', message: String(i) });
    expect($toasts.get().map((t) => t.message)).toEqual(['2', '3', '4', '5']);
  });
});
