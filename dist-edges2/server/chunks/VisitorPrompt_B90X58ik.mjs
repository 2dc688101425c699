import { a as openLoginModal } from "./Base_3V3zp8oW.mjs";
import { n as loginHref } from "./usePlayer_rDAN8bxo.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/VisitorPrompt.tsx
/**
* What an account page shows a visitor while being sent to log in, and after closing the
* desktop login modal: a way back to it. Blank until hydrated, as the session is unknown.
*/
function VisitorPrompt({ hydrated, t }) {
	if (!hydrated) return /* @__PURE__ */ jsx("div", {
		className: "acc-pending",
		"aria-hidden": "true"
	});
	const here = `${window.location.pathname}${window.location.search}`;
	return /* @__PURE__ */ jsxs("div", {
		className: "acc-visitor",
		children: [/* @__PURE__ */ jsx("p", { children: t("account.visitorPrompt") }), /* @__PURE__ */ jsx("a", {
			className: "isl-button isl-button--primary",
			href: loginHref(),
			onClick: (event) => {
				if (!window.matchMedia("(min-width: 1050px)").matches) return;
				event.preventDefault();
				openLoginModal({ from: here });
			},
			children: t("account.login")
		})]
	});
}
export { VisitorPrompt as t };
