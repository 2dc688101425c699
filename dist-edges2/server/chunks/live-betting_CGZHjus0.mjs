import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { o as $slip, p as pickedKeys, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { a as $liveFavoriteIds, i as startLiveFeed, o as toggleLiveFavorite, r as seedLiveEvents, t as $liveEvents } from "./live-feed_C3Qgl-rq.mjs";
import { f as formatTime, s as endOfDay, u as formatDate } from "./odds_DluFzNdV.mjs";
import { c as oddKey, t as $oddFlags } from "./odd-flags_x-xvSUch.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { i as oddLabel, n as clockText, r as OddButton, t as Scoreboard } from "./live_CQ-NVrFJ.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { r as sportNames } from "./sport-name_DTQKvFhy.mjs";
import { memo, useEffect, useMemo, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/live/upcoming.ts
var UPCOMING_FILTERS = [
	"today",
	"3h",
	"24h",
	"3d",
	"long"
];
var HOUR = 36e5;
/** The latest start (epoch ms) a filter lets through, Infinity for long term. */
function filterLimit(filter, nowMs) {
	switch (filter) {
		case "today": return endOfDay(nowMs);
		case "3h": return nowMs + 3 * HOUR;
		case "24h": return nowMs + 24 * HOUR;
		case "3d": return nowMs + 72 * HOUR;
		case "long": return Infinity;
	}
}
/** Events not started yet and starting within the filter, soonest first. */
function upcomingWithin(events, filter, nowMs) {
	const limit = filterLimit(filter, nowMs);
	return events.filter((e) => e.time * 1e3 > nowMs && e.time * 1e3 <= limit).sort((a, b) => a.time - b.time || a.fi - b.fi);
}
// src/islands/live/LiveBoard.tsx
/** Per-event slices of the shared maps, as strings, so an unchanged row skips rendering. */
function rowKeys(ctx, e) {
	const prefix = `${e.fi}:`;
	let picked = "";
	for (const k of ctx.picked) if (k.startsWith(prefix)) picked += `${k};`;
	let flags = ";";
	for (const o of e.fullTimeBet?.odds ?? []) {
		const move = ctx.flags[oddKey(e.fi, o.custom_id)];
		if (move) flags += `${o.custom_id}=${move};`;
	}
	return {
		picked,
		flags
	};
}
function Star({ event: e, on, t }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `live-star${on ? " is-on" : ""}`,
		"aria-pressed": on,
		"aria-label": on ? t("live.removeFavorite", { match: `${e.home.name} – ${e.away.name}` }) : t("live.addFavorite", { match: `${e.home.name} – ${e.away.name}` }),
		onClick: () => toggleLiveFavorite(e),
		children: /* @__PURE__ */ jsx("svg", {
			viewBox: "0 0 24 24",
			width: "18",
			height: "18",
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("path", {
				d: "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z",
				fill: on ? "currentColor" : "none",
				stroke: "currentColor",
				strokeWidth: "1.6",
				strokeLinejoin: "round"
			})
		})
	});
}
var moveOf = (flags, customId) => {
	const at = flags.indexOf(`;${customId}=`);
	if (at < 0) return void 0;
	return flags.startsWith("higher", at + customId.length + 2) ? "higher" : "lower";
};
/** One match row; memoised, so a push re-renders only the rows it changed. */
var LiveRow = memo(function LiveRow({ event: e, t, live, favorite, picked, flags }) {
	const main = e.fullTimeBet;
	return /* @__PURE__ */ jsxs("li", {
		className: "live-row",
		"data-event-id": e.fi,
		"aria-label": `${e.home.name} – ${e.away.name}`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "live-row__when",
				children: [live ? /* @__PURE__ */ jsx("span", {
					className: "live-row__clock",
					"data-testid": "live-clock",
					children: clockText(e, t)
				}) : /* @__PURE__ */ jsxs("span", {
					className: "live-row__time",
					children: [
						formatDate(e.time * 1e3),
						" ",
						formatTime(e.time * 1e3)
					]
				}), live ? /* @__PURE__ */ jsx(Star, {
					event: e,
					on: favorite,
					t
				}) : null]
			}),
			/* @__PURE__ */ jsxs("a", {
				className: "live-row__match",
				href: `/sports-betting/match/${e.fi}`,
				children: [live ? /* @__PURE__ */ jsx(Scoreboard, {
					event: e,
					t
				}) : /* @__PURE__ */ jsxs("span", {
					className: "live-row__teams",
					children: [/* @__PURE__ */ jsx("span", { children: e.home.name }), /* @__PURE__ */ jsx("span", { children: e.away.name })]
				}), /* @__PURE__ */ jsx("span", {
					className: "live-row__league",
					children: e.league.name
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: `live-row__odds n${main?.odds.length ?? 0}`,
				children: main ? main.odds.map((o) => /* @__PURE__ */ jsx(OddButton, {
					event: e,
					group: main,
					odd: o,
					label: oddLabel(o),
					live,
					pressed: picked.includes(`${oddKey(e.fi, o.custom_id)};`),
					move: live ? moveOf(flags, o.custom_id) : void 0
				}, o.custom_id)) : /* @__PURE__ */ jsx("span", {
					className: "muted",
					children: t("live.noMarket")
				})
			})
		]
	});
});
function Row({ event, ctx, live }) {
	const keys = rowKeys(ctx, event);
	return /* @__PURE__ */ jsx(LiveRow, {
		event,
		t: ctx.t,
		live,
		favorite: ctx.favorites.has(event.fi),
		picked: keys.picked,
		flags: keys.flags
	});
}
function bySport(events, names = {}) {
	const groups = /* @__PURE__ */ new Map();
	for (const e of events) {
		const g = groups.get(e.sportId) ?? {
			sportId: e.sportId,
			sport: names[e.sportId] ?? e.league.sport,
			events: []
		};
		g.events.push(e);
		groups.set(e.sportId, g);
	}
	return [...groups.values()];
}
function SportLists({ events, ctx, live, names, headingLevel = 3 }) {
	const H = headingLevel === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsx(Fragment$1, { children: bySport(events, names).map((g) => /* @__PURE__ */ jsxs("section", {
		className: "live-sport",
		children: [/* @__PURE__ */ jsxs(H, {
			className: "live-sport__head",
			children: [
				g.sport,
				" ",
				/* @__PURE__ */ jsx("span", {
					className: "count-badge",
					children: g.events.length
				})
			]
		}), /* @__PURE__ */ jsx("ul", {
			className: "live-list",
			children: g.events.map((e) => /* @__PURE__ */ jsx(Row, {
				event: e,
				ctx,
				live
			}, e.fi))
		})]
	}, g.sportId)) });
}
function LiveBoard({ lang, live, upcoming, nowMs, sportNames }) {
	const t = useT(lang);
	const hydrated = useHydrated();
	if (typeof window !== "undefined") seedLiveEvents(live);
	const stored = useStore($liveEvents);
	const events = hydrated ? stored : live;
	const flags = useStore($oddFlags);
	const slip = useStore($slip);
	const favoriteIds = useStore($liveFavoriteIds);
	const [tab, setTab] = useState("live");
	const [filter, setFilter] = useState("today");
	const [clockOffset] = useState(() => nowMs - Date.now());
	useEffect(() => startLiveFeed(), []);
	const favorites = hydrated ? favoriteIds : /* @__PURE__ */ new Set();
	const ctx = {
		t,
		picked: hydrated ? pickedKeys(slip) : /* @__PURE__ */ new Set(),
		flags,
		favorites
	};
	const favoriteEvents = useMemo(() => events.filter((e) => favorites.has(e.fi)), [events, favorites]);
	const others = events.filter((e) => !favorites.has(e.fi));
	const soon = upcomingWithin(upcoming, filter, Date.now() + clockOffset);
	const empty = (text) => /* @__PURE__ */ jsx("p", {
		className: "live-empty",
		children: text
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "live-board",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "live-desk",
			children: [/* @__PURE__ */ jsx("div", {
				className: "live-tabs",
				role: "tablist",
				"aria-label": t("live.tabsLabel"),
				children: [
					[
						"live",
						t("live.tabLive"),
						events.length
					],
					[
						"upcoming",
						t("live.tabUpcoming"),
						null
					],
					[
						"favorites",
						t("live.tabFavorites"),
						favoriteEvents.length
					]
				].map(([id, label, count]) => /* @__PURE__ */ jsxs("button", {
					type: "button",
					role: "tab",
					id: `live-tab-${id}`,
					"aria-selected": tab === id,
					"aria-controls": `live-panel-${id}`,
					className: "live-tab",
					onClick: () => setTab(id),
					children: [label, count === null ? null : /* @__PURE__ */ jsx("span", {
						className: "count-badge",
						"data-testid": `live-count-${id}`,
						children: count
					})]
				}, id))
			}), /* @__PURE__ */ jsxs("div", {
				role: "tabpanel",
				id: `live-panel-${tab}`,
				"aria-labelledby": `live-tab-${tab}`,
				className: "live-panel",
				children: [
					tab === "live" ? events.length ? /* @__PURE__ */ jsx(SportLists, {
						events,
						ctx,
						names: sportNames,
						live: true
					}) : empty(t("live.noLive")) : null,
					tab === "favorites" ? favoriteEvents.length ? /* @__PURE__ */ jsx(SportLists, {
						events: favoriteEvents,
						ctx,
						names: sportNames,
						live: true
					}) : empty(t("live.noFavorites")) : null,
					tab === "upcoming" ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("div", {
						className: "live-filters",
						role: "group",
						"aria-label": t("live.filtersLabel"),
						children: UPCOMING_FILTERS.map((f) => /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "live-filter",
							"aria-pressed": filter === f,
							onClick: () => setFilter(f),
							children: t(`live.filter.${f}`)
						}, f))
					}), soon.length ? /* @__PURE__ */ jsx(SportLists, {
						events: soon,
						ctx,
						names: sportNames,
						live: false
					}) : empty(t("live.noUpcoming"))] }) : null
				]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "live-mobile",
			children: [
				/* @__PURE__ */ jsxs("details", {
					className: "live-group live-group--favorites",
					open: true,
					children: [/* @__PURE__ */ jsxs("summary", { children: [
						/* @__PURE__ */ jsx("span", { children: t("live.tabFavorites") }),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "count-badge",
							children: favoriteEvents.length
						})
					] }), favoriteEvents.length ? /* @__PURE__ */ jsx("ul", {
						className: "live-list",
						children: favoriteEvents.map((e) => /* @__PURE__ */ jsx(Row, {
							event: e,
							ctx,
							live: true
						}, e.fi))
					}) : empty(t("live.noFavorites"))]
				}),
				others.length === 0 && favoriteEvents.length === 0 ? empty(t("live.noLive")) : null,
				bySport(others, sportNames).map((g) => /* @__PURE__ */ jsxs("details", {
					className: "live-group",
					open: true,
					children: [/* @__PURE__ */ jsxs("summary", { children: [
						/* @__PURE__ */ jsx("span", { children: g.sport }),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "count-badge",
							children: g.events.length
						})
					] }), /* @__PURE__ */ jsx("ul", {
						className: "live-list",
						children: g.events.map((e) => /* @__PURE__ */ jsx(Row, {
							event: e,
							ctx,
							live: true
						}, e.fi))
					})]
				}, g.sportId))
			]
		})]
	});
}
// src/lib/offer/live-props.ts
function rowEvent(e) {
	return {
		...e,
		bets: e.fullTimeBet ? [e.fullTimeBet] : []
	};
}
// src/pages/live-betting.astro
var live_betting_exports = /* @__PURE__ */ __exportAll({
	default: () => $$LiveBetting,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$LiveBetting = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LiveBetting;
	const { t, lang } = Astro.locals;
	const rt = runtime();
	const live = rt.offer.liveEvents().map(rowEvent);
	const upcoming = rt.offer.soonest(120).map(rowEvent);
	Astro.response.headers.set("Cache-Control", "no-store");
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("live.title") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, { "sidebar": false }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="page-title">${t("live.title")}</h1>${renderComponent($$result, "LiveBoard", LiveBoard, {
		"client:load": true,
		"lang": lang,
		"live": live,
		"upcoming": upcoming,
		"nowMs": rt.clock.now(),
		"sportNames": sportNames(t),
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/live/LiveBoard.tsx",
		"client:component-export": "default"
	})}` })}` })}`;
}, "/work/wt/edges/src/pages/live-betting.astro", void 0);
var $$file = "/work/wt/edges/src/pages/live-betting.astro";
var $$url = "/live-betting";
// \0virtual:astro:page:src/pages/live-betting@_@astro
var page = () => live_betting_exports;
export { page };
