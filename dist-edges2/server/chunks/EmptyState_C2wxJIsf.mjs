import { E as renderComponent, M as renderTemplate, N as maybeRenderHead, k as renderSlot } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon } from "./Base_3V3zp8oW.mjs";
// src/components/EmptyState.astro
createAstro("https://astro.build");
var $$EmptyState = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EmptyState;
	const { icon = "info", title, text, headingLevel = 2 } = Astro.props;
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return renderTemplate`${maybeRenderHead($$result)}<div class="empty" data-astro-cid-72cpth5s><span class="empty-icon" data-astro-cid-72cpth5s>${renderComponent($$result, "Icon", $$Icon, {
		"name": icon,
		"data-astro-cid-72cpth5s": true
	})}</span>${title && renderTemplate`${renderComponent($$result, "Heading", Heading, {
		"class": "empty-title",
		"data-astro-cid-72cpth5s": true
	}, { "default": ($$result) => renderTemplate`${title}` })}`}${text && renderTemplate`<p class="empty-text" data-astro-cid-72cpth5s>${text}</p>`}${Astro.slots.has("default") && renderTemplate`<div class="empty-actions" data-astro-cid-72cpth5s>${renderSlot($$result, $$slots["default"])}</div>`}</div>`;
}, "/work/wt/edges/src/components/EmptyState.astro", void 0);
export { $$EmptyState as t };
