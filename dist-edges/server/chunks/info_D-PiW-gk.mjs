import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { O as COMPANY_LINKS, k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
// src/pages/info.astro
var info_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Info,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Info = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Info;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("info.title") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/" })}${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("info.title"),
		"icon": "info"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<ul class="link-list">${COMPANY_LINKS.map((l) => renderTemplate`<li><a${addAttribute(l.href, "href")}>${renderComponent($$result, "Icon", $$Icon, { "name": l.icon })}<span class="grow">${t(l.label)}</span>${renderComponent($$result, "Icon", $$Icon, {
		"name": "chevron",
		"class": "icon icon-sm chev"
	})}</a></li>`)}</ul>` })}` })}`;
}, "/work/wt/edges/src/pages/info.astro", void 0);
var $$file = "/work/wt/edges/src/pages/info.astro";
var $$url = "/info";
// \0virtual:astro:page:src/pages/info@_@astro
var page = () => info_exports;
export { page };
