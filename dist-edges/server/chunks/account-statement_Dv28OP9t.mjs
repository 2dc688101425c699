import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { a as parseMajor, d as formatDateTime, n as formatAmount } from "./odds_DluFzNdV.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { t as VisitorPrompt } from "./VisitorPrompt_B90X58ik.mjs";
import { n as STATEMENT_PERIODS, r as periodFromTime, t as LEDGER_KIND_KEYS } from "./statement-period_DnImMFU3.mjs";
import { useEffect, useId, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/AccountStatement.tsx
var PAGE_SIZE = 20;
/** /account-statement: the wallet ledger, newest first, for a chosen period, a page at a time. */
function AccountStatement({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(StatementView, { lang })
	});
}
function StatementView({ lang }) {
	const { hydrated, user } = usePlayer();
	const t = useT(lang);
	const [period, setPeriod] = useState("7");
	const [page, setPage] = useState(0);
	const [loaded, setLoaded] = useState({ kind: "loading" });
	const [attempt, setAttempt] = useState(0);
	const selectId = useId();
	const userId = user?.id;
	useEffect(() => {
		if (userId === void 0) return;
		const controller = new AbortController();
		setLoaded({ kind: "loading" });
		import("./client_QVtWpBMY.mjs").then((n) => n.i).then(({ apiGet }) => apiGet("account-statement", {
			noCache: true,
			signal: controller.signal,
			searchParams: {
				from_time: periodFromTime(period, Date.now()),
				limit: PAGE_SIZE,
				offset: page * PAGE_SIZE
			}
		})).then((statement) => setLoaded({
			kind: "ok",
			statement
		}), () => !controller.signal.aborted && setLoaded({ kind: "failed" }));
		return () => controller.abort();
	}, [
		userId,
		period,
		page,
		attempt
	]);
	if (!user) return /* @__PURE__ */ jsx(VisitorPrompt, {
		hydrated,
		t
	});
	const pages = loaded.kind === "ok" ? Math.max(1, Math.ceil(loaded.statement.total / PAGE_SIZE)) : 1;
	return /* @__PURE__ */ jsxs("div", {
		className: "acc-statement",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "acc-toolbar",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: selectId,
					children: t("statement.period")
				}), /* @__PURE__ */ jsx("select", {
					id: selectId,
					className: "isl-input",
					value: period,
					onChange: (e) => {
						setPeriod(e.currentTarget.value);
						setPage(0);
					},
					children: STATEMENT_PERIODS.map((p) => /* @__PURE__ */ jsx("option", {
						value: p,
						children: p === "today" ? t("statement.today") : t("statement.lastDays", { days: p })
					}, p))
				})]
			}),
			loaded.kind === "loading" ? /* @__PURE__ */ jsx(Loader, { lang }) : null,
			loaded.kind === "failed" ? /* @__PURE__ */ jsxs("p", {
				className: "acc-error",
				role: "alert",
				children: [
					t("account.error.loadFailed"),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-button isl-button--ghost",
						onClick: () => setAttempt((n) => n + 1),
						children: t("account.retry")
					})
				]
			}) : null,
			loaded.kind === "ok" && loaded.statement.entries.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: t("statement.empty")
			}) : null,
			loaded.kind === "ok" && loaded.statement.entries.length > 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("div", {
				className: "acc-table-wrap",
				children: /* @__PURE__ */ jsxs("table", {
					className: "acc-table",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "isl-visually-hidden",
							children: t("statement.caption", { currency: user.currency })
						}),
						/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								children: t("statement.date")
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								children: t("statement.kind")
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								children: t("statement.reference")
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "acc-num",
								children: t("statement.amount")
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "acc-num",
								children: t("statement.balanceAfter")
							})
						] }) }),
						/* @__PURE__ */ jsx("tbody", { children: loaded.statement.entries.map((entry) => /* @__PURE__ */ jsx(Row, {
							entry,
							t,
							lang
						}, entry.id)) })
					]
				})
			}), /* @__PURE__ */ jsxs("nav", {
				className: "acc-pager",
				"aria-label": t("statement.pages"),
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-button isl-button--ghost",
						disabled: page === 0,
						onClick: () => setPage((p) => p - 1),
						children: t("statement.previous")
					}),
					/* @__PURE__ */ jsx("span", { children: t("statement.pageOf", {
						page: page + 1,
						pages
					}) }),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-button isl-button--ghost",
						disabled: page + 1 >= pages,
						onClick: () => setPage((p) => p + 1),
						children: t("statement.next")
					})
				]
			})] }) : null
		]
	});
}
function Row({ entry, t, lang }) {
	const amount = parseMajor(entry.amount, { allowNegative: true }) ?? 0n;
	const after = parseMajor(entry.balance_after, { allowNegative: true }) ?? 0n;
	return /* @__PURE__ */ jsxs("tr", { children: [
		/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("time", {
			dateTime: entry.created_at,
			children: formatDateTime(Date.parse(entry.created_at))
		}) }),
		/* @__PURE__ */ jsx("td", { children: LEDGER_KIND_KEYS.has(entry.kind) ? t(`statement.kinds.${entry.kind}`) : entry.kind.replace(/_/g, " ") }),
		/* @__PURE__ */ jsx("td", {
			className: "acc-ref",
			children: entry.reference ?? "–"
		}),
		/* @__PURE__ */ jsxs("td", {
			className: `acc-num ${amount < 0n ? "acc-negative" : "acc-positive"}`,
			children: [amount > 0n ? "+" : "", formatAmount(amount, lang)]
		}),
		/* @__PURE__ */ jsx("td", {
			className: "acc-num",
			children: formatAmount(after, lang)
		})
	] });
}
// src/pages/account-statement.astro
var account_statement_exports = /* @__PURE__ */ __exportAll({
	default: () => $$AccountStatement,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$AccountStatement = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AccountStatement;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.accountStatement"),
		"data-astro-cid-cerdnlwa": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.accountStatement"),
		"icon": "list",
		"data-astro-cid-cerdnlwa": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body" data-astro-cid-cerdnlwa><p class="intro" data-astro-cid-cerdnlwa>${t("account.statementText")}</p>${renderComponent($$result, "AccountStatement", AccountStatement, {
		"client:load": true,
		"lang": lang,
		"data-astro-cid-cerdnlwa": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/account/AccountStatement.tsx",
		"client:component-export": "default"
	})}<noscript><a class="btn btn-primary" href="/login?from=/account-statement" data-astro-cid-cerdnlwa>${t("menu.login")}</a></noscript></div>` })}` })}`;
}, "/work/wt/edges/src/pages/account-statement.astro", void 0);
var $$file = "/work/wt/edges/src/pages/account-statement.astro";
var $$url = "/account-statement";
// \0virtual:astro:page:src/pages/account-statement@_@astro
var page = () => account_statement_exports;
export { page };
