import { F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
// src/components/sports/BetTip.astro
createAstro("https://astro.build");
var $$BetTip = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BetTip;
	const { id, text, label } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<span class="bet-tip"><button type="button" class="bet-tip-btn"${addAttribute(label, "aria-label")}${addAttribute(id, "aria-describedby")}>i</button><span role="tooltip"${addAttribute(id, "id")} class="bet-tip-text">${text}</span></span>`;
}, "/work/wt/edges/src/components/sports/BetTip.astro", void 0);
// src/components/sports/ids.ts
var seq = 0;
function uniqueId(prefix) {
	seq = (seq + 1) % 1e9;
	return `${prefix}-${seq.toString(36)}`;
}
export { $$BetTip as n, uniqueId as t };
