// The page's own scripts load after its first paint (issue 30): loaded with the page, they and
// the React runtime their modules share arrived before the text was painted on a phone's
// network, and Lighthouse's mobile LCP read 1.0-1.9 s instead of 0.8 s. The server renames
// their type (server/http/after-paint-scripts.ts), so the browser neither runs nor fetches
// them, and the client:afterpaint directive's code, inline in every page of the layout
// (src/directives/after-paint.ts), starts them once the page has loaded and painted, when the
// browser is next idle, as it hydrates its islands. The taps and choices made meanwhile are
// kept, and handed over once the last of the scripts has run (scripts/early-taps.ts).

/** The type the page's module scripts carry until the directive's code starts them; its presence in a page is the sign that the code is there. */
export const AFTER_PAINT_SCRIPT_TYPE = 'text/x-after-paint';

/**
 * client:afterpaint={HYDRATE_AT_ONCE}: an island that hydrates as soon as it is in the page, as
 * client:load would (the live board and a live match, whose prices must move from the first
 * second). Through this directive, whose code every page has, rather than client:load, whose
 * own inline script would cost the live pages, the nearest to the JS budget, 125 bytes more.
 */
export const HYDRATE_AT_ONCE = 'at-once';

/** How long, at most, the browser may stay busy before the after-paint work starts anyway. */
export const AFTER_PAINT_IDLE_TIMEOUT_MS = 1500;

/** The event that hands the clicks and changes kept before the page scripts ran to them (its detail: the events). */
export const EARLY_TAPS = 'early-taps';
