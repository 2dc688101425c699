import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { n as ChangePasswordPage } from "./ChangePasswordForm_C3nfpoVD.mjs";
// src/pages/change-password.astro
var change_password_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ChangePassword,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ChangePassword = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ChangePassword;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.changePassword") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.changePassword"),
		"icon": "lock"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body">${renderComponent($$result, "ChangePasswordPage", ChangePasswordPage, {
		"client:load": true,
		"lang": lang,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/account/ChangePasswordForm.tsx",
		"client:component-export": "default"
	})}<noscript><a class="btn btn-primary" href="/login?from=/change-password">${t("menu.login")}</a></noscript></div>` })}` })}`;
}, "/work/wt/edges/src/pages/change-password.astro", void 0);
var $$file = "/work/wt/edges/src/pages/change-password.astro";
var $$url = "/change-password";
// \0virtual:astro:page:src/pages/change-password@_@astro
var page = () => change_password_exports;
export { page };
