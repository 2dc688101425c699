import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$AllGamesPage } from "./AllGamesPage_EwbjlAZI.mjs";
// src/pages/live-casino.astro
var live_casino_exports = /* @__PURE__ */ __exportAll({
	default: () => $$LiveCasino,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$LiveCasino = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LiveCasino;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "AllGamesPage", $$AllGamesPage, {
		"title": t("menu.liveCasino"),
		"section": "live-casino"
	})}`;
}, "/work/wt/edges/src/pages/live-casino.astro", void 0);
var $$file = "/work/wt/edges/src/pages/live-casino.astro";
var $$url = "/live-casino";
// \0virtual:astro:page:src/pages/live-casino@_@astro
var page = () => live_casino_exports;
export { page };
