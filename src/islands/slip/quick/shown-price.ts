// The tapped price as the page shows it now. A quick bet stakes what the player sees, and the
// page's odds buttons are where every push lands (price-push.ts for the server-rendered ones,
// the live islands for theirs): the sheet follows the button's price and whether it is open,
// so it never offers a price the book has moved or closed.
import { useMemo, useSyncExternalStore } from 'react';

export interface ShownPrice {
  /** Hundredths. */
  value: number;
  /** Closed for now: suspended, or the match has started under a pre-match price. */
  closed: boolean;
}

const selector = (eventId: number, customId: string) => `button[data-event-id="${eventId}"][data-odd-custom-id="${CSS.escape(customId)}"]`;

/** The price of the first button on the page for this pick, or undefined when none shows one. */
function readShown(eventId: number, customId: string): ShownPrice | undefined {
  const button = document.querySelector<HTMLButtonElement>(selector(eventId, customId));
  const value = Number(button?.dataset.oddValue);
  if (!button || !Number.isSafeInteger(value) || value <= 100) return undefined;
  return { value, closed: button.disabled };
}

/** A store of one pick's shown price: its snapshot is the same object while the price has not changed. */
function shownPriceStore(eventId: number, customId: string) {
  let last: ShownPrice | undefined;
  return {
    snapshot(): ShownPrice | undefined {
      const now = readShown(eventId, customId);
      if (now?.value !== last?.value || now?.closed !== last?.closed) last = now;
      return last;
    },
    subscribe(changed: () => void): () => void {
      const observer = new MutationObserver(changed);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-odd-value', 'disabled'] });
      return () => observer.disconnect();
    },
  };
}

/** Follows the pick's price on the page. */
export function useShownPrice(eventId: number, customId: string): ShownPrice | undefined {
  const store = useMemo(() => shownPriceStore(eventId, customId), [eventId, customId]);
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
