// A call refused because the player has not accepted changed terms (403 terms_acceptance_required)
// is announced on the window, so the terms prompt opens whatever part of the page made the call.
export const TERMS_REQUIRED_CODE = 'terms_acceptance_required';
export const TERMS_REQUIRED_EVENT = 'terms:required';

export function announceTermsRequired(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TERMS_REQUIRED_EVENT));
}
