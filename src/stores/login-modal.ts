// The desktop login modal (spec section 5): any action that needs a player opens it, e.g.
// submitting a slip as a visitor. One modal per page listens to this store.
import { atom } from 'nanostores';

export interface LoginModalState {
  /** Where to go after a successful login; null stays on the page. */
  from: string | null;
}

export const $loginModal = atom<LoginModalState | null>(null);

/** Opens the login modal; after login the player stays on the page unless `from` is given. */
export function openLoginModal(options: { from?: string } = {}): void {
  $loginModal.set({ from: options.from ?? null });
}

export function closeLoginModal(): void {
  $loginModal.set(null);
}
