import { E as renderComponent, M as renderTemplate, N as maybeRenderHead, k as renderSlot } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon } from "./Base_3V3zp8oW.mjs";
// src/components/InfoPanel.astro
createAstro("https://astro.build");
var $$InfoPanel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$InfoPanel;
	const { title, icon, level = 1 } = Astro.props;
	const Heading = level === 1 ? "h1" : "h2";
	return renderTemplate`${maybeRenderHead($$result)}<section class="panel"><div class="panel-head">${renderComponent($$result, "Heading", Heading, {}, { "default": ($$result) => renderTemplate`${icon && renderTemplate`${renderComponent($$result, "Icon", $$Icon, { "name": icon })}`}${title}` })}${renderSlot($$result, $$slots["head"])}</div>${renderSlot($$result, $$slots["default"])}</section>`;
}, "/work/wt/edges/src/components/InfoPanel.astro", void 0);
export { $$InfoPanel as t };
