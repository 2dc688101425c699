import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
// src/pages/forgot-username.astro
var forgot_username_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgotUsername,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ForgotUsername = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ForgotUsername;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.forgotUsername") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.forgotUsername"),
		"icon": "user"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "user",
		"title": t("recovery.title"),
		"text": t("recovery.usernameText")
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<a class="btn btn-primary" href="/contact">${t("recovery.contactCta")}</a>` })}` })}` })}`;
}, "/work/wt/edges/src/pages/forgot-username.astro", void 0);
var $$file = "/work/wt/edges/src/pages/forgot-username.astro";
var $$url = "/forgot-username";
// \0virtual:astro:page:src/pages/forgot-username@_@astro
var page = () => forgot_username_exports;
export { page };
