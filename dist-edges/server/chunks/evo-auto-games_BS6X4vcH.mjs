import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$AllGamesPage } from "./AllGamesPage_EwbjlAZI.mjs";
// src/pages/evo-auto-games.astro
var evo_auto_games_exports = /* @__PURE__ */ __exportAll({
	default: () => $$EvoAutoGames,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$EvoAutoGames = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EvoAutoGames;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "AllGamesPage", $$AllGamesPage, {
		"title": t("menu.evoAutoGames"),
		"section": "auto"
	})}`;
}, "/work/wt/edges/src/pages/evo-auto-games.astro", void 0);
var $$file = "/work/wt/edges/src/pages/evo-auto-games.astro";
var $$url = "/evo-auto-games";
// \0virtual:astro:page:src/pages/evo-auto-games@_@astro
var page = () => evo_auto_games_exports;
export { page };
