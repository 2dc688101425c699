// Which offer version a rendered page depends on. Pages that show matches in play change with
// every live tick (several times a second across the offer); the others only when something
// outside live play changes (a pre-match price, a match starting or ending), so they stay
// cached between ticks instead of being rendered again every few seconds.
import type { OfferReader } from '../feed/types.ts';

const SHOWS_LIVE_PLAY = [
  /^\/live-betting(?:[/?#]|$)/,
  /^\/sports-betting\/match\//,
  /^\/sports-betting\/my-favorites(?:[/?#]|$)/,
  /^\/sports-betting\/most-played-events(?:[/?#]|$)/,
  /^\/search(?:[/?#]|$)/,
];

export function showsLivePlay(url: string): boolean {
  return SHOWS_LIVE_PLAY.some((pattern) => pattern.test(url));
}

export function pageOfferVersion(offer: Pick<OfferReader, 'version' | 'prematchVersion'>, url: string): number {
  return showsLivePlay(url) ? offer.version() : offer.prematchVersion();
}
