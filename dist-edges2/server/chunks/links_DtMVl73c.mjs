import { c as endOfDaySeconds } from "./odds_DluFzNdV.mjs";
// src/components/sports/time-filter.ts
var TIME_FILTERS = [
	"today",
	"3h",
	"24h",
	"3d",
	"all"
];
var HOURS = {
	"3h": 3,
	"24h": 24,
	"3d": 72
};
/** The filter a ?time= value names; anything unknown is long term. */
function parseTimeFilter(value) {
	return TIME_FILTERS.includes(value ?? "") ? value : "all";
}
/** The latest start (epoch seconds) the filter lets through at `nowMs`, or undefined for long term. */
function filterToTime(filter, nowMs) {
	if (filter === "all") return void 0;
	if (filter === "today") return endOfDaySeconds(nowMs);
	return Math.floor(nowMs / 1e3) + (HOURS[filter] ?? 0) * 3600;
}
/** The query string that carries the filter ("" for long term). */
function timeQuery(filter) {
	return filter === "all" ? "" : `?time=${filter}`;
}
/** The translation key of each filter's label. */
var TIME_FILTER_LABEL = {
	today: "sports.time.today",
	"3h": "sports.time.3h",
	"24h": "sports.time.24h",
	"3d": "sports.time.3d",
	all: "sports.time.all"
};
// src/components/sports/links.ts
/** "Premier League" -> "premier-league"; the id in the URL is what identifies the league. */
function slugify(name) {
	return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "all";
}
function sportHref(sport, time = "all") {
	return `/sports-betting/sport/${sport.slug}/${sport.id}${timeQuery(time)}`;
}
function leagueHref(sportSlug, league, time = "all") {
	return `/sports-betting/${sportSlug}/${league.sport_id}/${slugify(league.name)}/${league.id}${timeQuery(time)}`;
}
/** The desktop view of checked leagues: their event blocks on the sports betting page. */
function deskLeaguesHref(leagueIds, time = "all") {
	const q = new URLSearchParams();
	if (time !== "all") q.set("time", time);
	for (const id of leagueIds) q.append("league", String(id));
	const s = q.toString();
	return `/sports-betting${s ? `?${s}` : ""}`;
}
function matchHref(eventId) {
	return `/sports-betting/match/${eventId}`;
}
/** A positive integer route id, or undefined for anything else. */
function routeId(param) {
	if (!param || !/^\d{1,12}$/.test(param)) return void 0;
	const id = Number(param);
	return id > 0 ? id : void 0;
}
export { slugify as a, TIME_FILTER_LABEL as c, timeQuery as d, routeId as i, filterToTime as l, leagueHref as n, sportHref as o, matchHref as r, TIME_FILTERS as s, deskLeaguesHref as t, parseTimeFilter as u };
