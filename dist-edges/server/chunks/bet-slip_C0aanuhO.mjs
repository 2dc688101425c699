import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { t as BetSlip } from "./slip_B8dvV0kP.mjs";
// src/pages/bet-slip.astro
var bet_slip_exports = /* @__PURE__ */ __exportAll({
	default: () => $$BetSlip,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$BetSlip = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BetSlip;
	const { t, lang, currency } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("slip.title") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/" })}${maybeRenderHead($$result)}<h1 class="visually-hidden">${t("slip.title")}</h1>${renderComponent($$result, "BetSlip", BetSlip, {
		"client:load": true,
		"lang": lang,
		"currency": currency,
		"layout": "page",
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/slip/BetSlip.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt/edges/src/pages/bet-slip.astro", void 0);
var $$file = "/work/wt/edges/src/pages/bet-slip.astro";
var $$url = "/bet-slip";
// \0virtual:astro:page:src/pages/bet-slip@_@astro
var page = () => bet_slip_exports;
export { page };
