import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$ErrorScreen } from "./ErrorScreen_C5ilMRnt.mjs";
import "./page-outage_DnWZh7Sb.mjs";
// src/pages/back-soon.astro
var back_soon_exports = /* @__PURE__ */ __exportAll({
	default: () => $$BackSoon,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$BackSoon = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BackSoon;
	Astro.response.status = 503;
	Astro.response.headers.set("Retry-After", String(5));
	Astro.response.headers.set("Cache-Control", "no-store");
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("error.backSoonTitle") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ErrorScreen", $$ErrorScreen, {
		"title": t("error.backSoonTitle"),
		"text": t("error.backSoonText")
	})}` })}`;
}, "/work/wt/edges/src/pages/back-soon.astro", void 0);
var $$file = "/work/wt/edges/src/pages/back-soon.astro";
var $$url = "/back-soon";
// \0virtual:astro:page:src/pages/back-soon@_@astro
var page = () => back_soon_exports;
export { page };
