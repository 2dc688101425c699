import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$ErrorScreen } from "./ErrorScreen_C5ilMRnt.mjs";
import { n as getT, r as isLang } from "./i18n_DGcH_8Of.mjs";
import { t as isDatabaseOutage } from "./page-outage_DnWZh7Sb.mjs";
// src/pages/500.astro
var _500_exports = /* @__PURE__ */ __exportAll({
	default: () => $$500,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$500 = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$500;
	const locals = Astro.locals;
	if (!locals.t) {
		const cookie = Astro.cookies.get("lang")?.value;
		locals.lang = isLang(cookie) ? cookie : "en";
		locals.t = getT(locals.lang);
		locals.currency ??= "EUR";
	}
	const outage = await isDatabaseOutage(Astro.props.error).catch(() => false);
	Astro.response.status = outage ? 503 : 500;
	if (outage) Astro.response.headers.set("Retry-After", String(5));
	const { t } = locals;
	const title = t(outage ? "error.backSoonTitle" : "error.systemTitle");
	const text = t(outage ? "error.backSoonText" : "error.systemText");
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": title }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ErrorScreen", $$ErrorScreen, {
		"title": title,
		"text": text
	})}` })}`;
}, "/work/wt/edges/src/pages/500.astro", void 0);
var $$file = "/work/wt/edges/src/pages/500.astro";
var $$url = "/500";
// \0virtual:astro:page:src/pages/500@_@astro
var page = () => _500_exports;
export { page };
