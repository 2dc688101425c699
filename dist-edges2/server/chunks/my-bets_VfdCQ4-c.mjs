import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { n as apiGet } from "./client_QVtWpBMY.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { a as parseMajor, c as endOfDaySeconds, f as formatTime, m as zonedInstant, n as formatAmount, o as SITE_TIME_ZONE, p as wallClock, u as formatDate } from "./odds_DluFzNdV.mjs";
import { useEffect, useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/slip/bet-period.ts
var BET_PERIODS = [
	"today",
	"3",
	"7",
	"14",
	"30",
	"60",
	"custom"
];
var FIRST_BET_YEAR = 2024;
/** The years a custom period offers: 2024 to the current one. */
function betYears(nowMs, timeZone = SITE_TIME_ZONE) {
	const current = Math.max(FIRST_BET_YEAR, wallClock(nowMs, timeZone).year);
	return Array.from({ length: current - FIRST_BET_YEAR + 1 }, (_, i) => FIRST_BET_YEAR + i);
}
var complete = (m) => m.month !== null && m.year !== null && m.month >= 1 && m.month <= 12;
/**
* The period as [from, to] epoch seconds. "today" starts at the site's midnight, N days
* start at midnight N-1 days back, and every period ends at today's 23:59:59. A custom
* period runs from the first day of the start month to the last second of the end month;
* it needs both ends, else the missing ones are named and no query should be made.
*/
function periodRange(period, nowMs, start, end, timeZone = SITE_TIME_ZONE) {
	if (period === "custom") {
		const missing = [];
		if (!complete(start)) missing.push("start");
		if (!complete(end)) missing.push("end");
		if (!complete(start) || !complete(end)) return {
			ok: false,
			missing
		};
		const from = zonedInstant({
			year: start.year,
			month: start.month,
			day: 1,
			hour: 0,
			minute: 0,
			second: 0
		}, timeZone);
		const next = end.month === 12 ? {
			year: end.year + 1,
			month: 1
		} : {
			year: end.year,
			month: end.month + 1
		};
		const to = zonedInstant({
			...next,
			day: 1,
			hour: 0,
			minute: 0,
			second: 0
		}, timeZone) - 1e3;
		return {
			ok: true,
			from: Math.floor(Math.min(from, to) / 1e3),
			to: Math.floor(Math.max(from, to) / 1e3)
		};
	}
	const days = period === "today" ? 1 : Number(period);
	const today = wallClock(nowMs, timeZone);
	const midnight = zonedInstant({
		year: today.year,
		month: today.month,
		day: today.day,
		hour: 0,
		minute: 0,
		second: 0
	}, timeZone);
	const from = zonedInstant({
		...wallClock(midnight - (days - 1) * 864e5 + 432e5, timeZone),
		hour: 0,
		minute: 0,
		second: 0
	}, timeZone);
	return {
		ok: true,
		from: Math.floor(from / 1e3),
		to: endOfDaySeconds(nowMs, timeZone)
	};
}
// src/islands/slip/TicketCard.tsx
/** The ticket's selections grouped by event, in the order they were placed. */
function groupByEvent(events) {
	const groups = /* @__PURE__ */ new Map();
	for (const e of events) groups.set(e.event_id, [...groups.get(e.event_id) ?? [], e]);
	return [...groups.values()];
}
var describe = (e) => {
	const header = e.odd_header && e.odd_header !== e.odd_name && e.odd_header !== "Tie" ? `${e.odd_header} ` : "";
	return `${e.bet_name}: ${header}${e.odd_name}${e.odd_handicap ? ` ${e.odd_handicap}` : ""}`;
};
var STATUS_KEYS = /* @__PURE__ */ new Set([
	"pending",
	"winning",
	"failed",
	"cancelled",
	"returned"
]);
/** One ticket: its derived figures, then its bets grouped by event (date, time, event, quota, result, description). */
function TicketCard({ ticket, t, lang, currency }) {
	const money = (major) => major === null ? "–" : `${formatAmount(parseMajor(major) ?? 0n, lang)} ${currency}`;
	const status = (s) => STATUS_KEYS.has(s) ? t(`myBets.status.${s}`) : s;
	const created = new Date(ticket.created_at).getTime();
	const kind = ticket.type === "system" ? t("myBets.system", { sizes: (ticket.system_sizes ?? []).join(", ") }) : t(`myBets.${ticket.combination}`);
	return /* @__PURE__ */ jsxs("article", {
		className: `ticket ticket--${ticket.status}`,
		"aria-labelledby": `ticket-${ticket.id}`,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "ticket__head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						id: `ticket-${ticket.id}`,
						children: t("myBets.ticket", { id: ticket.id })
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "ticket__when",
						children: [
							formatDate(created),
							" ",
							formatTime(created)
						]
					}),
					/* @__PURE__ */ jsx("span", {
						className: `ticket__status ticket__status--${ticket.status}`,
						children: status(ticket.status)
					})
				]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "ticket__figures",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.combination") }), /* @__PURE__ */ jsxs("dd", { children: [kind, ticket.is_live_ticket ? ` · ${t("myBets.live")}` : ""] })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.numberOfBets") }), /* @__PURE__ */ jsx("dd", { children: ticket.numberOfBets })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.maxCoefficient") }), /* @__PURE__ */ jsx("dd", { children: ticket.maxCoefficient })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.stake") }), /* @__PURE__ */ jsx("dd", { children: money(ticket.stake) })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.payment") }), /* @__PURE__ */ jsx("dd", { children: money(ticket.payment) })] }),
					ticket.win_amount !== null ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("myBets.win") }), /* @__PURE__ */ jsx("dd", { children: money(ticket.win_amount) })] }) : null
				]
			}),
			/* @__PURE__ */ jsxs("table", {
				className: "ticket__bets",
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.date")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.time")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.event")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.quota")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.result")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("myBets.description")
					})
				] }) }), groupByEvent(ticket.ticket_events).map((bets) => {
					const first = bets[0];
					const when = first.time * 1e3;
					const result = first.home_goals !== null && first.away_goals !== null ? `${first.home_goals}:${first.away_goals}` : "–";
					return /* @__PURE__ */ jsx("tbody", {
						className: "ticket__event",
						children: bets.map((bet) => /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("td", {
								className: "ticket__date",
								children: formatDate(when)
							}),
							/* @__PURE__ */ jsx("td", {
								className: "ticket__time",
								children: formatTime(when)
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "ticket__match",
								children: [
									first.home_team,
									" - ",
									first.away_team,
									first.is_live_event ? /* @__PURE__ */ jsxs("span", {
										className: "ticket__live",
										children: [" ", t("myBets.live")]
									}) : null,
									first.result_at_creation ? /* @__PURE__ */ jsx("span", {
										className: "ticket__at-creation",
										children: t("myBets.resultAtCreation", { score: first.result_at_creation })
									}) : null
								]
							}),
							/* @__PURE__ */ jsx("td", {
								className: "ticket__odd",
								children: bet.odd_value
							}),
							/* @__PURE__ */ jsx("td", {
								className: "ticket__result",
								children: result
							}),
							/* @__PURE__ */ jsxs("td", {
								className: "ticket__description",
								children: [
									describe(bet),
									bet.fixed ? /* @__PURE__ */ jsxs("span", {
										className: "ticket__fixed",
										children: [" ", t("myBets.fixed")]
									}) : null,
									" ",
									/* @__PURE__ */ jsx("span", {
										className: `ticket__status ticket__status--${bet.status}`,
										children: status(bet.status)
									})
								]
							})
						] }, `${bet.event_id}-${bet.bet_name}-${bet.odd_name}`))
					}, first.event_id);
				})]
			})
		]
	});
}
// src/islands/slip/MyBets.tsx
var STATUSES = [
	"closed",
	"winning",
	"failed",
	"cancelled",
	"returned"
];
/**
* "My bets": the player's open and closed tickets, closed ones filtered by period, status and
* live. A visitor goes to /login (the login modal on desktop, where /login does not exist).
*/
function MyBets({ lang, currency }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(MyBetsView, {
			lang,
			currency
		})
	});
}
function MyBetsView({ lang, currency }) {
	const t = useT(lang);
	const { hydrated, user } = usePlayer();
	const [tab, setTab] = useState("open");
	const [filters, setFilters] = useState({
		period: "today",
		start: {
			month: null,
			year: null
		},
		end: {
			month: null,
			year: null
		},
		status: "closed",
		onlyLive: false
	});
	const [load, setLoad] = useState({ state: "loading" });
	const balance = user?.balance;
	useEffect(() => {
		if (!user) return;
		const query = {
			player_id: user.id,
			status: tab === "open" ? "open" : filters.status
		};
		if (tab === "closed") {
			const range = periodRange(filters.period, Date.now(), filters.start, filters.end);
			if (!range.ok) {
				setLoad({
					state: "invalid",
					missing: range.missing
				});
				return;
			}
			query.from_time = range.from;
			query.to_time = range.to;
			if (filters.onlyLive) query.is_live = "True";
		}
		const abort = new AbortController();
		setLoad((l) => l.state === "done" ? l : { state: "loading" });
		apiGet("get_tickets", {
			searchParams: query,
			noCache: true,
			signal: abort.signal
		}).then((data) => setLoad({
			state: "done",
			tickets: data.tickets
		})).catch(() => {
			if (!abort.signal.aborted) setLoad({ state: "error" });
		});
		return () => abort.abort();
	}, [
		user?.id,
		tab,
		filters,
		balance
	]);
	if (!hydrated || !user) return /* @__PURE__ */ jsx("div", {
		className: "mybets",
		children: /* @__PURE__ */ jsx(Loader, { lang })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mybets",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mybets-tabs",
				role: "tablist",
				"aria-label": t("myBets.title"),
				children: ["open", "closed"].map((name) => /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "tab",
					"aria-selected": tab === name,
					onClick: () => {
						setLoad({ state: "loading" });
						setTab(name);
					},
					children: t(`myBets.${name}`)
				}, name))
			}),
			tab === "closed" ? /* @__PURE__ */ jsx(ClosedFilters, {
				t,
				filters,
				onChange: setFilters,
				missing: load.state === "invalid" ? load.missing : []
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				role: "tabpanel",
				"aria-label": t(`myBets.${tab}`),
				"aria-busy": load.state === "loading",
				children: [
					load.state === "loading" ? /* @__PURE__ */ jsx(Loader, { lang }) : null,
					load.state === "error" ? /* @__PURE__ */ jsx("p", {
						className: "mybets-empty",
						role: "alert",
						children: t("myBets.loadError")
					}) : null,
					load.state === "done" && load.tickets.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "mybets-empty",
						children: t(tab === "open" ? "myBets.noOpen" : "myBets.noClosed")
					}) : null,
					load.state === "done" ? /* @__PURE__ */ jsx("ul", {
						className: "mybets-list",
						children: load.tickets.map((ticket) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(TicketCard, {
							ticket,
							t,
							lang,
							currency: user.currency ?? currency
						}) }, ticket.id))
					}) : null
				]
			})
		]
	});
}
var MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
function ClosedFilters({ t, filters, onChange, missing }) {
	const id = useId();
	const years = betYears(Date.now());
	const set = (patch) => onChange({
		...filters,
		...patch
	});
	const monthYear = (which) => {
		const value = filters[which];
		const invalid = missing.includes(which);
		const errorId = `${id}-${which}-error`;
		return /* @__PURE__ */ jsxs("fieldset", {
			className: `mybets-custom${invalid ? " mybets-custom--error" : ""}`,
			children: [
				/* @__PURE__ */ jsx("legend", { children: t(`myBets.${which}`) }),
				/* @__PURE__ */ jsxs("select", {
					"aria-label": `${t(`myBets.${which}`)}: ${t("myBets.month")}`,
					"aria-invalid": invalid && value.month === null,
					"aria-describedby": invalid ? errorId : void 0,
					value: value.month ?? "",
					onChange: (e) => set({ [which]: {
						...value,
						month: e.currentTarget.value ? Number(e.currentTarget.value) : null
					} }),
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: t("myBets.month")
					}), MONTHS.map((m) => /* @__PURE__ */ jsx("option", {
						value: m,
						children: String(m).padStart(2, "0")
					}, m))]
				}),
				/* @__PURE__ */ jsxs("select", {
					"aria-label": `${t(`myBets.${which}`)}: ${t("myBets.year")}`,
					"aria-invalid": invalid && value.year === null,
					"aria-describedby": invalid ? errorId : void 0,
					value: value.year ?? "",
					onChange: (e) => set({ [which]: {
						...value,
						year: e.currentTarget.value ? Number(e.currentTarget.value) : null
					} }),
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: t("myBets.year")
					}), years.map((y) => /* @__PURE__ */ jsx("option", {
						value: y,
						children: y
					}, y))]
				}),
				invalid ? /* @__PURE__ */ jsx("span", {
					id: errorId,
					className: "mybets-error",
					children: t("myBets.required")
				}) : null
			]
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "mybets-filters",
		children: [
			/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: t("myBets.period") }), /* @__PURE__ */ jsx("select", {
				value: filters.period,
				onChange: (e) => set({ period: e.currentTarget.value }),
				children: BET_PERIODS.map((p) => /* @__PURE__ */ jsx("option", {
					value: p,
					children: p === "today" ? t("myBets.period.today") : p === "custom" ? t("myBets.period.custom") : t("myBets.period.days", { count: p })
				}, p))
			})] }),
			/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: t("myBets.status") }), /* @__PURE__ */ jsx("select", {
				value: filters.status,
				onChange: (e) => set({ status: e.currentTarget.value }),
				children: STATUSES.map((s) => /* @__PURE__ */ jsx("option", {
					value: s,
					children: t(s === "closed" ? "myBets.status.all" : `myBets.status.${s}`)
				}, s))
			})] }),
			/* @__PURE__ */ jsxs("label", {
				className: "mybets-live",
				children: [/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: filters.onlyLive,
					onChange: (e) => set({ onlyLive: e.currentTarget.checked })
				}), /* @__PURE__ */ jsx("span", { children: t("myBets.onlyLive") })]
			}),
			filters.period === "custom" ? /* @__PURE__ */ jsxs("div", {
				className: "mybets-range",
				children: [monthYear("start"), monthYear("end")]
			}) : null
		]
	});
}
// src/pages/my-bets.astro
var my_bets_exports = /* @__PURE__ */ __exportAll({
	default: () => $$MyBets,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$MyBets = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MyBets;
	const { t, lang, currency } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.myBets") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.myBets"),
		"icon": "ticket"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body">${renderComponent($$result, "MyBets", MyBets, {
		"client:load": true,
		"lang": lang,
		"currency": currency,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/slip/MyBets.tsx",
		"client:component-export": "default"
	})}</div>` })}` })}`;
}, "/work/wt/edges/src/pages/my-bets.astro", void 0);
var $$file = "/work/wt/edges/src/pages/my-bets.astro";
var $$url = "/my-bets";
// \0virtual:astro:page:src/pages/my-bets@_@astro
var page = () => my_bets_exports;
export { page };
