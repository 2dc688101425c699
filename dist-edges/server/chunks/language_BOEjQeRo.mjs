import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $$MobileOnly } from "./MobileOnly_D-jQgfKx.mjs";
import { i as LANGS, r as useT, s as saveLang } from "./useHydrated_BwIPaeO1.mjs";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/LanguagePicker.tsx
/** The mobile /language page: pick a language, confirm, go home in it. */
function LanguagePicker({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Picker, { lang })
	});
}
function Picker({ lang }) {
	const t = useT(lang);
	const [choice, setChoice] = useState(lang);
	const name = useId();
	const onSubmit = (event) => {
		event.preventDefault();
		saveLang(choice);
		window.location.assign("/");
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "isl-lang-picker",
		onSubmit,
		children: [/* @__PURE__ */ jsxs("fieldset", { children: [/* @__PURE__ */ jsx("legend", { children: t("language.title") }), LANGS.map((code) => /* @__PURE__ */ jsxs("label", {
			className: "isl-lang-picker__option",
			children: [/* @__PURE__ */ jsx("input", {
				type: "radio",
				name,
				value: code,
				checked: choice === code,
				onChange: () => setChoice(code)
			}), /* @__PURE__ */ jsx("span", {
				lang: code,
				children: t(`language.${code}`)
			})]
		}, code))] }), /* @__PURE__ */ jsx("button", {
			type: "submit",
			className: "isl-button isl-button--primary",
			children: t("language.confirm")
		})]
	});
}
// src/pages/language.astro
var language_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Language,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Language = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Language;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("menu.language") }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MobileOnly", $$MobileOnly, { "target": "/not-found" })}${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.language"),
		"icon": "globe"
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body">${renderComponent($$result, "LanguagePicker", LanguagePicker, {
		"client:load": true,
		"lang": lang,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/LanguagePicker.tsx",
		"client:component-export": "default"
	})}</div>` })}` })}`;
}, "/work/wt/edges/src/pages/language.astro", void 0);
var $$file = "/work/wt/edges/src/pages/language.astro";
var $$url = "/language";
// \0virtual:astro:page:src/pages/language@_@astro
var page = () => language_exports;
export { page };
