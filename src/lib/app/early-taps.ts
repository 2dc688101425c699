// The buttons whose taps the page scripts handle by delegation (a price, a star, "+N", "show
// all"): a tap on one before those scripts have arrived is kept by the head's inline script
// (EarlyTaps.astro) and given again at DOMContentLoaded, which waits for every module script.
// Buttons only: a checkbox has already changed under the tap, and giving the tap again would
// undo it (sports-menu.ts sends such a form instead).
import { ODD_SELECTOR } from '../offer/odd-button-pick.ts';

export const EARLY_TAP_SELECTOR = `${ODD_SELECTOR},[data-fav],[data-more],[data-show-all]`;
