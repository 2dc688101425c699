import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$ErrorScreen } from "./ErrorScreen_C5ilMRnt.mjs";
// src/pages/under-construction.astro
var under_construction_exports = /* @__PURE__ */ __exportAll({
	default: () => $$UnderConstruction,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$UnderConstruction = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$UnderConstruction;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("error.underConstructionTitle") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ErrorScreen", $$ErrorScreen, {
		"title": t("error.underConstructionTitle"),
		"text": t("error.underConstructionText")
	})}` })}`;
}, "/work/wt/edges/src/pages/under-construction.astro", void 0);
var $$file = "/work/wt/edges/src/pages/under-construction.astro";
var $$url = "/under-construction";
// \0virtual:astro:page:src/pages/under-construction@_@astro
var page = () => under_construction_exports;
export { page };
