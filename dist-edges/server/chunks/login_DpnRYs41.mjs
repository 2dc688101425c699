import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { t as $session } from "./session_Co9MzN1G.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { t as afterLoginPath } from "./login_DTfKhkr2.mjs";
import { t as LoginForm } from "./LoginForm_D_Ix9Mwt.mjs";
import { useEffect } from "react";
import { jsx } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/account/LoginPage.tsx
/** The mobile /login page's form: `?from=` is where a successful login returns to. */
function LoginPage({ lang, currency }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Page, {
			lang,
			currency
		})
	});
}
function Page({ lang, currency }) {
	const hydrated = useHydrated();
	const user = useStore($session);
	const t = useT(lang);
	useEffect(() => {
		if ($session.get()) window.location.replace("/");
	}, []);
	if (!hydrated || user !== null) return /* @__PURE__ */ jsx("div", {
		className: "acc-pending",
		"aria-hidden": "true"
	});
	return /* @__PURE__ */ jsx(LoginForm, {
		t,
		currency,
		inlineErrors: false,
		onSuccess: (u) => window.location.assign(afterLoginPath(u, new URLSearchParams(window.location.search).get("from")))
	});
}
// src/pages/login.astro
var login_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Login,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Login = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Login;
	const { t, lang, currency } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.login"),
		"data-astro-cid-sjqh5bze": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, {
		"target": "/",
		"data-astro-cid-sjqh5bze": true
	})}${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("login.title"),
		"icon": "user",
		"data-astro-cid-sjqh5bze": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body" data-astro-cid-sjqh5bze><p class="intro" data-astro-cid-sjqh5bze>${t("login.text")}</p>${renderComponent($$result, "LoginPage", LoginPage, {
		"client:load": true,
		"lang": lang,
		"currency": currency,
		"data-astro-cid-sjqh5bze": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/account/LoginPage.tsx",
		"client:component-export": "default"
	})}</div>` })}` })}`;
}, "/work/wt/edges/src/pages/login.astro", void 0);
var $$file = "/work/wt/edges/src/pages/login.astro";
var $$url = "/login";
// \0virtual:astro:page:src/pages/login@_@astro
var page = () => login_exports;
export { page };
