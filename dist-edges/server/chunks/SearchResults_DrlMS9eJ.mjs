import { D as Fragment, E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as checkSearchTerm } from "./search-term_B8WM1mes.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { k as $$Icon } from "./Base_3V3zp8oW.mjs";
import { t as $$EventsByLeague } from "./EventsByLeague_c3IdlxBG.mjs";
// src/components/sports/SearchResults.astro
createAstro("https://astro.build");
var $$SearchResults = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SearchResults;
	const { raw, level = 2 } = Astro.props;
	const { t } = Astro.locals;
	const check = checkSearchTerm(raw);
	const problem = check.ok ? void 0 : check.problem === "empty" ? t("search.empty") : check.problem === "special_characters" ? t("search.invalid") : t("search.tooShort");
	const offer = runtime().offer;
	const prematch = check.ok ? Object.values(offer.search(check.term)).flat() : [];
	const liveOnly = (check.ok ? Object.values(offer.search(check.term, { live: true })).flat() : []).filter((e) => !prematch.some((p) => p.fi === e.fi));
	return renderTemplate`${maybeRenderHead($$result)}<div class="search-results" data-search-results data-astro-cid-g5uzdzad>${problem ? renderTemplate`<div class="panel search-error" role="alert" data-astro-cid-g5uzdzad>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "search",
		"title": t("search.error"),
		"text": problem,
		"headingLevel": level,
		"data-astro-cid-g5uzdzad": true
	})}</div>` : prematch.length + liveOnly.length === 0 ? renderTemplate`<div class="panel" data-astro-cid-g5uzdzad>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "search",
		"title": t("search.noResults", { query: check.ok ? check.term : "" }),
		"headingLevel": level,
		"data-astro-cid-g5uzdzad": true
	})}</div>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${liveOnly.length > 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<h2 class="block-title" data-astro-cid-g5uzdzad>${renderComponent($$result, "Icon", $$Icon, {
		"name": "live",
		"data-astro-cid-g5uzdzad": true
	})}${t("search.live")}</h2>${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"level": 3,
		"events": liveOnly,
		"emptyText": "",
		"data-astro-cid-g5uzdzad": true
	})}<h2 class="block-title" data-astro-cid-g5uzdzad>${renderComponent($$result, "Icon", $$Icon, {
		"name": "calendar",
		"data-astro-cid-g5uzdzad": true
	})}${t("search.prematch")}</h2>` })}`}${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"level": 3,
		"events": prematch,
		"emptyText": t("search.noResults", { query: check.ok ? check.term : "" }),
		"emptyIcon": "search",
		"data-astro-cid-g5uzdzad": true
	})}` })}`}</div>`;
}, "/work/wt/edges/src/components/sports/SearchResults.astro", void 0);
export { $$SearchResults as t };
