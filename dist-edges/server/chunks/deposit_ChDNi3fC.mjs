import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { u as updateBalance } from "./session_Co9MzN1G.mjs";
import { a as parseMajor, i as formatMoney, r as formatMajor } from "./odds_DluFzNdV.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { n as fetchAccount, t as failureKey } from "./api_BSOLKV3m.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { t as VisitorPrompt } from "./VisitorPrompt_B90X58ik.mjs";
import { useEffect, useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/DepositForm.tsx
/** /deposit: a play-money deposit (demo funds) of a preset or a free amount within the bounds. */
function DepositForm({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Deposit, { lang })
	});
}
/** The typed amount ("50", "50,5", "50.50") in minor units, or undefined when it is not an amount. */
function readAmount(text) {
	const normalized = text.trim().replace(",", ".");
	return normalized ? parseMajor(normalized) : void 0;
}
function Deposit({ lang }) {
	const { hydrated, user } = usePlayer();
	const t = useT(lang);
	const [account, setAccount] = useState(null);
	const [failed, setFailed] = useState(false);
	const [amount, setAmount] = useState("");
	const [outcome, setOutcome] = useState({ kind: "idle" });
	const inputId = useId();
	const userId = user?.id;
	useEffect(() => {
		if (userId === void 0) return;
		fetchAccount().then(setAccount, () => setFailed(true));
	}, [userId]);
	if (!user) return /* @__PURE__ */ jsx(VisitorPrompt, {
		hydrated,
		t
	});
	if (failed) return /* @__PURE__ */ jsx("p", {
		className: "acc-error",
		role: "alert",
		children: t("account.error.loadFailed")
	});
	if (!account) return /* @__PURE__ */ jsx(Loader, { lang });
	const money = (major) => formatMoney(parseMajor(major) ?? 0n, account.currency, lang);
	const min = parseMajor(account.deposit.min) ?? 0n;
	const max = parseMajor(account.deposit.max) ?? 0n;
	const bounds = {
		min: money(account.deposit.min),
		max: money(account.deposit.max)
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const minor = readAmount(amount);
		if (minor === void 0 || minor < min || minor > max) {
			setOutcome({
				kind: "error",
				key: "deposit.outOfBounds",
				params: bounds
			});
			return;
		}
		setOutcome({ kind: "busy" });
		const { apiPost } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
		try {
			const answer = await apiPost("deposit", { amount: formatMajor(minor) });
			const balance = parseMajor(answer.balance);
			if (balance !== void 0) updateBalance(Number(balance));
			setOutcome({
				kind: "done",
				amount: money(answer.amount),
				balance: money(answer.balance)
			});
			setAmount("");
		} catch (error) {
			const key = failureKey(error, [
				"deposit_limit_reached",
				"deposit_too_small",
				"deposit_too_large"
			]);
			setOutcome({
				kind: "error",
				key: key === "account.error.deposit_too_small" || key === "account.error.deposit_too_large" ? "deposit.outOfBounds" : key,
				params: bounds
			});
		}
	};
	const busy = outcome.kind === "busy";
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form acc-deposit",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "acc-demo",
				role: "note",
				children: [
					/* @__PURE__ */ jsx("strong", { children: t("deposit.demoTitle") }),
					" ",
					t("deposit.demoText")
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "acc-presets",
				children: [/* @__PURE__ */ jsx("legend", { children: t("deposit.presets") }), account.deposit.presets.map((preset) => /* @__PURE__ */ jsx("button", {
					type: "button",
					className: `isl-button acc-preset${readAmount(amount) === parseMajor(preset) ? " acc-preset--on" : ""}`,
					"aria-pressed": readAmount(amount) === parseMajor(preset),
					onClick: () => setAmount(preset),
					children: money(preset)
				}, preset))]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [
					/* @__PURE__ */ jsxs("label", {
						htmlFor: inputId,
						children: [
							t("deposit.amount"),
							" (",
							account.currency,
							")"
						]
					}),
					/* @__PURE__ */ jsx("input", {
						id: inputId,
						name: "amount",
						className: "isl-input",
						inputMode: "decimal",
						autoComplete: "off",
						value: amount,
						onChange: (e) => setAmount(e.currentTarget.value),
						"aria-invalid": outcome.kind === "error" || void 0,
						"aria-describedby": `${inputId}-hint`
					}),
					/* @__PURE__ */ jsx("span", {
						id: `${inputId}-hint`,
						className: "acc-hint",
						children: t("deposit.bounds", bounds)
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "acc-actions",
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--primary",
					disabled: busy,
					"aria-busy": busy,
					children: t("deposit.submit")
				})
			}),
			outcome.kind === "done" ? /* @__PURE__ */ jsx("p", {
				className: "acc-ok",
				role: "status",
				children: t("deposit.done", {
					amount: outcome.amount,
					balance: outcome.balance
				})
			}) : null,
			outcome.kind === "error" ? /* @__PURE__ */ jsx("p", {
				className: "acc-error",
				role: "alert",
				children: t(outcome.key, outcome.params)
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: /* @__PURE__ */ jsx("a", {
					href: "/account-settings#deposit-limits",
					children: t("deposit.limitsLink")
				})
			})
		]
	});
}
// src/pages/deposit.astro
var deposit_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Deposit,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Deposit = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Deposit;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.deposit") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.deposit"),
		"icon": "wallet"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body">${renderComponent($$result, "DepositForm", DepositForm, {
		"client:load": true,
		"lang": lang,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/account/DepositForm.tsx",
		"client:component-export": "default"
	})}<noscript><a class="btn btn-primary" href="/login?from=/deposit">${t("menu.login")}</a></noscript></div>` })}` })}`;
}, "/work/wt/edges/src/pages/deposit.astro", void 0);
var $$file = "/work/wt/edges/src/pages/deposit.astro";
var $$url = "/deposit";
// \0virtual:astro:page:src/pages/deposit@_@astro
var page = () => deposit_exports;
export { page };
