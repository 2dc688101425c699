import { f as formatTime, t as formatOdds, u as formatDate } from "./odds_DluFzNdV.mjs";
import { r as matchHref } from "./links_DtMVl73c.mjs";
import { a as oddLabel, i as oddButtonData, l as shownOdds, r as marketOf, s as otherBetCount } from "./market_B9IF4cRG.mjs";
// src/components/sports/row-html.ts
var ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
var escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
var attrs = (data) => Object.entries(data).map(([k, v]) => v === "" && k === "data-odd" ? " data-odd" : ` ${k}="${escapeHtml(v)}"`).join("");
var STAR = "<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z\"/></svg>";
/** One match row: star, date and time, teams, the chosen market's odds and the +N button. */
function renderRow(e, betType, tx) {
	const ms = e.time * 1e3;
	const market = marketOf(e, betType);
	const odds = market ? shownOdds(market) : [];
	const more = otherBetCount(e);
	const closed = market?.suspended ?? false;
	const teams = `${e.home.name} – ${e.away.name}`;
	let html = `<li class="row" data-event-row="${e.fi}">`;
	html += `<button type="button" class="fav" aria-pressed="false" aria-label="${escapeHtml(`${tx.favorite}: ${teams}`)}" data-fav="${e.fi}" data-sport-id="${e.sportId}" data-home="${escapeHtml(e.home.name)}" data-away="${escapeHtml(e.away.name)}" data-event-time="${e.time}" data-league="${escapeHtml(e.league.name)}">${STAR}</button>`;
	html += `<time class="when" datetime="${new Date(ms).toISOString()}"><span class="date">${formatDate(ms)}</span><span class="time">${formatTime(ms)}</span></time>`;
	html += `<a class="teams" href="${matchHref(e.fi)}"><span>${escapeHtml(e.home.name)}</span><span>${escapeHtml(e.away.name)}</span></a>`;
	if (!market || odds.length === 0) html += `<p class="no-offer">${escapeHtml(tx.noOffer)}</p>`;
	else {
		const kind = odds.length > 3 ? "many" : String(odds.length);
		html += `<div class="${betType ? "odds" : "odds odds-main"} odds-${kind}">`;
		for (const shown of odds) {
			const off = closed || shown.odd.suspended;
			html += `<button type="button" class="odd" aria-pressed="false"${off ? " disabled" : ""}${attrs(oddButtonData(e, market, shown))}>`;
			html += `<span class="odd-label">${escapeHtml(oddLabel(shown.odd, shown.name, tx.draw))}</span>`;
			html += `<span class="odd-value">${off ? `<span title="${escapeHtml(tx.suspended)}">–</span>` : formatOdds(shown.odd.value)}</span></button>`;
		}
		html += "</div>";
	}
	if (more > 0) {
		html += `<button type="button" class="more" data-more="${e.fi}" aria-expanded="false" aria-controls="bets-${e.fi}" aria-label="${escapeHtml(tx.moreLabel(more))}">${escapeHtml(tx.more(more))}</button>`;
		html += `<div class="row-bets" id="bets-${e.fi}" hidden></div>`;
	} else html += "<span class=\"more\"></span>";
	return `${html}</li>`;
}
var cache = /* @__PURE__ */ new WeakMap();
/** The rows of a list of events, each taken from the cache while its event object is unchanged. */
function renderRows(events, betType, tx) {
	const key = `${tx.lang}|${betType ?? ""}`;
	let out = "";
	for (const e of events) {
		let byKey = cache.get(e);
		if (!byKey) {
			byKey = /* @__PURE__ */ new Map();
			cache.set(e, byKey);
		}
		let row = byKey.get(key);
		if (row === void 0) {
			row = renderRow(e, betType, tx);
			byKey.set(key, row);
		}
		out += row;
	}
	return out;
}
export { renderRows as n, escapeHtml as t };
