import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { f as formatTime, m as zonedInstant, p as wallClock, u as formatDate } from "./odds_DluFzNdV.mjs";
import { t as $$SportIcon } from "./SportIcon_BEJ5aIFW.mjs";
import { i as routeId } from "./links_DtMVl73c.mjs";
import { t as leagueSportName } from "./sport-name_DTQKvFhy.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { i as sports, n as leagues, r as results, t as events } from "./schema_COFDMaxO.mjs";
import { and, asc, eq, gte, lt } from "drizzle-orm";
// src/components/sports/results-day.ts
var two = (n) => String(n).padStart(2, "0");
function dayOf(year, month, day) {
	const from = zonedInstant({
		year,
		month,
		day,
		hour: 0,
		minute: 0,
		second: 0
	}) / 1e3;
	const next = new Date(Date.UTC(year, month - 1, day + 1));
	const to = zonedInstant({
		year: next.getUTCFullYear(),
		month: next.getUTCMonth() + 1,
		day: next.getUTCDate(),
		hour: 0,
		minute: 0,
		second: 0
	}) / 1e3;
	return {
		iso: `${year}-${two(month)}-${two(day)}`,
		from,
		to
	};
}
/** The day named by the value, or today (at nowMs) when it names no calendar day. */
function resultsDay(value, nowMs) {
	const today = wallClock(nowMs);
	const todayDay = dayOf(today.year, today.month, today.day);
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
	if (!m) return todayDay;
	const [y, mo, d] = [
		Number(m[1]),
		Number(m[2]),
		Number(m[3])
	];
	const check = new Date(Date.UTC(y, mo - 1, d));
	if (y < 2e3 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return todayDay;
	return dayOf(y, mo, d);
}
/** The day before or after, as YYYY-MM-DD. */
function shiftDay(iso, days) {
	const [y, m, d] = iso.split("-").map(Number);
	const date = new Date(Date.UTC(y, m - 1, d + days));
	return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}
// src/server/feed/results.ts
var RESULTS_LIMIT = 1e3;
/** Results of matches that started within [from, to) (epoch seconds), optionally of one sport, by start time. */
async function finishedResults(db, from, to, sportId) {
	return (await db.select({
		id: events.id,
		home: events.home,
		away: events.away,
		startTime: events.startTime,
		homeGoals: results.homeGoals,
		awayGoals: results.awayGoals,
		finishedAt: results.finishedAt,
		leagueId: leagues.id,
		leagueName: leagues.name,
		customId: leagues.customId,
		sportId: sports.id,
		sportName: sports.name
	}).from(results).innerJoin(events, eq(events.id, results.eventId)).innerJoin(leagues, eq(leagues.id, events.leagueId)).innerJoin(sports, eq(sports.id, events.sportId)).where(and(gte(events.startTime, /* @__PURE__ */ new Date(from * 1e3)), lt(events.startTime, /* @__PURE__ */ new Date(to * 1e3)), sportId === void 0 ? void 0 : eq(events.sportId, sportId))).orderBy(asc(events.startTime), asc(events.id)).limit(RESULTS_LIMIT)).map((r) => ({
		fi: r.id,
		home: { name: r.home },
		away: { name: r.away },
		homeGoals: r.homeGoals,
		awayGoals: r.awayGoals,
		time: Math.floor(r.startTime.getTime() / 1e3),
		finished_at: Math.floor(r.finishedAt.getTime() / 1e3),
		league: {
			id: r.leagueId,
			name: r.leagueName,
			sport: r.sportName,
			sport_id: r.sportId,
			custom_id: r.customId
		},
		sportId: r.sportId
	}));
}
// src/pages/results.astro
var results_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Results,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Results = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Results;
	const { t } = Astro.locals;
	const rt = runtime();
	const params = Astro.url.searchParams;
	const day = resultsDay(params.get("day"), rt.clock.now());
	const sportId = routeId(params.get("sport") ?? void 0);
	const all = await finishedResults(rt.db, day.from, day.to);
	const sports = [...new Map(all.map((r) => [r.sportId, leagueSportName(t, r.league)])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
	const shown = sportId ? all.filter((r) => r.sportId === sportId) : all;
	const groups = /* @__PURE__ */ new Map();
	for (const r of shown) {
		const list = groups.get(r.league.id);
		if (list) list.push(r);
		else groups.set(r.league.id, [r]);
	}
	const dayHref = (iso) => `/results?day=${iso}${sportId ? `&sport=${sportId}` : ""}`;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.results"),
		"data-astro-cid-ub4aujo7": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="panel" data-astro-cid-ub4aujo7><div class="panel-head" data-astro-cid-ub4aujo7><h1 data-astro-cid-ub4aujo7>${renderComponent($$result, "Icon", $$Icon, {
		"name": "trophy",
		"data-astro-cid-ub4aujo7": true
	})}${t("menu.results")}</h1><span class="count" data-astro-cid-ub4aujo7>${t("results.count", { count: shown.length })}</span></div><form class="panel-body results-form" method="get" action="/results" data-astro-cid-ub4aujo7><a class="btn btn-ghost day-step"${addAttribute(dayHref(shiftDay(day.iso, -1)), "href")}${addAttribute(t("results.prevDay"), "aria-label")} data-astro-cid-ub4aujo7>‹</a><label data-astro-cid-ub4aujo7>${t("results.day")}<input type="date" name="day"${addAttribute(day.iso, "value")} data-astro-cid-ub4aujo7></label><a class="btn btn-ghost day-step"${addAttribute(dayHref(shiftDay(day.iso, 1)), "href")}${addAttribute(t("results.nextDay"), "aria-label")} data-astro-cid-ub4aujo7>›</a><label data-astro-cid-ub4aujo7>${t("results.sport")}<select name="sport" data-astro-cid-ub4aujo7><option value="" data-astro-cid-ub4aujo7>${t("results.allSports")}</option>${sports.map(([id, name]) => renderTemplate`<option${addAttribute(id, "value")}${addAttribute(id === sportId, "selected")} data-astro-cid-ub4aujo7>${name}</option>`)}</select></label><button class="btn btn-primary" type="submit" data-astro-cid-ub4aujo7>${t("results.show")}</button></form></section>${groups.size === 0 ? renderTemplate`<div class="panel" data-astro-cid-ub4aujo7>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "trophy",
		"title": t("results.empty"),
		"headingLevel": 2,
		"data-astro-cid-ub4aujo7": true
	}, { "default": ($$result) => renderTemplate`<a class="btn btn-primary" href="/sports-betting" data-astro-cid-ub4aujo7>${t("menu.sportsBetting")}</a>` })}</div>` : [...groups.values()].map((list) => renderTemplate`<section class="panel" data-astro-cid-ub4aujo7><h2 class="res-head" data-astro-cid-ub4aujo7>${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": list[0].sportId,
		"class": "icon icon-sm",
		"data-astro-cid-ub4aujo7": true
	})}<span class="muted" data-astro-cid-ub4aujo7>${leagueSportName(t, list[0].league)} ·</span> ${list[0].league.name}</h2><ol class="res-rows" data-astro-cid-ub4aujo7>${list.map((r) => renderTemplate`<li data-astro-cid-ub4aujo7><time${addAttribute((/* @__PURE__ */ new Date(r.time * 1e3)).toISOString(), "datetime")} data-astro-cid-ub4aujo7><span data-astro-cid-ub4aujo7>${formatDate(r.time * 1e3)}</span> <b data-astro-cid-ub4aujo7>${formatTime(r.time * 1e3)}</b></time><span class="teams" data-astro-cid-ub4aujo7><span data-astro-cid-ub4aujo7>${r.home.name}</span><span data-astro-cid-ub4aujo7>${r.away.name}</span></span><span class="score"${addAttribute(`${t("results.final")}: ${r.homeGoals}:${r.awayGoals}`, "aria-label")} data-astro-cid-ub4aujo7><span data-astro-cid-ub4aujo7>${r.homeGoals}</span><span data-astro-cid-ub4aujo7>${r.awayGoals}</span></span></li>`)}</ol></section>`)}` })}`;
}, "/work/wt/edges/src/pages/results.astro", void 0);
var $$file = "/work/wt/edges/src/pages/results.astro";
var $$url = "/results";
// \0virtual:astro:page:src/pages/results@_@astro
var page = () => results_exports;
export { page };
