import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$AllGamesPage } from "./AllGamesPage_EwbjlAZI.mjs";
// src/pages/casino-games.astro
var casino_games_exports = /* @__PURE__ */ __exportAll({
	default: () => $$CasinoGames,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$CasinoGames = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CasinoGames;
	const { t } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "AllGamesPage", $$AllGamesPage, {
		"title": t("menu.casinoGames"),
		"section": "casino"
	})}`;
}, "/work/wt/edges/src/pages/casino-games.astro", void 0);
var $$file = "/work/wt/edges/src/pages/casino-games.astro";
var $$url = "/casino-games";
// \0virtual:astro:page:src/pages/casino-games@_@astro
var page = () => casino_games_exports;
export { page };
