// Polite news at a pace a listener can follow (issue 31, part 3): prices can move every
// second, a screen reader reading each move would talk over the player. News about one
// subject replaces the news about it still waiting; what waits is told together, at most
// once every PRICE_NEWS_GAP_MS.

/** The shortest time between two price announcements. */
export const PRICE_NEWS_GAP_MS = 4000;

export interface NewsGap {
  /** Queues news about a subject (the latest about a subject wins) and tells it when the gap allows. */
  add(subject: string, text: string): void;
}

/** A pacer that hands the waiting news, joined, to `tell` no sooner than `gapMs` after the last time. */
export function newsGap(tell: (text: string) => void, gapMs = PRICE_NEWS_GAP_MS, now = () => performance.now()): NewsGap {
  const waiting = new Map<string, string>();
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    if (waiting.size === 0) return;
    const wait = last + gapMs - now();
    if (wait > 0) {
      timer = setTimeout(flush, wait);
      return;
    }
    last = now();
    tell([...waiting.values()].join('. '));
    waiting.clear();
  };
  return {
    add(subject, text) {
      waiting.delete(subject);
      waiting.set(subject, text);
      if (timer === undefined) flush();
    },
  };
}
