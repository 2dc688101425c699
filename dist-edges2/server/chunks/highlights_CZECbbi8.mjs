import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EventsByLeague } from "./EventsByLeague_c3IdlxBG.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
// src/pages/sports-betting/highlights.astro
var highlights_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Highlights,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Highlights = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Highlights;
	const { t } = Astro.locals;
	const events = runtime().offer.highlights();
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("events.highlights") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/not-found" })}${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="list-title">${renderComponent($$result, "Icon", $$Icon, { "name": "flame" })}${t("events.highlights")}</h1>${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"level": 2,
		"events": events,
		"emptyText": t("events.emptyHighlights"),
		"emptyIcon": "flame"
	})}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/highlights.astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/highlights.astro";
var $$url = "/sports-betting/highlights";
// \0virtual:astro:page:src/pages/sports-betting/highlights@_@astro
var page = () => highlights_exports;
export { page };
