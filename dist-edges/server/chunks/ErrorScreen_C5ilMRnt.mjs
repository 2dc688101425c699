import { M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
// src/components/ErrorScreen.astro
createAstro("https://astro.build");
var $$ErrorScreen = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ErrorScreen;
	const { title, text, image = true } = Astro.props;
	const { t } = Astro.locals;
	return renderTemplate`${maybeRenderHead($$result)}<section class="error-screen panel" aria-labelledby="error-title" data-astro-cid-d57hyqcj>${image && renderTemplate`<img src="/img/error.svg" alt="" width="320" height="220" data-astro-cid-d57hyqcj>`}<h1 id="error-title" data-astro-cid-d57hyqcj>${title}</h1><p data-astro-cid-d57hyqcj>${text}</p><a class="btn btn-primary" href="/" data-astro-cid-d57hyqcj>${t("error.homeLink")}</a></section>`;
}, "/work/wt/edges/src/components/ErrorScreen.astro", void 0);
export { $$ErrorScreen as t };
