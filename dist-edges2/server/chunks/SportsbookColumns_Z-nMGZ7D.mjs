import { D as Fragment, E as renderComponent, F as addAttribute, H as unescapeHTML, M as renderTemplate, N as maybeRenderHead, k as renderSlot } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as escapeHtml } from "./row-html_CUNSNjxM.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { F as renderScript, k as $$Icon } from "./Base_3V3zp8oW.mjs";
import { c as TIME_FILTER_LABEL, d as timeQuery, l as filterToTime, s as TIME_FILTERS, u as parseTimeFilter } from "./links_DtMVl73c.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { i as sportIconPaths, n as sportName } from "./sport-name_DTQKvFhy.mjs";
import { t as BetSlip } from "./slip_B8dvV0kP.mjs";
// src/components/sports/QuickLinks.astro
createAstro("https://astro.build");
var $$QuickLinks = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$QuickLinks;
	const { desktop = false, class: className = "" } = Astro.props;
	const { t } = Astro.locals;
	const LINKS = [
		{
			href: "/live-betting",
			label: "menu.liveBetting",
			icon: "live",
			count: runtime().offer.liveEvents().length
		},
		{
			href: "/sports-betting/my-favorites",
			label: "menu.myFavorites",
			icon: "star"
		},
		{
			href: desktop ? "/#highlights" : "/sports-betting/highlights",
			label: "menu.highlights",
			icon: "flame"
		},
		{
			href: "/sports-betting/most-played-events",
			label: "menu.mostPlayed",
			icon: "chart"
		},
		{
			href: desktop ? "/#last-minute" : "/sports-betting/last-minute-events",
			label: "menu.lastMinute",
			icon: "clock"
		},
		{
			href: "/sports-betting?time=today",
			label: "menu.today",
			icon: "calendar"
		}
	];
	return renderTemplate`${maybeRenderHead($$result)}<nav${addAttribute(`quick ${desktop ? "quick-side" : ""} ${className}`, "class")}${addAttribute(t("sports.quickLinks"), "aria-label")} data-astro-cid-tmpard4z>${LINKS.map((l) => renderTemplate`<a${addAttribute(l.href, "href")} data-astro-cid-tmpard4z>${renderComponent($$result, "Icon", $$Icon, {
		"name": l.icon,
		"class": "icon icon-sm",
		"data-astro-cid-tmpard4z": true
	})}<span class="grow" data-astro-cid-tmpard4z>${t(l.label)}</span>${l.count !== void 0 && renderTemplate`<span class="count-badge" data-astro-cid-tmpard4z><span class="visually-hidden" data-astro-cid-tmpard4z>${t("live.countNow")}: </span>${l.count}</span>`}</a>`)}</nav>`;
}, "/work/wt/edges/src/components/sports/QuickLinks.astro", void 0);
// src/components/sports/TimeFilterNav.astro
createAstro("https://astro.build");
var $$TimeFilterNav = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$TimeFilterNav;
	const { current, basePath } = Astro.props;
	const { t } = Astro.locals;
	return renderTemplate`${maybeRenderHead($$result)}<nav class="time-filter"${addAttribute(t("sports.timeFilter"), "aria-label")}>${TIME_FILTERS.map((f) => renderTemplate`<a${addAttribute(basePath + timeQuery(f), "href")}${addAttribute(f === current ? "true" : void 0, "aria-current")}${addAttribute(f, "data-time")}>${t(TIME_FILTER_LABEL[f])}</a>`)}</nav>`;
}, "/work/wt/edges/src/components/sports/TimeFilterNav.astro", void 0);
var TTL_MS = 5e3;
var MAX_ENTRIES = 200;
function render(data, picked, tx) {
	let html = "<ul class=\"sm-sports\">";
	for (const sport of data.sports) {
		const leagues = data.leagues(sport.id).filter((l) => l.count > 0);
		const open = leagues.some((l) => picked.has(l.id));
		const pickedExtra = leagues.some((l, i) => i >= 10 && picked.has(l.id));
		html += `<li><details${open ? " open" : ""}><summary>`;
		html += `<span class="sport-icon-wrap"><svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${sportIconPaths(sport.id)}</svg></span>`;
		html += `<span class="sm-name">${escapeHtml(tx.sportName(sport))}</span>`;
		html += `<span class="count-badge"><span class="visually-hidden">${escapeHtml(tx.eventCount)}: </span>${sport.count}</span></summary>`;
		html += `<ul class="sm-leagues${pickedExtra ? " all" : ""}" data-leagues>`;
		leagues.forEach((l, i) => {
			html += `<li${i >= 10 ? " class=\"extra\"" : ""}><label><input type="checkbox" name="league" value="${l.id}"${picked.has(l.id) ? " checked" : ""}>`;
			html += `<span class="sm-league">${escapeHtml(l.name)}</span><span class="sm-count">${l.count}</span></label></li>`;
		});
		html += "</ul>";
		if (leagues.length > 10) {
			const all = tx.showAll(leagues.length);
			html += `<button type="button" class="sm-toggle" aria-expanded="${pickedExtra}" data-show-all data-label-all="${escapeHtml(all)}" data-label-less="${escapeHtml(tx.showLess)}">${escapeHtml(pickedExtra ? tx.showLess : all)}</button>`;
		}
		html += "</details></li>";
	}
	return `${html}</ul>`;
}
var cache = /* @__PURE__ */ new Map();
/** The list's HTML, from the cache when it is younger than five seconds. */
function sportsMenuHtml(key, now, data, picked, tx) {
	const full = `${tx.lang}|${key}|${[...picked].sort((a, b) => a - b).join(",")}`;
	const hit = cache.get(full);
	if (hit && now - hit.at < TTL_MS && now >= hit.at) return hit.html;
	if (cache.size >= MAX_ENTRIES) cache.clear();
	const html = render(data(), picked, tx);
	cache.set(full, {
		at: now,
		html
	});
	return html;
}
// src/components/sports/SportsMenu.astro
createAstro("https://astro.build");
var $$SportsMenu = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SportsMenu;
	const { time, selected, timeBase } = Astro.props;
	const { t, lang } = Astro.locals;
	const rt = runtime();
	const now = rt.clock.now();
	const window = { toTime: filterToTime(time, now) };
	const sports = rt.offer.sports(window).filter((s) => s.count > 0);
	const list = sports.length === 0 ? "" : sportsMenuHtml(time, now, () => ({
		sports,
		leagues: (id) => rt.offer.leagues(id, window)
	}), new Set(selected), {
		lang,
		sportName: (sport) => sportName(t, sport),
		eventCount: t("sports.eventCount"),
		showAll: (count) => t("sports.showAll", { count }),
		showLess: t("sports.showLess")
	});
	return renderTemplate`${maybeRenderHead($$result)}<section class="panel sports-menu"><div class="panel-head"><h2>${renderComponent($$result, "Icon", $$Icon, { "name": "ball" })}${t("sports.title")}</h2></div>${renderComponent($$result, "QuickLinks", $$QuickLinks, { "desktop": true })}${renderComponent($$result, "TimeFilterNav", $$TimeFilterNav, {
		"current": time,
		"basePath": timeBase
	})}${sports.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": t("sports.emptyText"),
		"headingLevel": 3
	})}` : renderTemplate`<form method="get" action="/sports-betting" data-league-form>${time !== "all" && renderTemplate`<input type="hidden" name="time"${addAttribute(time, "value")}>`}${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${unescapeHTML(list)}` })}<noscript><button class="btn btn-primary sm-submit" type="submit">${t("sports.showSelected")}</button></noscript></form>`}</section>${renderScript($$result, "/work/wt/edges/src/components/sports/SportsMenu.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/edges/src/components/sports/SportsMenu.astro", void 0);
// src/components/sports/SlipPanel.astro
createAstro("https://astro.build");
var $$SlipPanel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SlipPanel;
	const { lang, currency } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "BetSlip", BetSlip, {
		"client:media": "(min-width: 1050px)",
		"lang": lang,
		"currency": currency,
		"layout": "panel",
		"client:component-hydration": "media",
		"client:component-path": "/work/wt/edges/src/islands/slip/BetSlip.tsx",
		"client:component-export": "default"
	})}`;
}, "/work/wt/edges/src/components/sports/SlipPanel.astro", void 0);
// src/components/sports/SportsbookColumns.astro
createAstro("https://astro.build");
var $$SportsbookColumns = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SportsbookColumns;
	const { sidebar = true, selected = [] } = Astro.props;
	const { t } = Astro.locals;
	const time = parseTimeFilter(Astro.url.searchParams.get("time"));
	const path = Astro.url.pathname;
	const timeBase = path === "/" || path === "/sports-betting" ? path : "/sports-betting";
	return renderTemplate`${maybeRenderHead($$result)}<div class="sb-columns" data-astro-cid-w3tgqr6x>${sidebar && renderTemplate`<aside class="desk-only sb-side"${addAttribute(t("sports.title"), "aria-label")} data-astro-cid-w3tgqr6x>${renderComponent($$result, "SportsMenu", $$SportsMenu, {
		"time": time,
		"selected": selected,
		"timeBase": timeBase,
		"data-astro-cid-w3tgqr6x": true
	})}</aside>`}<div class="sb-main" data-astro-cid-w3tgqr6x>${renderSlot($$result, $$slots["default"])}</div><aside class="desk-only sb-slip"${addAttribute(t("slip.title"), "aria-label")} data-astro-cid-w3tgqr6x>${renderComponent($$result, "SlipPanel", $$SlipPanel, { "data-astro-cid-w3tgqr6x": true })}</aside></div>${renderScript($$result, "/work/wt/edges/src/components/sports/SportsbookColumns.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/edges/src/components/sports/SportsbookColumns.astro", void 0);
export { $$TimeFilterNav as n, $$QuickLinks as r, $$SportsbookColumns as t };
