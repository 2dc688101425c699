import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$LeagueBlock } from "./LeagueBlock_CGobiAAW.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { i as routeId, l as filterToTime, o as sportHref, u as parseTimeFilter } from "./links_DtMVl73c.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { n as sportName, t as leagueSportName } from "./sport-name_DTQKvFhy.mjs";
// src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro
var _leagueId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$LeagueId,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$LeagueId = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LeagueId;
	const { t } = Astro.locals;
	const rt = runtime();
	const leagueId = routeId(Astro.params.leagueId);
	const league = leagueId === void 0 ? void 0 : rt.offer.league(leagueId);
	if (!league || String(league.sport_id) !== Astro.params.id) return Astro.rewrite("/404");
	const time = parseTimeFilter(Astro.url.searchParams.get("time"));
	const events = rt.offer.eventsForLeague(league.id, { toTime: filterToTime(time, rt.clock.now()) });
	const sport = rt.offer.sport(league.sport_id);
	const betParam = Astro.url.searchParams.get("bet") ?? void 0;
	const betType = betParam && events.some((e) => e.bets.some((g) => g.custom_id === betParam)) ? betParam : void 0;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": league.name }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/not-found" })}${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LeagueBlock", $$LeagueBlock, {
		"level": 1,
		"title": league.name,
		"subtitle": leagueSportName(t, league),
		"sportId": league.sport_id,
		"events": events,
		"betMenuBase": Astro.url,
		"betType": betType
	}, { "default": ($$result) => renderTemplate`${events.length === 0 && renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "calendar",
		"title": t("sports.emptyTitle"),
		"text": time === "all" ? t("sports.emptyText") : t("sports.emptyToday")
	}, { "default": ($$result) => renderTemplate`${sport && renderTemplate`${maybeRenderHead($$result)}<a class="btn btn-ghost"${addAttribute(sportHref(sport), "href")}>${sportName(t, sport)}</a>`}` })}`}` })}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro";
var $$url = "/sports-betting/[sport]/[id]/[league]/[leagueId]";
// \0virtual:astro:page:src/pages/sports-betting/[sport]/[id]/[league]/[leagueId]@_@astro
var page = () => _leagueId__exports;
export { page };
