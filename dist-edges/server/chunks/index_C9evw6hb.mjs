import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { D as Fragment, E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { n as $$TimeFilterNav, r as $$QuickLinks, t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { t as $$SportIcon } from "./SportIcon_BEJ5aIFW.mjs";
import { d as timeQuery, i as routeId, l as filterToTime, o as sportHref, t as deskLeaguesHref, u as parseTimeFilter } from "./links_DtMVl73c.mjs";
import { n as sportName, t as leagueSportName } from "./sport-name_DTQKvFhy.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { n as searchKey } from "./search-term_B8WM1mes.mjs";
import { t as $$LeagueBlock } from "./LeagueBlock_CGobiAAW.mjs";
// src/components/sports/SportsList.astro
createAstro("https://astro.build");
var $$SportsList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SportsList;
	const { sports, time, basePath = "/sports-betting", level = 2, class: className = "" } = Astro.props;
	const { t } = Astro.locals;
	const shown = sports.filter((s) => s.count > 0);
	const Heading = level === 1 ? "h1" : "h2";
	return renderTemplate`${maybeRenderHead($$result)}<section${addAttribute(`panel sports-list ${className}`, "class")} data-astro-cid-fftbzha2><div class="panel-head" data-astro-cid-fftbzha2>${renderComponent($$result, "Heading", Heading, { "data-astro-cid-fftbzha2": true }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "Icon", $$Icon, {
		"name": "ball",
		"data-astro-cid-fftbzha2": true
	})}${t("sports.title")}` })}</div>${renderComponent($$result, "TimeFilterNav", $$TimeFilterNav, {
		"current": time,
		"basePath": basePath,
		"data-astro-cid-fftbzha2": true
	})}${shown.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": time === "all" ? t("sports.emptyText") : t("sports.emptyToday"),
		"headingLevel": level === 1 ? 2 : 3,
		"data-astro-cid-fftbzha2": true
	})}` : renderTemplate`<ul class="link-list" data-astro-cid-fftbzha2>${shown.map((s) => renderTemplate`<li data-astro-cid-fftbzha2><a${addAttribute(sportHref(s, time), "href")}${addAttribute(s.id, "data-sport")} data-astro-cid-fftbzha2><span class="sport-icon-wrap" data-astro-cid-fftbzha2>${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": s.id,
		"data-astro-cid-fftbzha2": true
	})}</span><span class="grow" data-astro-cid-fftbzha2>${sportName(t, s)}</span><span class="count-badge" data-astro-cid-fftbzha2><span class="visually-hidden" data-astro-cid-fftbzha2>${t("sports.eventCount")}: </span>${s.count}</span>${renderComponent($$result, "Icon", $$Icon, {
		"name": "chevron",
		"class": "icon icon-sm chev",
		"data-astro-cid-fftbzha2": true
	})}</a></li>`)}</ul>`}</section>`;
}, "/work/wt/edges/src/components/sports/SportsList.astro", void 0);
// src/components/sports/LeagueBrowser.astro
createAstro("https://astro.build");
var $$LeagueBrowser = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LeagueBrowser;
	const { sports, time, query } = Astro.props;
	const { t } = Astro.locals;
	const rt = runtime();
	const window = { toTime: filterToTime(time, rt.clock.now()) };
	const shown = sports.filter((s) => s.count > 0);
	const current = shown.find((s) => s.id === Astro.props.sportId) ?? shown[0];
	const key = searchKey(query.trim());
	const leagues = key ? shown.flatMap((s) => rt.offer.leagues(s.id, window)).filter((l) => l.count > 0 && searchKey(`${l.name} ${l.country ?? ""}`).includes(key)) : current ? rt.offer.leagues(current.id, window).filter((l) => l.count > 0) : [];
	const tabHref = (id) => {
		const q = new URLSearchParams({ sport: String(id) });
		if (time !== "all") q.set("time", time);
		return `/sports-betting?${q}`;
	};
	return renderTemplate`${maybeRenderHead($$result)}<section class="panel browser" data-astro-cid-g7mxi4fp><div class="panel-head" data-astro-cid-g7mxi4fp><h1 data-astro-cid-g7mxi4fp>${renderComponent($$result, "Icon", $$Icon, {
		"name": "ball",
		"data-astro-cid-g7mxi4fp": true
	})}${t("menu.sportsBetting")}</h1><form method="get" action="/sports-betting" role="search" class="league-search" data-astro-cid-g7mxi4fp>${time !== "all" && renderTemplate`<input type="hidden" name="time"${addAttribute(time, "value")} data-astro-cid-g7mxi4fp>`}<label class="visually-hidden" for="league-q" data-astro-cid-g7mxi4fp>${t("sports.leagueSearch")}</label>${renderComponent($$result, "Icon", $$Icon, {
		"name": "search",
		"class": "icon icon-sm",
		"data-astro-cid-g7mxi4fp": true
	})}<input id="league-q" name="q" type="search"${addAttribute(query, "value")}${addAttribute(t("sports.leagueSearchPlaceholder"), "placeholder")} maxlength="50" autocomplete="off" data-astro-cid-g7mxi4fp></form></div><nav class="sport-tabs"${addAttribute(t("sports.sportTabs"), "aria-label")} data-astro-cid-g7mxi4fp>${shown.map((s) => renderTemplate`<a${addAttribute(tabHref(s.id), "href")}${addAttribute(!key && s.id === current?.id ? "page" : void 0, "aria-current")} data-astro-cid-g7mxi4fp>${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": s.id,
		"class": "icon icon-sm",
		"data-astro-cid-g7mxi4fp": true
	})}<span data-astro-cid-g7mxi4fp>${sportName(t, s)}</span><span class="tab-count" data-astro-cid-g7mxi4fp>${s.count}</span></a>`)}</nav>${key && renderTemplate`<p class="search-note" data-astro-cid-g7mxi4fp>${t("sports.leagueSearchResults", {
		count: leagues.length,
		query: query.trim()
	})}</p>`}${leagues.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "search",
		"title": key ? t("sports.noLeagues") : t("sports.emptyTitle"),
		"headingLevel": 2,
		"data-astro-cid-g7mxi4fp": true
	})}` : renderTemplate`<ul class="league-cards" data-astro-cid-g7mxi4fp>${leagues.map((l) => renderTemplate`<li data-astro-cid-g7mxi4fp><a${addAttribute(deskLeaguesHref([l.id], time), "href")}${addAttribute(l.id, "data-league-card")} data-astro-cid-g7mxi4fp><span class="sport-icon-wrap" data-astro-cid-g7mxi4fp>${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": l.sport_id,
		"data-astro-cid-g7mxi4fp": true
	})}</span><span class="lc-text" data-astro-cid-g7mxi4fp><span class="lc-name" data-astro-cid-g7mxi4fp>${l.name}</span><span class="lc-meta" data-astro-cid-g7mxi4fp>${leagueSportName(t, l)}${l.country ? ` · ${l.country}` : ""}</span></span><span class="count-badge" data-astro-cid-g7mxi4fp>${l.count}</span></a></li>`)}</ul>`}</section>`;
}, "/work/wt/edges/src/components/sports/LeagueBrowser.astro", void 0);
// src/components/sports/CheckedLeagues.astro
createAstro("https://astro.build");
var $$CheckedLeagues = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CheckedLeagues;
	const { leagueIds, time } = Astro.props;
	const { t } = Astro.locals;
	const rt = runtime();
	const window = { toTime: filterToTime(time, rt.clock.now()) };
	const blocks = leagueIds.map((id) => rt.offer.league(id)).filter((l) => l !== void 0).map((league) => ({
		league,
		events: rt.offer.eventsForLeague(league.id, window)
	}));
	const betParam = Astro.url.searchParams.get("bet") ?? void 0;
	const betType = betParam && blocks.some((b) => b.events.some((e) => e.bets.some((g) => g.custom_id === betParam))) ? betParam : void 0;
	return renderTemplate`${maybeRenderHead($$result)}<div class="checked-head" data-astro-cid-elk5r53f><h1 class="list-title" data-astro-cid-elk5r53f>${renderComponent($$result, "Icon", $$Icon, {
		"name": "list",
		"data-astro-cid-elk5r53f": true
	})}${t("sports.selectedLeagues", { count: blocks.length })}</h1><a class="btn btn-ghost"${addAttribute(`/sports-betting${timeQuery(time)}`, "href")} data-astro-cid-elk5r53f>${t("sports.clearSelection")}</a></div>${blocks.length === 0 && renderTemplate`<div class="panel" data-astro-cid-elk5r53f>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": t("sports.emptyText"),
		"data-astro-cid-elk5r53f": true
	})}</div>`}${blocks.map(({ league, events }) => renderTemplate`${renderComponent($$result, "LeagueBlock", $$LeagueBlock, {
		"level": 2,
		"title": league.name,
		"subtitle": leagueSportName(t, league),
		"sportId": league.sport_id,
		"events": events,
		"betMenuBase": Astro.url,
		"betType": betType,
		"data-astro-cid-elk5r53f": true
	}, { "default": ($$result) => renderTemplate`${events.length === 0 && renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": time === "all" ? t("sports.emptyText") : t("sports.emptyToday"),
		"headingLevel": 3,
		"data-astro-cid-elk5r53f": true
	})}`}` })}`)}`;
}, "/work/wt/edges/src/components/sports/CheckedLeagues.astro", void 0);
// src/pages/sports-betting/index.astro
var sports_betting_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Index = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const { t } = Astro.locals;
	const rt = runtime();
	const params = Astro.url.searchParams;
	const time = parseTimeFilter(params.get("time"));
	const sports = rt.offer.sports({ toTime: filterToTime(time, rt.clock.now()) });
	const selected = [...new Set(params.getAll("league").map(routeId).filter((id) => id !== void 0))].slice(0, 20);
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.sportsBetting") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, { "selected": selected }, { "default": ($$result) => renderTemplate`${selected.length > 0 ? renderTemplate`${renderComponent($$result, "CheckedLeagues", $$CheckedLeagues, {
		"leagueIds": selected,
		"time": time
	})}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="mob-only">${renderComponent($$result, "QuickLinks", $$QuickLinks, {})}${renderComponent($$result, "SportsList", $$SportsList, {
		"sports": sports,
		"time": time,
		"level": 1
	})}</div><div class="desk-only">${renderComponent($$result, "LeagueBrowser", $$LeagueBrowser, {
		"sports": sports,
		"time": time,
		"sportId": routeId(params.get("sport") ?? void 0),
		"query": params.get("q") ?? ""
	})}</div>` })}`}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/index.astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/index.astro";
var $$url = "/sports-betting";
// \0virtual:astro:page:src/pages/sports-betting/index@_@astro
var page = () => sports_betting_exports;
export { page };
