// Match rows as HTML strings, memoised per event: the offer store hands out one WireEvent
// object per event and replaces it when the event changes, so a rendered row stays valid as
// long as its event object lives. A league page of 50 events then costs a few map lookups
// instead of rendering ~150 odds buttons with their data attributes on every request.
import type { WireEvent } from '../../server/feed/types.ts';
import type { Formats } from '../../lib/format/locale.ts';
import { marketOf, oddLabel, otherBetCount, shownOdds } from './market.ts';
import { oddBetData, oddMatchData, oddOwnData } from '../../lib/offer/odd-button.ts';
import { matchHref } from './links.ts';
import { spokenOddLead } from '../../lib/offer/spoken.ts';
import { lineRows } from '../../lib/offer/market-layout.ts';

/** The translated texts a row needs; their language is part of the cache key. */
export interface RowTexts {
  lang: string;
  draw: string;
  /** Numbers, odds, dates and times in the page language. */
  fmt: Formats;
  /** A selection name ("Over", "Yes") in the page language. */
  selection: (name: string) => string;
  /** A market's name in the page language. */
  market: (name: string) => string;
  /** "{{team}} to win" with the team filled in: what an odds button says before its price. */
  win: (team: string) => string;
  suspended: string;
  noOffer: string;
  favorite: string;
  /** "+{{count}}" and "{{count}} more bet types" with the count filled in. */
  more: (count: number) => string;
  moreLabel: (count: number) => string;
  /** The word a match in play shows instead of its start ("Live"); lists of upcoming matches may leave it out. */
  live?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string | number): string => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Characters above U+00FF as references ("pobeđuje"'s đ): one of them would make V8 hold the whole page as two-byte text (see renderRow). */
const oneByte = (html: string): string => html.replace(/[\u0100-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);

const attrs = (data: Record<string, string | number>): string =>
  Object.entries(data)
    .map(([k, v]) => (v === '' && k === 'data-odd' ? ' data-odd' : ` ${k}="${escapeHtml(v)}"`))
    .join('');

const STAR = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z"/></svg>';

/** One match row: star, date and time, teams, the chosen market's odds and the +N button. */
export function renderRow(e: WireEvent, betType: string | undefined, tx: RowTexts): string {
  const ms = e.time * 1000;
  const market = marketOf(e, betType);
  const odds = market ? shownOdds(market) : [];
  const more = otherBetCount(e);
  const closed = market?.suspended ?? false;
  // The match's data once on the row, the market's once on its odds: the buttons and the star read them from there.
  let html = `<li class="row" data-event-row="${e.fi}"${attrs(oddMatchData(e))}>`;
  // The dash between the teams as a character reference: one character above U+00FF makes V8
  // hold the whole page as two-byte text (500 kB instead of 250 kB for a league page, made
  // again on every miss), and the label reads the same (issue 20).
  html += `<button type="button" class="fav" aria-pressed="false" aria-label="${escapeHtml(`${tx.favorite}: ${e.home.name}`)} &#8211; ${escapeHtml(e.away.name)}" data-fav="${e.fi}">${STAR}</button>`;
  // A match in play (a favourite, say) shows that it is live and its score, not its start.
  if (e.status === 'live')
    html += `<span class="when when-live"><span class="live-badge">${escapeHtml(tx.live ?? 'Live')}</span><span class="time">${e.homeGoals ?? 0}:${e.awayGoals ?? 0}</span></span>`;
  else html += `<time class="when" datetime="${new Date(ms).toISOString()}"><span class="date">${tx.fmt.date(ms)}</span><span class="time">${tx.fmt.time(ms)}</span></time>`;
  html += `<a class="teams" href="${matchHref(e.fi)}"><span>${escapeHtml(e.home.name)}</span><span>${escapeHtml(e.away.name)}</span></a>`;
  if (!market || odds.length === 0) {
    html += `<p class="no-offer">${escapeHtml(tx.noOffer)}</p>`;
  } else {
    // A market of lines (Over/Under, a handicap) shows one line a row, its two sides side by side.
    const rows = betType ? lineRows(odds, (s) => s.odd) : null;
    const kind = rows ? 'pairs' : odds.length > 3 ? 'many' : String(odds.length);
    html += `<div class="${betType ? 'odds' : 'odds odds-main'} odds-${kind}"${attrs(oddBetData(market))}>`;
    for (const shown of rows ? rows.flat() : odds) {
      if (!shown) {
        html += '<span class="odd-gap" aria-hidden="true"></span>';
        continue;
      }
      const off = closed || shown.odd.suspended;
      const label = oddLabel(shown.odd, tx.selection(shown.name), tx.draw);
      const spoken = spokenOddLead(
        { name: shown.name, label, home: e.home.name, away: e.away.name, market: tx.market(market.name), main: market.custom_id === e.fullTimeBet?.custom_id },
        tx,
      );
      html += `<button type="button" class="odd" aria-pressed="false"${off ? ' disabled' : ''}${attrs(oddOwnData(e, shown.odd))}>`;
      html += `<span class="visually-hidden">${oneByte(escapeHtml(spoken))}, </span><span class="odd-label" aria-hidden="true">${escapeHtml(label)}</span>`;
      html += `<span class="odd-value"${off ? '' : ` data-odds="${shown.odd.value}"`}>${off ? `<span title="${escapeHtml(tx.suspended)}">–</span>` : tx.fmt.odds(shown.odd.value)}</span></button>`;
    }
    html += '</div>';
  }
  if (more > 0) {
    html += `<button type="button" class="more" data-more="${e.fi}" aria-expanded="false" aria-controls="bets-${e.fi}" aria-label="${escapeHtml(tx.moreLabel(more))}">${escapeHtml(tx.more(more))}</button>`;
    html += `<div class="row-bets" id="bets-${e.fi}" hidden></div>`;
  } else {
    html += '<span class="more"></span>';
  }
  return `${html}</li>`;
}

const cache = new WeakMap<WireEvent, Map<string, string>>();

/** The rows of a list of events, each taken from the cache while its event object is unchanged. */
export function renderRows(events: readonly WireEvent[], betType: string | undefined, tx: RowTexts): string {
  const key = `${tx.lang}|${betType ?? ''}`;
  let out = '';
  for (const e of events) {
    let byKey = cache.get(e);
    if (!byKey) {
      byKey = new Map();
      cache.set(e, byKey);
    }
    let row = byKey.get(key);
    if (row === undefined) {
      row = renderRow(e, betType, tx);
      byKey.set(key, row);
    }
    out += row;
  }
  return out;
}
