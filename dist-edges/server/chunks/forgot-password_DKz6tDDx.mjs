import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
// src/pages/forgot-password.astro
var forgot_password_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgotPassword,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ForgotPassword = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ForgotPassword;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.forgotPassword") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.forgotPassword"),
		"icon": "lock"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "lock",
		"title": t("recovery.title"),
		"text": t("recovery.passwordText")
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<a class="btn btn-primary" href="/contact">${t("recovery.contactCta")}</a>` })}` })}` })}`;
}, "/work/wt/edges/src/pages/forgot-password.astro", void 0);
var $$file = "/work/wt/edges/src/pages/forgot-password.astro";
var $$url = "/forgot-password";
// \0virtual:astro:page:src/pages/forgot-password@_@astro
var page = () => forgot_password_exports;
export { page };
