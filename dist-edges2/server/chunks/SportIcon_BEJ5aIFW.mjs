import { F as addAttribute, H as unescapeHTML, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { i as sportIconPaths } from "./sport-name_DTQKvFhy.mjs";
// src/components/sports/SportIcon.astro
createAstro("https://astro.build");
var $$SportIcon = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SportIcon;
	const { sportId, class: className = "icon" } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<svg${addAttribute(className, "class")} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${unescapeHTML(sportIconPaths(sportId))}</svg>`;
}, "/work/wt/edges/src/components/sports/SportIcon.astro", void 0);
export { $$SportIcon as t };
