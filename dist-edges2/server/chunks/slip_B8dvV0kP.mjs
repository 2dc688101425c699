import { N as TicketIcon, P as ErrorBoundary, o as $slip } from "./Base_3V3zp8oW.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { Suspense, lazy, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/slip/SlipFrame.tsx
/** The slip's box: the desktop column's heading, then the body. */
function Frame({ t, layout, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: `slip slip--${layout}`,
		"aria-label": t("slip.title"),
		children: [layout === "panel" ? /* @__PURE__ */ jsxs("div", {
			className: "slip__head",
			children: [/* @__PURE__ */ jsx(TicketIcon, {}), /* @__PURE__ */ jsx("h2", { children: t("slip.title") })]
		}) : null, /* @__PURE__ */ jsx("div", {
			className: "slip__body",
			children
		})]
	});
}
/** The empty slip (spec section 4): the message and the ways to find something to bet on. */
function Empty({ t }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "slip-empty",
		children: [/* @__PURE__ */ jsx("p", { children: t("slip.empty_bet_slip_message") }), /* @__PURE__ */ jsxs("div", {
			className: "slip-actions",
			children: [/* @__PURE__ */ jsx("a", {
				className: "isl-button isl-button--ghost",
				href: "/sports-betting",
				children: t("slip.sportsBetting")
			}), /* @__PURE__ */ jsx("a", {
				className: "isl-button isl-button--ghost",
				href: "/live-betting",
				children: t("slip.liveBetting")
			})]
		})]
	});
}
// src/islands/slip/BetSlip.tsx
var SlipView = lazy(() => import("./SlipView_LmrE2F5_.mjs"));
/** The bet slip in its four states: empty, filled, submitted and insufficient funds. */
function BetSlip(props) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang: props.lang,
		children: /* @__PURE__ */ jsx(SlipSwitch, { ...props })
	});
}
function SlipSwitch(props) {
	const t = useT(props.lang);
	const hydrated = useHydrated();
	const picks = useStore($slip).entries.length;
	const [needed, setNeeded] = useState(false);
	if (hydrated && picks > 0 && !needed) setNeeded(true);
	if (!needed) return /* @__PURE__ */ jsx(Frame, {
		t,
		layout: props.layout,
		children: /* @__PURE__ */ jsx(Empty, { t })
	});
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(Frame, {
			t,
			layout: props.layout,
			children: /* @__PURE__ */ jsx(Loader, { lang: props.lang })
		}),
		children: /* @__PURE__ */ jsx(SlipView, { ...props })
	});
}
export { Empty as n, Frame as r, BetSlip as t };
