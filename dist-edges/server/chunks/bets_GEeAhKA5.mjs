import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { D as Fragment, E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$BetGroups } from "./BetGroups_N9x1cd9O.mjs";
import { i as routeId } from "./links_DtMVl73c.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
// src/pages/sports-betting/match/[id]/bets.astro
var bets_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Bets,
	file: () => $$file,
	partial: () => true,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Bets = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Bets;
	const id = routeId(Astro.params.id);
	const event = id === void 0 ? void 0 : runtime().offer.event(id);
	if (!event) Astro.response.status = 404;
	const { t } = Astro.locals;
	Astro.response.headers.set("Cache-Control", "public, max-age=5");
	return renderTemplate`${event ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "BetGroups", $$BetGroups, {
		"event": event,
		"withMain": false,
		"compact": true
	})}${maybeRenderHead($$result)}<button type="button" class="close-bets" data-close-bets>${t("sports.close")}</button>` })}` : renderTemplate`<p class="no-offer">${t("events.noOffer")}</p>`}`;
}, "/work/wt/edges/src/pages/sports-betting/match/[id]/bets.astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/match/[id]/bets.astro";
var $$url = "/sports-betting/match/[id]/bets";
// \0virtual:astro:page:src/pages/sports-betting/match/[id]/bets@_@astro
var page = () => bets_exports;
export { page };
