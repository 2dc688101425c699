// When a price reaches the screen: the live and pre-match benches record each odds button's
// new value (data-odd-value) at the first animation frame after the page set it, and match it
// to the change they fed (same key, same value) for the feed-to-paint time.
import type { Page } from 'playwright-core';

export interface Paint {
  key: string;
  value: number;
  at: number;
}

export interface Change {
  key: string;
  value: number;
  sentAt: number;
}

/** The buttons a bench times: the live board's live odds, or the server-rendered odds buttons of a page. */
export type PaintedButtons = 'live-board' | 'page';

const LIVE_SETTLE_MS = 500;

/**
 * Opens the live board and resolves once it is live: its island hydrated and its socket open.
 * The board's buttons are in the server's HTML before either: changes fed before then reached
 * the page late, by the refetch after its socket opened (a run read p95 279 ms, four values
 * overwritten before they could paint), and were counted as the board's feed-to-paint.
 */
export async function openLiveBoard(page: Page, url: string): Promise<void> {
  const socket = page.waitForEvent('websocket', { timeout: 15_000 });
  await page.goto(url);
  await page.waitForSelector('astro-island:not([ssr]) .live-desk button.odd[data-live="true"]');
  await socket;
  // The socket's handshake and the board's first refetch, which the page starts with it.
  await page.waitForTimeout(LIVE_SETTLE_MS);
}

/** Starts recording paints on the page (already loaded); returns the growing list. */
export async function recordPaints(page: Page, buttons: PaintedButtons): Promise<Paint[]> {
  const paints: Paint[] = [];
  await page.exposeFunction('__pricePainted', (key: string, value: number, at: number) => paints.push({ key, value, at }));
  await page.evaluate((which) => {
    const report = (window as unknown as { __pricePainted: (k: string, v: number, at: number) => void }).__pricePainted;
    const timed = (el: HTMLElement) => (which === 'live-board' ? el.dataset.live === 'true' && el.closest('.live-desk') !== null : el.closest('astro-island') === null);
    new MutationObserver((records) => {
      const seen: Array<[string, number]> = [];
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (r.attributeName === 'data-odd-value' && timed(el)) seen.push([`${el.dataset.eventId}:${el.dataset.oddCustomId}`, Number(el.dataset.oddValue)]);
      }
      if (seen.length)
        requestAnimationFrame(() => {
          const at = performance.timeOrigin + performance.now();
          for (const [k, v] of seen) report(k, v, at);
        });
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-odd-value'] });
  }, buttons);
  return paints;
}

/** Feed-to-paint times of the changes that were painted, sorted. */
export function paintLatencies(paints: readonly Paint[], sent: ReadonlyMap<string, Change>): number[] {
  return paints
    .flatMap((p) => {
      const c = sent.get(`${p.key}=${p.value}`);
      return c ? [p.at - c.sentAt] : [];
    })
    .sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number): number => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN) : NaN);
