import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { D as Fragment, E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { F as renderScript, k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EventsByLeague } from "./EventsByLeague_c3IdlxBG.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { i as routeId } from "./links_DtMVl73c.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
// src/pages/sports-betting/my-favorites.astro
var my_favorites_exports = /* @__PURE__ */ __exportAll({
	default: () => $$MyFavorites,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$MyFavorites = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MyFavorites;
	const { t } = Astro.locals;
	const offer = runtime().offer;
	const ids = [...new Set((Astro.url.searchParams.get("ids") ?? "").split(",").map((s) => routeId(s)).filter((id) => id !== void 0))].slice(0, 100);
	const events = ids.map((id) => offer.event(id)).filter((e) => e !== void 0 && (e.status === "scheduled" || e.status === "live"));
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.myFavorites"),
		"data-astro-cid-cu5vwygo": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, { "data-astro-cid-cu5vwygo": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="list-title" data-astro-cid-cu5vwygo>${renderComponent($$result, "Icon", $$Icon, {
		"name": "star",
		"data-astro-cid-cu5vwygo": true
	})}${t("menu.myFavorites")}</h1><div data-favorites-page${addAttribute(ids.join(","), "data-ids")} data-astro-cid-cu5vwygo>${events.length === 0 ? renderTemplate`<div class="panel" data-astro-cid-cu5vwygo>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "star",
		"title": t("favorites.empty"),
		"text": t("favorites.hint"),
		"headingLevel": 2,
		"data-astro-cid-cu5vwygo": true
	}, { "default": ($$result) => renderTemplate`<a class="btn btn-primary" href="/sports-betting" data-astro-cid-cu5vwygo>${t("menu.sportsBetting")}</a><a class="btn btn-ghost" href="/live-betting" data-astro-cid-cu5vwygo>${t("menu.liveBetting")}</a>` })}</div>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${events.length < ids.length && renderTemplate`<p class="note" data-astro-cid-cu5vwygo>${t("favorites.gone")}</p>`}${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"level": 2,
		"events": events,
		"emptyText": t("favorites.empty"),
		"emptyIcon": "star",
		"data-astro-cid-cu5vwygo": true
	})}` })}`}</div>` })}${renderScript($$result, "/work/wt/edges/src/pages/sports-betting/my-favorites.astro?astro&type=script&index=0&lang.ts")}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/my-favorites.astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/my-favorites.astro";
var $$url = "/sports-betting/my-favorites";
// \0virtual:astro:page:src/pages/sports-betting/my-favorites@_@astro
var page = () => my_favorites_exports;
export { page };
