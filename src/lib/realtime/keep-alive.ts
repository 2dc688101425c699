// The live socket's keep-alive (spec section 7), one definition for the browser client that
// sends it and the server hub that recognises it.

/** The text a browser sends on its live socket to say it is still there. */
export const KEEP_ALIVE_TEXT = 'Hello, I am still here.';
/** How often the browser sends it; the hub closes a socket idle for much longer. */
export const KEEP_ALIVE_MS = 12_000;
