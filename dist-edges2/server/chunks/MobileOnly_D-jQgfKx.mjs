import { I as defineScriptVars, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
// src/components/MobileOnly.astro
createAstro("https://astro.build");
var $$MobileOnly = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MobileOnly;
	const { target } = Astro.props;
	return renderTemplate`<script>(function(){${defineScriptVars({ target })}
  if (matchMedia('(min-width: 1050px)').matches) location.replace(target);
})();<\/script>`;
}, "/work/wt/edges/src/components/MobileOnly.astro", void 0);
export { $$MobileOnly as t };
