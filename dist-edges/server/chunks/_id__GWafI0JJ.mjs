import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, o as $slip, p as pickedKeys, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { f as formatTime, u as formatDate } from "./odds_DluFzNdV.mjs";
import { a as slugify, i as routeId, n as leagueHref, t as deskLeaguesHref } from "./links_DtMVl73c.mjs";
import { t as $$BetGroups } from "./BetGroups_N9x1cd9O.mjs";
import { t as leagueSportName } from "./sport-name_DTQKvFhy.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { c as oddKey, t as $oddFlags } from "./odd-flags_x-xvSUch.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { i as startLiveFeed, r as seedLiveEvents, t as $liveEvents } from "./live-feed_C3Qgl-rq.mjs";
import { i as oddLabel, n as clockText, r as OddButton, t as Scoreboard } from "./live_CQ-NVrFJ.mjs";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/components/sports/MatchDetail.astro
createAstro("https://astro.build");
var $$MatchDetail = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MatchDetail;
	const { event: e } = Astro.props;
	const { t } = Astro.locals;
	const ms = e.time * 1e3;
	return renderTemplate`${maybeRenderHead($$result)}<section class="panel match" data-astro-cid-ippk2ska><div class="match-head" data-astro-cid-ippk2ska><a class="match-league"${addAttribute(leagueHref(slugify(e.league.sport), {
		id: e.league.id,
		name: e.league.name,
		sport_id: e.league.sport_id
	}), "href")}${addAttribute(deskLeaguesHref([e.league.id]), "data-desk-href")} data-astro-cid-ippk2ska>${renderComponent($$result, "Icon", $$Icon, {
		"name": "trophy",
		"class": "icon icon-sm",
		"data-astro-cid-ippk2ska": true
	})}${leagueSportName(t, e.league)} · ${e.league.name}</a><h1 class="match-teams" data-astro-cid-ippk2ska><span data-astro-cid-ippk2ska>${e.home.name}</span><span class="vs" aria-hidden="true" data-astro-cid-ippk2ska>–</span><span data-astro-cid-ippk2ska>${e.away.name}</span></h1><p class="match-when" data-astro-cid-ippk2ska><span data-astro-cid-ippk2ska>${t("events.startsAt")}:</span> <time${addAttribute(new Date(ms).toISOString(), "datetime")} data-astro-cid-ippk2ska>${formatDate(ms)} ${formatTime(ms)}</time></p></div></section>${e.bets.length === 0 ? renderTemplate`<div class="panel" data-astro-cid-ippk2ska><p class="panel-body muted" data-astro-cid-ippk2ska>${t("events.noOffer")}</p></div>` : renderTemplate`<div class="panel" data-astro-cid-ippk2ska>${renderComponent($$result, "BetGroups", $$BetGroups, {
		"event": e,
		"data-astro-cid-ippk2ska": true
	})}</div>`}`;
}, "/work/wt/edges/src/components/sports/MatchDetail.astro", void 0);
// src/islands/live/LiveMatch.tsx
function LiveMatch({ lang, event, sportName }) {
	const t = useT(lang);
	const hydrated = useHydrated();
	if (typeof window !== "undefined") seedLiveEvents([event]);
	const list = useStore($liveEvents);
	const flags = useStore($oddFlags);
	const slip = useStore($slip);
	useEffect(() => startLiveFeed(), []);
	const fresh = hydrated ? list.find((e) => e.fi === event.fi) : void 0;
	const e = fresh ?? event;
	const over = hydrated && list.length > 0 && !fresh;
	const picked = hydrated ? pickedKeys(slip) : /* @__PURE__ */ new Set();
	const groups = [...e.bets].sort((a, b) => a.priority - b.priority);
	return /* @__PURE__ */ jsxs("div", {
		className: "live-match",
		children: [
			/* @__PURE__ */ jsxs("section", {
				className: "panel live-match__head",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "live-match__league",
						children: [
							sportName,
							" · ",
							e.league.name
						]
					}),
					/* @__PURE__ */ jsx("span", {
						className: "live-match__clock",
						"data-testid": "live-clock",
						children: over ? t("live.finished") : clockText(e, t)
					}),
					/* @__PURE__ */ jsxs("h1", {
						className: "isl-visually-hidden",
						children: [
							e.home.name,
							" – ",
							e.away.name
						]
					}),
					/* @__PURE__ */ jsx(Scoreboard, {
						event: e,
						t,
						detailed: true
					})
				]
			}),
			over ? /* @__PURE__ */ jsx("p", {
				className: "panel live-empty",
				children: t("live.matchOver")
			}) : null,
			!over && groups.map((g) => {
				const closed = g.suspended || g.odds.every((o) => o.suspended);
				return /* @__PURE__ */ jsxs("section", {
					className: "panel",
					children: [/* @__PURE__ */ jsxs("h2", {
						className: "live-match__group-head",
						children: [/* @__PURE__ */ jsx("span", { children: g.name }), closed ? /* @__PURE__ */ jsx("span", {
							className: "live-match__closed",
							children: t("live.suspended")
						}) : null]
					}), /* @__PURE__ */ jsx("div", {
						className: "live-match__group-odds",
						children: g.odds.map((o) => /* @__PURE__ */ jsx(OddButton, {
							event: e,
							group: g,
							odd: o,
							label: o.name2 ? `${oddLabel(o)} · ${o.name2}` : oddLabel(o),
							live: true,
							pressed: picked.has(oddKey(e.fi, o.custom_id)),
							move: flags[oddKey(e.fi, o.custom_id)]
						}, o.custom_id))
					})]
				}, g.custom_id);
			})
		]
	});
}
// src/pages/sports-betting/match/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const id = routeId(Astro.params.id);
	const event = id === void 0 ? void 0 : runtime().offer.event(id);
	if (!event) return Astro.rewrite("/404");
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": `${event.home.name} – ${event.away.name}` }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, {}, { "default": ($$result) => renderTemplate`${event.status === "live" ? renderTemplate`${renderComponent($$result, "LiveMatch", LiveMatch, {
		"client:load": true,
		"lang": Astro.locals.lang,
		"event": event,
		"sportName": leagueSportName(Astro.locals.t, event.league),
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/live/LiveMatch.tsx",
		"client:component-export": "default"
	})}` : renderTemplate`${renderComponent($$result, "MatchDetail", $$MatchDetail, { "event": event })}`}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/match/[id].astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/match/[id].astro";
var $$url = "/sports-betting/match/[id]";
// \0virtual:astro:page:src/pages/sports-betting/match/[id]@_@astro
var page = () => _id__exports;
export { page };
