import { ft as defineMiddleware, t as sequence } from "./chunks/sequence_CiFyQ-Vt.mjs";
import { n as getT, r as isLang } from "./chunks/i18n_DGcH_8Of.mjs";
import { t as runtime } from "./chunks/current_DIBg78p7.mjs";
import { n as pagesUnavailable } from "./chunks/page-outage_DnWZh7Sb.mjs";
import { createHash } from "node:crypto";
// src/server/http/request-lang.ts
/** The `lang` cookie's value when it names one of our languages, else undefined. */
function langFromCookie(cookieHeader) {
	for (const part of (cookieHeader ?? "").split(";")) {
		const [name, ...rest] = part.split("=");
		if (name?.trim() === "lang") {
			const value = rest.join("=").trim();
			return isLang(value) ? value : void 0;
		}
	}
}
// src/server/http/security-headers.ts
/** The origin and its WebSocket twin (https -> wss, http -> ws), or nothing for a value that is not an http(s) URL. */
function originAndSocket(publicOrigin) {
	if (!publicOrigin) return [];
	try {
		const url = new URL(publicOrigin);
		if (url.protocol !== "https:" && url.protocol !== "http:") return [];
		return [url.origin, `${url.protocol === "https:" ? "wss" : "ws"}://${url.host}`];
	} catch {
		return [];
	}
}
/** The Content-Security-Policy for the options: never 'unsafe-inline' for scripts, never a bare ws: or wss:. */
function contentSecurityPolicy(options = {}) {
	return [
		"default-src 'self'",
		[
			"script-src",
			"'self'",
			...(options.scriptHashes ?? []).map((h) => `'${h}'`)
		].join(" "),
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"font-src 'self'",
		[
			"connect-src",
			"'self'",
			...originAndSocket(options.publicOrigin)
		].join(" "),
		"frame-src 'self'",
		"frame-ancestors 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'"
	].join("; ");
}
var HSTS = "max-age=31536000; includeSubDomains";
/** Every security header for a response (without page hashes: no inline script may run). */
function securityHeaders$1(options = {}) {
	const headers = {
		"Content-Security-Policy": contentSecurityPolicy(options),
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy": "strict-origin-when-cross-origin",
		"X-Frame-Options": "SAMEORIGIN",
		"Cross-Origin-Opener-Policy": "same-origin",
		"Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()"
	};
	if (options.publicOrigin?.startsWith("https:")) headers["Strict-Transport-Security"] = HSTS;
	return headers;
}
/** Sets the headers on a Web Response's header list without overriding ones a route chose. */
function applySecurityHeaders(headers, options = {}) {
	for (const [name, value] of Object.entries(securityHeaders$1(options))) if (!headers.has(name)) headers.set(name, value);
}
// src/server/http/inline-scripts.ts
var SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** 'sha256-…' sources for every distinct inline script in the HTML. */
function inlineScriptHashes(html) {
	const hashes = /* @__PURE__ */ new Set();
	for (const match of html.matchAll(SCRIPT)) {
		const attributes = match[1] ?? "";
		if (/\ssrc\s*=/i.test(attributes)) continue;
		const text = (match[2] ?? "").replace(/\r\n?/g, "\n");
		hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
	}
	return [...hashes];
}
// src/middleware.ts
var locale = defineMiddleware((context, next) => {
	const lang = langFromCookie(context.request.headers.get("cookie")) ?? "en";
	context.locals.lang = lang;
	context.locals.t = getT(lang);
	context.locals.currency = runtime().config.currency;
	return next();
});
var securityHeaders = defineMiddleware(async (_context, next) => {
	let response = await next();
	const options = { publicOrigin: runtime().config.publicOrigin };
	if (response.status === 500 && response.headers.has("Retry-After")) response = new Response(response.body, {
		status: 503,
		headers: response.headers
	});
	if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return withHeaders(response, (headers) => applySecurityHeaders(headers, options));
	const html = await response.text();
	const page = new Response(html, {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers
	});
	page.headers.set("Content-Security-Policy", contentSecurityPolicy({
		...options,
		scriptHashes: inlineScriptHashes(html)
	}));
	applySecurityHeaders(page.headers, options);
	return page;
});
function withHeaders(response, apply) {
	try {
		apply(response.headers);
		return response;
	} catch {
		const copy = new Response(response.body, response);
		apply(copy.headers);
		return copy;
	}
}
var outage = defineMiddleware(async (_context, next) => {
	if (await pagesUnavailable()) return next("/back-soon");
	return next();
});
var onRequest$1 = sequence(securityHeaders, locale, outage);
// \0virtual:astro:middleware
var onRequest = sequence(onRequest$1);
export { onRequest };
