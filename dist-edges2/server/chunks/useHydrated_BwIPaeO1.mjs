import { a as islands_de_default, i as islands_sr_default, o as islands_en_default } from "./i18n_DGcH_8Of.mjs";
import { g as writeItem, m as readItem } from "./session_Co9MzN1G.mjs";
import { useSyncExternalStore } from "react";
import { atom } from "nanostores";
// src/islands/translate.ts
var PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
/** The text of a key with its placeholders filled; an unknown key shows as itself. */
function translate(dict, key, params) {
	const template = Object.hasOwn(dict, key) ? dict[key] : key;
	if (!params) return template;
	return template.replace(PLACEHOLDER, (match, name) => Object.hasOwn(params, name) ? String(params[name]) : match);
}
// src/stores/lang.ts
var LANGS = [
	"en",
	"de",
	"sr"
];
var LANG_KEY = "lang";
var COOKIE_MAX_AGE_S = 31536e3;
function isLang(value) {
	return typeof value === "string" && LANGS.includes(value);
}
/** The language of the page being shown; islands set it from their `lang` prop. */
var $lang = atom("en");
/** The cookie line that mirrors the choice. */
function langCookie(lang) {
	return `${LANG_KEY}=${lang}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
/** The language saved in local storage, if any. */
function storedLang() {
	const value = readItem("local", LANG_KEY);
	return isLang(value) ? value : void 0;
}
function cookieLang() {
	if (typeof document === "undefined") return void 0;
	return document.cookie.split(";").map((part) => part.trim().split("=")).find(([name]) => name === LANG_KEY)?.[1];
}
/** Saves the choice in local storage and the cookie; the caller reloads so the server renders it. */
function saveLang(lang) {
	writeItem("local", LANG_KEY, lang);
	if (typeof document !== "undefined") document.cookie = langCookie(lang);
	$lang.set(lang);
}
/**
* When local storage names another language than the page (the cookie was cleared or has
* expired), restores the cookie and reloads once. The reload happens only when the cookie
* really changed, so a browser refusing cookies cannot loop.
*/
function reconcileLang(pageLang) {
	const stored = storedLang();
	if (!stored || stored === pageLang || cookieLang() === stored) return;
	document.cookie = langCookie(stored);
	if (cookieLang() === stored) window.location.reload();
}
// src/islands/i18n.ts
var RESOURCES_ELEMENT_ID = "i18n-resources";
var serverDicts = /* #__PURE__ */ Object.assign({
	"../i18n/islands.de.json": islands_de_default,
	"../i18n/islands.en.json": islands_en_default,
	"../i18n/islands.sr.json": islands_sr_default
});
var pageResources;
function pageI18n() {
	if (pageResources !== void 0) return pageResources;
	pageResources = null;
	try {
		const text = document.getElementById(RESOURCES_ELEMENT_ID)?.textContent;
		if (text) {
			const data = JSON.parse(text);
			if (typeof data === "object" && data !== null) {
				const { lang, resources } = data;
				if (isLang(lang) && typeof resources === "object" && resources !== null) pageResources = {
					lang,
					dict: resources
				};
			}
		}
	} catch {}
	return pageResources;
}
var translators = /* @__PURE__ */ new Map();
function translatorFor(dict) {
	let t = translators.get(dict);
	if (!t) {
		t = (key, params) => translate(dict, key, params);
		translators.set(dict, t);
	}
	return t;
}
var EMPTY = {};
function getT(lang = "en") {
	return translatorFor(serverDicts[`../i18n/islands.${lang}.json`] ?? serverDicts[`../i18n/islands.en.json`] ?? EMPTY);
}
function useT(lang) {
	return getT(lang);
}
function pageLang() {
	const fromResources = pageI18n()?.lang;
	if (fromResources) return fromResources;
	const fromHtml = typeof document === "undefined" ? void 0 : document.documentElement.lang.slice(0, 2);
	return isLang(fromHtml) ? fromHtml : "en";
}
// src/islands/ui/useHydrated.ts
var subscribe = () => () => {};
/**
* False during the server render and the hydrating client render, true afterwards: parts
* that depend on the browser (session, clock, location) render a neutral state until then,
* so the server's HTML and the first client render always agree.
*/
function useHydrated() {
	return useSyncExternalStore(subscribe, () => true, () => false);
}
export { isLang as a, translate as c, LANGS as i, pageLang as n, reconcileLang as o, useT as r, saveLang as s, useHydrated as t };
