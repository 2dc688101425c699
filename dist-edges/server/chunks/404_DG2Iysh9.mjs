import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$ErrorScreen } from "./ErrorScreen_C5ilMRnt.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$404 = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$404;
	Astro.response.status = 404;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("error.notFoundTitle") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ErrorScreen", $$ErrorScreen, {
		"title": t("error.notFoundTitle"),
		"text": t("error.notFoundText")
	})}` })}`;
}, "/work/wt/edges/src/pages/404.astro", void 0);
var $$file = "/work/wt/edges/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
