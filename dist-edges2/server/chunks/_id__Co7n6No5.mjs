import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { n as $$TimeFilterNav, t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { t as $$SportIcon } from "./SportIcon_BEJ5aIFW.mjs";
import { d as timeQuery, i as routeId, l as filterToTime, n as leagueHref, o as sportHref, u as parseTimeFilter } from "./links_DtMVl73c.mjs";
import { n as sportName } from "./sport-name_DTQKvFhy.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
// src/components/sports/LeagueList.astro
createAstro("https://astro.build");
var $$LeagueList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LeagueList;
	const { sport, leagues, time } = Astro.props;
	const { t } = Astro.locals;
	const shown = leagues.filter((l) => l.count > 0);
	return renderTemplate`${maybeRenderHead($$result)}<section class="panel" data-astro-cid-rpe5spvi><div class="panel-head" data-astro-cid-rpe5spvi><h1 data-astro-cid-rpe5spvi><span class="sport-icon-wrap" data-astro-cid-rpe5spvi>${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": sport.id,
		"data-astro-cid-rpe5spvi": true
	})}</span>${sportName(t, sport)}</h1><a class="back-link"${addAttribute(`/sports-betting${timeQuery(time)}`, "href")} data-astro-cid-rpe5spvi>${t("sports.backToSports")}</a></div>${renderComponent($$result, "TimeFilterNav", $$TimeFilterNav, {
		"current": time,
		"basePath": sportHref(sport),
		"data-astro-cid-rpe5spvi": true
	})}${shown.length === 0 ? renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": time === "all" ? t("sports.emptyText") : t("sports.emptyToday"),
		"data-astro-cid-rpe5spvi": true
	})}` : renderTemplate`<ul class="link-list" data-astro-cid-rpe5spvi>${shown.map((l) => renderTemplate`<li data-astro-cid-rpe5spvi><a${addAttribute(leagueHref(sport.slug, l, time), "href")}${addAttribute(l.id, "data-league")} data-astro-cid-rpe5spvi><span class="grow" data-astro-cid-rpe5spvi>${l.country ? renderTemplate`<span class="country" data-astro-cid-rpe5spvi>${l.country} · </span>` : null}${l.name}</span><span class="count-badge" data-astro-cid-rpe5spvi><span class="visually-hidden" data-astro-cid-rpe5spvi>${t("sports.eventCount")}: </span>${l.count}</span>${renderComponent($$result, "Icon", $$Icon, {
		"name": "chevron",
		"class": "icon icon-sm chev",
		"data-astro-cid-rpe5spvi": true
	})}</a></li>`)}</ul>`}</section>`;
}, "/work/wt/edges/src/components/sports/LeagueList.astro", void 0);
// src/pages/sports-betting/sport/[name]/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const { t } = Astro.locals;
	const rt = runtime();
	const id = routeId(Astro.params.id);
	const sport = id === void 0 ? void 0 : rt.offer.sport(id);
	if (!sport) return Astro.rewrite("/404");
	const time = parseTimeFilter(Astro.url.searchParams.get("time"));
	const leagues = rt.offer.leagues(sport.id, { toTime: filterToTime(time, rt.clock.now()) });
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": sportName(t, sport) }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/not-found" })}${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LeagueList", $$LeagueList, {
		"sport": sport,
		"leagues": leagues,
		"time": time
	})}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/sport/[name]/[id].astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/sport/[name]/[id].astro";
var $$url = "/sports-betting/sport/[name]/[id]";
// \0virtual:astro:page:src/pages/sports-betting/sport/[name]/[id]@_@astro
var page = () => _id__exports;
export { page };
