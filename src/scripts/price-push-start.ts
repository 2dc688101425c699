// Starts the price push (price-push.ts) for odds-buttons.ts, every page's script. Only this
// file is named in that script's preload list; the price push's own imports (the flags it
// shares with the live islands, the slip's actions) are named here instead, so the script
// every page loads first stays within the JS budget (tests/e2e/js-budget.desktop.spec.ts).
void import('./price-push.ts');

// A module, as odds-buttons.ts imports it; it exports nothing.
export {};
