import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { F as renderScript, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { t as $$SearchResults } from "./SearchResults_DrlMS9eJ.mjs";
import "./row-html_CUNSNjxM.mjs";
// src/pages/search.astro
var search_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Search,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Search = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Search;
	const { t } = Astro.locals;
	const raw = Astro.url.searchParams.get("query");
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("search.title"),
		"data-astro-cid-wp2l4cmv": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, {
		"target": "/",
		"data-astro-cid-wp2l4cmv": true
	})}${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("search.title"),
		"icon": "search",
		"data-astro-cid-wp2l4cmv": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<form class="panel-body search-form" method="get" action="/search" role="search" data-astro-cid-wp2l4cmv><label for="search-q" data-astro-cid-wp2l4cmv>${t("search.label")}</label><div class="search-row" data-astro-cid-wp2l4cmv><input id="search-q" name="query" type="search"${addAttribute(raw ?? "", "value")}${addAttribute(t("search.placeholder"), "placeholder")} maxlength="50" autocomplete="off" enterkeyhint="search" aria-describedby="search-help" data-astro-cid-wp2l4cmv><button class="btn btn-primary" type="submit" data-astro-cid-wp2l4cmv>${t("search.submit")}</button></div><p id="search-help" class="help" data-astro-cid-wp2l4cmv>${t("search.hint")}</p></form>` })}${raw !== null && renderTemplate`<div class="results" data-astro-cid-wp2l4cmv>${renderComponent($$result, "SearchResults", $$SearchResults, {
		"raw": raw,
		"data-astro-cid-wp2l4cmv": true
	})}</div>`}${renderScript($$result, "/work/wt/edges/src/pages/search.astro?astro&type=script&index=0&lang.ts")}` })}`;
}, "/work/wt/edges/src/pages/search.astro", void 0);
var $$file = "/work/wt/edges/src/pages/search.astro";
var $$url = "/search";
// \0virtual:astro:page:src/pages/search@_@astro
var page = () => search_exports;
export { page };
