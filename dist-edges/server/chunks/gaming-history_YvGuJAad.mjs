import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { n as STATEMENT_PERIODS, r as periodFromTime } from "./statement-period_DnImMFU3.mjs";
import { a as parseMajor, d as formatDateTime, i as formatMoney } from "./odds_DluFzNdV.mjs";
import { c as translate, r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { n as apiGet } from "./client_QVtWpBMY.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { t as casinoMessages } from "./messages_DfbVccqj.mjs";
import { useEffect, useId, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/casino/GamingHistory.tsx
var PAGE = 20;
/** The player's casino rounds, newest first, a page at a time. */
function GamingHistory(props) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang: props.lang,
		children: /* @__PURE__ */ jsx(History, { ...props })
	});
}
function History({ lang, messages }) {
	const t = (key) => translate(messages, key);
	const { hydrated, user } = usePlayer();
	const tIslands = useT(lang);
	const periodId = useId();
	const [period, setPeriod] = useState("7");
	const [offset, setOffset] = useState(0);
	const [data, setData] = useState(null);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (!user) return;
		const abort = new AbortController();
		setData(null);
		setFailed(false);
		apiGet("gaming-history", {
			searchParams: {
				from_time: periodFromTime(period, Date.now()),
				limit: PAGE,
				offset
			},
			noCache: true,
			signal: abort.signal
		}).then(setData).catch(() => !abort.signal.aborted && setFailed(true));
		return () => abort.abort();
	}, [
		user?.id,
		offset,
		period
	]);
	if (!hydrated) return /* @__PURE__ */ jsx("div", {
		className: "cas-loading",
		"aria-hidden": "true"
	});
	if (!user) return /* @__PURE__ */ jsx("p", {
		className: "cas-empty",
		children: t("history.loginNeeded")
	});
	const filter = /* @__PURE__ */ jsxs("div", {
		className: "gh-toolbar",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: periodId,
			children: tIslands("statement.period")
		}), /* @__PURE__ */ jsx("select", {
			id: periodId,
			className: "isl-input",
			value: period,
			onChange: (e) => {
				setPeriod(e.currentTarget.value);
				setOffset(0);
			},
			children: STATEMENT_PERIODS.map((p) => /* @__PURE__ */ jsx("option", {
				value: p,
				children: p === "today" ? tIslands("statement.today") : tIslands("statement.lastDays", { days: p })
			}, p))
		})]
	});
	if (failed) return /* @__PURE__ */ jsxs(Fragment$1, { children: [filter, /* @__PURE__ */ jsx("p", {
		className: "cas-empty",
		role: "alert",
		children: t("history.loadFailed")
	})] });
	if (!data) return /* @__PURE__ */ jsxs(Fragment$1, { children: [filter, /* @__PURE__ */ jsx("div", {
		className: "cas-loading",
		children: /* @__PURE__ */ jsx(Loader, { lang })
	})] });
	if (data.total === 0) return /* @__PURE__ */ jsxs(Fragment$1, { children: [filter, /* @__PURE__ */ jsx("p", {
		className: "cas-empty",
		children: t("history.empty")
	})] });
	const money = (major) => major === null ? "–" : formatMoney(parseMajor(major) ?? 0n, user.currency, lang);
	return /* @__PURE__ */ jsxs("div", {
		className: "gh",
		children: [
			filter,
			/* @__PURE__ */ jsxs("table", {
				className: "gh-table",
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("history.time")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("history.game")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "gh-num",
						children: t("history.bet")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "gh-num",
						children: t("history.win")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "gh-num",
						children: t("history.balanceAfter")
					})
				] }) }), /* @__PURE__ */ jsx("tbody", { children: data.rounds.map((r) => /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("td", {
						"data-label": t("history.time"),
						children: formatDateTime(new Date(r.time))
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("history.game"),
						children: r.game
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("history.bet"),
						className: "gh-num",
						children: money(r.bet)
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("history.win"),
						className: `gh-num${r.win !== "0.00" ? " gh-win" : ""}`,
						children: r.status === "open" ? t("history.inPlay") : money(r.win)
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("history.balanceAfter"),
						className: "gh-num",
						children: money(r.balance_after)
					})
				] }, r.id)) })]
			}),
			/* @__PURE__ */ jsxs("nav", {
				className: "gh-pager",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "cas-tabs-button",
						disabled: offset === 0,
						onClick: () => setOffset(Math.max(0, offset - PAGE)),
						children: t("history.previous")
					}),
					/* @__PURE__ */ jsxs("span", { children: [
						offset + 1,
						"–",
						Math.min(offset + PAGE, data.total),
						" / ",
						data.total
					] }),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "cas-tabs-button",
						disabled: offset + PAGE >= data.total,
						onClick: () => setOffset(offset + PAGE),
						children: t("history.next")
					})
				]
			})
		]
	});
}
// src/pages/gaming-history.astro
var gaming_history_exports = /* @__PURE__ */ __exportAll({
	default: () => $$GamingHistory,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$GamingHistory = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$GamingHistory;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.gamingHistory") }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="page-title">${t("menu.gamingHistory")}</h1>${renderComponent($$result, "GamingHistory", GamingHistory, {
		"client:load": true,
		"lang": lang,
		"messages": casinoMessages(lang),
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/casino/GamingHistory.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt/edges/src/pages/gaming-history.astro", void 0);
var $$file = "/work/wt/edges/src/pages/gaming-history.astro";
var $$url = "/gaming-history";
// \0virtual:astro:page:src/pages/gaming-history@_@astro
var page = () => gaming_history_exports;
export { page };
