import { t as __exportAll } from "./chunks/rolldown-runtime_D8jQpDG7.mjs";
import { A as MiddlewareNotAResponse, D as LocalsNotAnObject, J as ResponseSentError, L as NoManifestAvailable, O as LocalsReassigned, Q as StaticClientAddressNotAvailable, U as PrerenderClientAddressNotAvailable, X as SessionStorageInitError, Z as SessionStorageSaveError, a as AstroResponseHeadersReassigned, h as ForbiddenRewrite, i as ActionsReturnedInvalidDataError, k as MiddlewareNoDataOrNextCalled, n as isAstroError, o as CacheNotEnabled, q as ReservedSlotName, r as ActionNotFoundError, rt as i18nNoLocaleFoundInPath, s as ClientAddressNotAvailable, t as AstroError } from "./chunks/errors_OsLl_dVd.mjs";
import { $ as normalizeTheLocale, A as renderSlotToString, B as pushDirective, Ct as removeLeadingForwardSlash, Dt as stripRequestBase, Et as slash, G as createManifestMemo, J as getDefaultStatusCode, K as getCustom404Route, O as chunkToString, Ot as decodeKey, Q as getErrorRoutePath, R as isRenderInstruction, T as renderJSX, Tt as removeTrailingForwardSlash, U as renderEndpoint, W as createAsyncManifestMemo, X as isRoute404, Y as routeHasHtmlExtension, Z as isRoute500, _ as DEFAULT_404_ROUTE, _t as isInternalPath, a as getRouteGenerator, at as REROUTABLE_STATUS_CODES, b as readBodyWithLimit, bt as joinPaths, ct as nodeRequestAbortControllerCleanupSymbol, d as getEnvironment, dt as shouldAppendForwardSlash, et as normalizeThePath, f as copyRequest, ft as defineMiddleware, g as validateAndDecodePathname, gt as hasFileExtension, h as MultiLevelEncodingError, ht as collapseDuplicateTrailingSlashes, i as getRouteCache, it as REDIRECT_STATUS_CODES, j as isRenderTemplateResult, kt as generateCspDigest, l as AstroIntegrationLogger, lt as originPathnameSymbol, m as setOriginPathname, mt as collapseDuplicateSlashes, n as getParams, nt as ASTRO_ERROR_HEADER, o as getLogger, ot as clientAddressSymbol, p as getOriginPathname, pt as appendForwardSlash, q as getCustom500Route, r as getProps, rt as ASTRO_GENERATOR, s as getResolvedLogger, st as fetchStateSymbol, t as sequence, tt as pathHasLocale, u as astroToRuntimeLogger, ut as responseSentSymbol$1, v as SERVER_ISLAND_COMPONENT, w as renderPage, xt as prependForwardSlash$1, y as BodySizeLimitError, z as normalizeCspResourceEntry } from "./chunks/sequence_CiFyQ-Vt.mjs";
import { n as matchPattern } from "./chunks/remote_Cac2Oznb.mjs";
import React, { createElement, memo } from "react";
import ReactDOM from "react-dom/server";
import picomatch from "picomatch";
import { parse, stringify, unflatten } from "devalue";
import colors from "piccolore";
import { parseCookie, stringifySetCookie } from "cookie";
import { escape } from "html-escaper";
import { createStorage } from "unstorage";
import { AsyncLocalStorage } from "node:async_hooks";
import fs, { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Http2ServerResponse } from "node:http2";
import url from "node:url";
import http from "node:http";
import https from "node:https";
import enableDestroy from "server-destroy";
import os from "node:os";
import send from "send";
// node_modules/astro/dist/core/middleware/noop-middleware.js
var NOOP_MIDDLEWARE_FN = async (_ctx, next) => {
	return await next();
};
// node_modules/astro/dist/core/app/manifest.js
function deserializeManifest(serializedManifest, routesList) {
	const routes = [];
	if (serializedManifest.routes) for (const serializedRoute of serializedManifest.routes) routes.push({
		...serializedRoute,
		routeData: deserializeRouteData(serializedRoute.routeData)
	});
	if (routesList) for (const route of routesList?.routes) routes.push({
		file: "",
		links: [],
		scripts: [],
		styles: [],
		routeData: route
	});
	const assets = new Set(serializedManifest.assets);
	const componentMetadata = new Map(serializedManifest.componentMetadata);
	const inlinedScripts = new Map(serializedManifest.inlinedScripts);
	const clientDirectives = new Map(serializedManifest.clientDirectives);
	const key = decodeKey(serializedManifest.key);
	return {
		middleware() {
			return { onRequest: NOOP_MIDDLEWARE_FN };
		},
		...serializedManifest,
		rootDir: new URL(serializedManifest.rootDir),
		srcDir: new URL(serializedManifest.srcDir),
		publicDir: new URL(serializedManifest.publicDir),
		outDir: new URL(serializedManifest.outDir),
		cacheDir: new URL(serializedManifest.cacheDir),
		buildClientDir: new URL(serializedManifest.buildClientDir),
		buildServerDir: new URL(serializedManifest.buildServerDir),
		assets,
		componentMetadata,
		inlinedScripts,
		clientDirectives,
		routes,
		key
	};
}
function deserializeRouteData(rawRouteData) {
	return {
		route: rawRouteData.route,
		type: rawRouteData.type,
		pattern: new RegExp(rawRouteData.pattern),
		params: rawRouteData.params,
		component: rawRouteData.component,
		pathname: rawRouteData.pathname || void 0,
		segments: rawRouteData.segments,
		prerender: rawRouteData.prerender,
		redirect: rawRouteData.redirect,
		redirectRoute: rawRouteData.redirectRoute ? deserializeRouteData(rawRouteData.redirectRoute) : void 0,
		fallbackRoutes: rawRouteData.fallbackRoutes.map((fallback) => {
			return deserializeRouteData(fallback);
		}),
		isIndex: rawRouteData.isIndex,
		origin: rawRouteData.origin,
		distURL: rawRouteData.distURL
	};
}
function deserializeRouteInfo(rawRouteInfo) {
	return {
		styles: rawRouteInfo.styles,
		file: rawRouteInfo.file,
		links: rawRouteInfo.links,
		scripts: rawRouteInfo.scripts,
		routeData: deserializeRouteData(rawRouteInfo.routeData)
	};
}
// \0astro:react:opts
var _astro_react_opts_default = {
	include: void 0,
	exclude: void 0,
	experimentalReactChildren: false,
	experimentalDisableStreaming: false
};
// node_modules/@astrojs/react/dist/context.js
var contexts = /* @__PURE__ */ new WeakMap();
var ID_PREFIX = "r";
function getContext(rendererContextResult) {
	if (contexts.has(rendererContextResult)) return contexts.get(rendererContextResult);
	const ctx = {
		currentIndex: 0,
		get id() {
			return ID_PREFIX + this.currentIndex.toString();
		}
	};
	contexts.set(rendererContextResult, ctx);
	return ctx;
}
function incrementId(rendererContextResult) {
	const ctx = getContext(rendererContextResult);
	const id = ctx.id;
	ctx.currentIndex++;
	return id;
}
// node_modules/@astrojs/react/dist/static-html.js
var StaticHtml = ({ value, name, hydrate = true }) => {
	if (value == null || value.trim() === "") return null;
	return createElement(hydrate ? "astro-slot" : "astro-static-slot", {
		name,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: value }
	});
};
var static_html_default = memo(StaticHtml, () => true);
// node_modules/@astrojs/internal-helpers/dist/create-filter.js
function ensureArray(thing) {
	if (Array.isArray(thing)) return thing;
	if (thing == null) return [];
	return [thing];
}
function toMatcher(pattern) {
	if (pattern instanceof RegExp) return pattern;
	const normalized = slash(pattern);
	const fn = picomatch(normalized, { dot: true });
	return { test: (what) => fn(what) };
}
function createFilter(include, exclude) {
	const includeMatchers = ensureArray(include).map(toMatcher);
	const excludeMatchers = ensureArray(exclude).map(toMatcher);
	if (!includeMatchers.length && !excludeMatchers.length) return (id) => typeof id === "string" && !id.includes("\0");
	return function(id) {
		if (typeof id !== "string") return false;
		if (id.includes("\0")) return false;
		const pathId = slash(id);
		for (const matcher of excludeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return false;
		}
		for (const matcher of includeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return true;
		}
		return !includeMatchers.length;
	};
}
// node_modules/@astrojs/react/dist/server.js
var slotName = (str) => str.trim().replace(/[-_]([a-z])/g, (_, w) => w.toUpperCase());
var reactTypeof = /* @__PURE__ */ Symbol.for("react.element");
var reactTransitionalTypeof = /* @__PURE__ */ Symbol.for("react.transitional.element");
var filter = _astro_react_opts_default?.include || _astro_react_opts_default?.exclude ? createFilter(_astro_react_opts_default.include, _astro_react_opts_default.exclude) : null;
async function check(Component, props, children, metadata) {
	if (typeof Component === "object") return Component["$$typeof"]?.toString().slice(7).startsWith("react") ?? false;
	if (typeof Component !== "function") return false;
	if (Component.name === "QwikComponent") return false;
	if (typeof Component === "function" && Component["$$typeof"] === /* @__PURE__ */ Symbol.for("react.forward_ref")) return false;
	if (Component.prototype != null && typeof Component.prototype.render === "function") return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
	if (filter && metadata?.componentUrl && !filter(metadata.componentUrl)) return false;
	let isReactComponent = false;
	function Tester(...args) {
		try {
			const vnode = Component(...args);
			if (vnode && (vnode["$$typeof"] === reactTypeof || vnode["$$typeof"] === reactTransitionalTypeof)) isReactComponent = true;
		} catch {}
		return React.createElement("div");
	}
	await renderToStaticMarkup.call(this, Tester, props, children);
	return isReactComponent;
}
async function getNodeWritable() {
	let { Writable } = await import(
		/* @vite-ignore */
		"node:stream"
);
	return Writable;
}
function needsHydration(metadata) {
	return metadata?.astroStaticSlot ? !!metadata.hydrate : true;
}
async function renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
	let prefix;
	if (this && this.result) prefix = incrementId(this.result);
	const attrs = { prefix };
	delete props["class"];
	const slots = {};
	for (const [key, value] of Object.entries(slotted)) {
		const name = slotName(key);
		slots[name] = React.createElement(static_html_default, {
			hydrate: needsHydration(metadata),
			value,
			name
		});
	}
	const newProps = {
		...props,
		...slots
	};
	const newChildren = children ?? props.children;
	if (children && _astro_react_opts_default.experimentalReactChildren) {
		attrs["data-react-children"] = true;
		newProps.children = (await import("./chunks/vnode-children_C4hxNQje.mjs").then((mod) => mod.default))(children);
	} else if (newChildren != null) newProps.children = React.createElement(static_html_default, {
		hydrate: needsHydration(metadata),
		value: newChildren
	});
	const formState = this ? await getFormState(this) : void 0;
	if (formState) {
		attrs["data-action-result"] = JSON.stringify(formState[0]);
		attrs["data-action-key"] = formState[1];
		attrs["data-action-name"] = formState[2];
	}
	const vnode = React.createElement(Component, newProps);
	const renderOptions = {
		identifierPrefix: prefix,
		formState
	};
	let html;
	if (_astro_react_opts_default.experimentalDisableStreaming) html = ReactDOM.renderToString(vnode);
	else if ("renderToReadableStream" in ReactDOM) html = await renderToReadableStreamAsync(vnode, renderOptions);
	else html = await renderToPipeableStreamAsync(vnode, renderOptions);
	html = html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, "");
	return {
		html,
		attrs
	};
}
async function getFormState({ result }) {
	const { request, actionResult } = result;
	if (!actionResult) return void 0;
	if (!isFormRequest(request.headers.get("content-type"))) return void 0;
	const { searchParams } = new URL(request.url);
	const actionKey = (await request.clone().formData()).get("$ACTION_KEY")?.toString();
	const actionName = searchParams.get("_action");
	if (!actionKey || !actionName) return void 0;
	return [
		actionResult,
		actionKey,
		actionName
	];
}
async function renderToPipeableStreamAsync(vnode, options) {
	const Writable = await getNodeWritable();
	let html = "";
	return new Promise((resolve, reject) => {
		let error = void 0;
		let stream = ReactDOM.renderToPipeableStream(vnode, {
			...options,
			onError(err) {
				error = err;
				reject(error);
			},
			onAllReady() {
				stream.pipe(new Writable({
					write(chunk, _encoding, callback) {
						html += chunk.toString("utf-8");
						callback();
					},
					destroy() {
						resolve(html);
					}
				}));
			}
		});
	});
}
async function readResult(stream) {
	const reader = stream.getReader();
	let result = "";
	const decoder = new TextDecoder("utf-8");
	while (true) {
		const { done, value } = await reader.read();
		if (done) {
			if (value) result += decoder.decode(value);
			else decoder.decode(/* @__PURE__ */ new Uint8Array());
			return result;
		}
		result += decoder.decode(value, { stream: true });
	}
}
async function renderToReadableStreamAsync(vnode, options) {
	return await readResult(await ReactDOM.renderToReadableStream(vnode, options));
}
var formContentTypes$1 = ["application/x-www-form-urlencoded", "multipart/form-data"];
function isFormRequest(contentType) {
	const type = contentType?.split(";")[0].toLowerCase();
	return formContentTypes$1.some((t) => type === t);
}
// \0virtual:astro:renderers
var renderers = [Object.assign({
	"name": "@astrojs/react",
	"clientEntrypoint": "@astrojs/react/client.js",
	"serverEntrypoint": "@astrojs/react/server.js"
}, { ssr: {
	name: "@astrojs/react",
	check,
	renderToStaticMarkup,
	supportsAstroStaticSlot: true
} })];
[
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"type": "page",
			"component": "_server-islands.astro",
			"params": ["name"],
			"segments": [[{
				"content": "_server-islands",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "name",
				"dynamic": true,
				"spread": false
			}]],
			"pattern": "^\\/_server-islands\\/([^/]+?)\\/?$",
			"prerender": false,
			"isIndex": false,
			"fallbackRoutes": [],
			"route": "/_server-islands/[name]",
			"origin": "internal",
			"distURL": [],
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/_image",
			"component": "node_modules/astro/dist/assets/endpoint/node.js",
			"params": [],
			"pathname": "/_image",
			"pattern": "^\\/_image\\/?$",
			"segments": [[{
				"content": "_image",
				"dynamic": false,
				"spread": false
			}]],
			"type": "endpoint",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"isIndex": false,
			"origin": "internal",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/404",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/404\\/?$",
			"segments": [[{
				"content": "404",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/404.astro",
			"pathname": "/404",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/500",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/500\\/?$",
			"segments": [[{
				"content": "500",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/500.astro",
			"pathname": "/500",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/account-settings",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/account-settings\\/?$",
			"segments": [[{
				"content": "account-settings",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/account-settings.astro",
			"pathname": "/account-settings",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/account-statement",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/account-statement\\/?$",
			"segments": [[{
				"content": "account-statement",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/account-statement.astro",
			"pathname": "/account-statement",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/api/[...path]",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/api(?:\\/(.*?))?\\/?$",
			"segments": [[{
				"content": "api",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "...path",
				"dynamic": true,
				"spread": true
			}]],
			"params": ["...path"],
			"component": "src/pages/api/[...path].ts",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/back-soon",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/back-soon\\/?$",
			"segments": [[{
				"content": "back-soon",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/back-soon.astro",
			"pathname": "/back-soon",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/bet-slip",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/bet-slip\\/?$",
			"segments": [[{
				"content": "bet-slip",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/bet-slip.astro",
			"pathname": "/bet-slip",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/casino-games",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/casino-games\\/?$",
			"segments": [[{
				"content": "casino-games",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/casino-games.astro",
			"pathname": "/casino-games",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/change-password",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/change-password\\/?$",
			"segments": [[{
				"content": "change-password",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/change-password.astro",
			"pathname": "/change-password",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/contact",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/contact\\/?$",
			"segments": [[{
				"content": "contact",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/contact.astro",
			"pathname": "/contact",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/deposit",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/deposit\\/?$",
			"segments": [[{
				"content": "deposit",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/deposit.astro",
			"pathname": "/deposit",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/evo-auto-games",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/evo-auto-games\\/?$",
			"segments": [[{
				"content": "evo-auto-games",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/evo-auto-games.astro",
			"pathname": "/evo-auto-games",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forgot-password",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forgot-password\\/?$",
			"segments": [[{
				"content": "forgot-password",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forgot-password.astro",
			"pathname": "/forgot-password",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forgot-username",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forgot-username\\/?$",
			"segments": [[{
				"content": "forgot-username",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forgot-username.astro",
			"pathname": "/forgot-username",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/gaming-history",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/gaming-history\\/?$",
			"segments": [[{
				"content": "gaming-history",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/gaming-history.astro",
			"pathname": "/gaming-history",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/info",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/info\\/?$",
			"segments": [[{
				"content": "info",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/info.astro",
			"pathname": "/info",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/language",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/language\\/?$",
			"segments": [[{
				"content": "language",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/language.astro",
			"pathname": "/language",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/live-betting",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/live-betting\\/?$",
			"segments": [[{
				"content": "live-betting",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/live-betting.astro",
			"pathname": "/live-betting",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/live-casino",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/live-casino\\/?$",
			"segments": [[{
				"content": "live-casino",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/live-casino.astro",
			"pathname": "/live-casino",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/login",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/login\\/?$",
			"segments": [[{
				"content": "login",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/login.astro",
			"pathname": "/login",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/my-bets",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/my-bets\\/?$",
			"segments": [[{
				"content": "my-bets",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/my-bets.astro",
			"pathname": "/my-bets",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/not-found",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/not-found\\/?$",
			"segments": [[{
				"content": "not-found",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/not-found.astro",
			"pathname": "/not-found",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/results",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/results\\/?$",
			"segments": [[{
				"content": "results",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/results.astro",
			"pathname": "/results",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/search",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/search\\/?$",
			"segments": [[{
				"content": "search",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/search.astro",
			"pathname": "/search",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/highlights",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/highlights\\/?$",
			"segments": [[{
				"content": "sports-betting",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "highlights",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/sports-betting/highlights.astro",
			"pathname": "/sports-betting/highlights",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/last-minute-events",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/last-minute-events\\/?$",
			"segments": [[{
				"content": "sports-betting",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "last-minute-events",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/sports-betting/last-minute-events.astro",
			"pathname": "/sports-betting/last-minute-events",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/match/[id]/bets",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/match\\/([^/]+?)\\/bets\\/?$",
			"segments": [
				[{
					"content": "sports-betting",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "match",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "bets",
					"dynamic": false,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/sports-betting/match/[id]/bets.astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/match/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/match\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "sports-betting",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "match",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["id"],
			"component": "src/pages/sports-betting/match/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/most-played-events",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/most-played-events\\/?$",
			"segments": [[{
				"content": "sports-betting",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "most-played-events",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/sports-betting/most-played-events.astro",
			"pathname": "/sports-betting/most-played-events",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/my-favorites",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/my-favorites\\/?$",
			"segments": [[{
				"content": "sports-betting",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "my-favorites",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/sports-betting/my-favorites.astro",
			"pathname": "/sports-betting/my-favorites",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/sport/[name]/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/sport\\/([^/]+?)\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "sports-betting",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "sport",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "name",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["name", "id"],
			"component": "src/pages/sports-betting/sport/[name]/[id].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting/[sport]/[id]/[league]/[leagueId]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/sports-betting\\/([^/]+?)\\/([^/]+?)\\/([^/]+?)\\/([^/]+?)\\/?$",
			"segments": [
				[{
					"content": "sports-betting",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "sport",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "id",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "league",
					"dynamic": true,
					"spread": false
				}],
				[{
					"content": "leagueId",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": [
				"sport",
				"id",
				"league",
				"leagueId"
			],
			"component": "src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/sports-betting",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/sports-betting\\/?$",
			"segments": [[{
				"content": "sports-betting",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/sports-betting/index.astro",
			"pathname": "/sports-betting",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/under-construction",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/under-construction\\/?$",
			"segments": [[{
				"content": "under-construction",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/under-construction.astro",
			"pathname": "/under-construction",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/[company]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/([^/]+?)\\/?$",
			"segments": [[{
				"content": "company",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["company"],
			"component": "src/pages/[company].astro",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/$",
			"segments": [],
			"params": [],
			"component": "src/pages/index.astro",
			"pathname": "/",
			"prerender": false,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "ignore" }
		}
	}
].map(deserializeRouteInfo);
// \0virtual:astro:pages
var _page0 = () => import("./chunks/node_C1_1h62q.mjs");
var _page1 = () => import("./chunks/404_DG2Iysh9.mjs");
var _page2 = () => import("./chunks/500_C5YnX9nJ.mjs");
var _page3 = () => import("./chunks/account-settings_B6G3X-MC.mjs");
var _page4 = () => import("./chunks/account-statement_Dv28OP9t.mjs");
var _page5 = () => import("./chunks/_.._CCJFAqtt.mjs");
var _page6 = () => import("./chunks/back-soon_CFJvN3_H.mjs");
var _page7 = () => import("./chunks/bet-slip_C0aanuhO.mjs");
var _page8 = () => import("./chunks/casino-games_wgjraq1W.mjs");
var _page9 = () => import("./chunks/change-password_DIyyLnCe.mjs");
var _page10 = () => import("./chunks/contact_CGa83twp.mjs");
var _page11 = () => import("./chunks/deposit_ChDNi3fC.mjs");
var _page12 = () => import("./chunks/evo-auto-games_BS6X4vcH.mjs");
var _page13 = () => import("./chunks/forgot-password_DKz6tDDx.mjs");
var _page14 = () => import("./chunks/forgot-username_CoAcOUy1.mjs");
var _page15 = () => import("./chunks/gaming-history_YvGuJAad.mjs");
var _page16 = () => import("./chunks/info_D-PiW-gk.mjs");
var _page17 = () => import("./chunks/language_BOEjQeRo.mjs");
var _page18 = () => import("./chunks/live-betting_CGZHjus0.mjs");
var _page19 = () => import("./chunks/live-casino_GfB46VJl.mjs");
var _page20 = () => import("./chunks/login_DpnRYs41.mjs");
var _page21 = () => import("./chunks/my-bets_VfdCQ4-c.mjs");
var _page22 = () => import("./chunks/not-found_CG0q6W4K.mjs");
var _page23 = () => import("./chunks/results_B4OijeVg.mjs");
var _page24 = () => import("./chunks/search_-c6cKm72.mjs");
var _page25 = () => import("./chunks/highlights_CZECbbi8.mjs");
var _page26 = () => import("./chunks/last-minute-events_e4WqTEHS.mjs");
var _page27 = () => import("./chunks/bets_GEeAhKA5.mjs");
var _page28 = () => import("./chunks/_id__GWafI0JJ.mjs");
var _page29 = () => import("./chunks/most-played-events_gnBuoln-.mjs");
var _page30 = () => import("./chunks/my-favorites_B2vQhkFA.mjs");
var _page31 = () => import("./chunks/_id__Co7n6No5.mjs");
var _page32 = () => import("./chunks/_leagueId__BAwxGoFi.mjs");
var _page33 = () => import("./chunks/index_C9evw6hb.mjs");
var _page34 = () => import("./chunks/under-construction_DrXOB5q-.mjs");
var _page35 = () => import("./chunks/_company__DWQ7gMYC.mjs");
var _page36 = () => import("./chunks/index_BSA_cokm.mjs");
var pageMap = /* @__PURE__ */ new Map([
	["node_modules/astro/dist/assets/endpoint/node.js", _page0],
	["src/pages/404.astro", _page1],
	["src/pages/500.astro", _page2],
	["src/pages/account-settings.astro", _page3],
	["src/pages/account-statement.astro", _page4],
	["src/pages/api/[...path].ts", _page5],
	["src/pages/back-soon.astro", _page6],
	["src/pages/bet-slip.astro", _page7],
	["src/pages/casino-games.astro", _page8],
	["src/pages/change-password.astro", _page9],
	["src/pages/contact.astro", _page10],
	["src/pages/deposit.astro", _page11],
	["src/pages/evo-auto-games.astro", _page12],
	["src/pages/forgot-password.astro", _page13],
	["src/pages/forgot-username.astro", _page14],
	["src/pages/gaming-history.astro", _page15],
	["src/pages/info.astro", _page16],
	["src/pages/language.astro", _page17],
	["src/pages/live-betting.astro", _page18],
	["src/pages/live-casino.astro", _page19],
	["src/pages/login.astro", _page20],
	["src/pages/my-bets.astro", _page21],
	["src/pages/not-found.astro", _page22],
	["src/pages/results.astro", _page23],
	["src/pages/search.astro", _page24],
	["src/pages/sports-betting/highlights.astro", _page25],
	["src/pages/sports-betting/last-minute-events.astro", _page26],
	["src/pages/sports-betting/match/[id]/bets.astro", _page27],
	["src/pages/sports-betting/match/[id].astro", _page28],
	["src/pages/sports-betting/most-played-events.astro", _page29],
	["src/pages/sports-betting/my-favorites.astro", _page30],
	["src/pages/sports-betting/sport/[name]/[id].astro", _page31],
	["src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro", _page32],
	["src/pages/sports-betting/index.astro", _page33],
	["src/pages/under-construction.astro", _page34],
	["src/pages/[company].astro", _page35],
	["src/pages/index.astro", _page36]
]);
// \0virtual:astro:manifest
var _manifest = deserializeManifest({"rootDir":"file:///work/wt/edges/","cacheDir":"file:///work/wt/edges/node_modules/.astro/","outDir":"file:///work/wt/edges/dist-edges2/","srcDir":"file:///work/wt/edges/src/","publicDir":"file:///work/wt/edges/public/","buildClientDir":"file:///work/wt/edges/dist-edges2/client/","buildServerDir":"file:///work/wt/edges/dist-edges2/server/","adapterName":"@astrojs/node","assetsDir":"_astro","routes":[{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"type":"page","component":"_server-islands.astro","params":["name"],"segments":[[{"content":"_server-islands","dynamic":false,"spread":false}],[{"content":"name","dynamic":true,"spread":false}]],"pattern":"^\\/_server-islands\\/([^/]+?)\\/?$","prerender":false,"isIndex":false,"fallbackRoutes":[],"route":"/_server-islands/[name]","origin":"internal","distURL":[],"_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/_image","component":"node_modules/astro/dist/assets/endpoint/node.js","params":[],"pathname":"/_image","pattern":"^\\/_image\\/?$","segments":[[{"content":"_image","dynamic":false,"spread":false}]],"type":"endpoint","prerender":false,"fallbackRoutes":[],"distURL":[],"isIndex":false,"origin":"internal","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".error-screen[data-astro-cid-d57hyqcj]{text-align:center;flex-direction:column;align-items:center;gap:12px;max-width:640px;margin:24px auto;padding:40px 20px;display:flex}.error-screen[data-astro-cid-d57hyqcj] img[data-astro-cid-d57hyqcj]{width:min(320px,80%);height:auto}h1[data-astro-cid-d57hyqcj]{font-size:26px}p[data-astro-cid-d57hyqcj]{color:var(--muted);margin:0 0 8px;font-size:15px}\n"}],"routeData":{"route":"/404","isIndex":false,"type":"page","pattern":"^\\/404\\/?$","segments":[[{"content":"404","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/404.astro","pathname":"/404","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".error-screen[data-astro-cid-d57hyqcj]{text-align:center;flex-direction:column;align-items:center;gap:12px;max-width:640px;margin:24px auto;padding:40px 20px;display:flex}.error-screen[data-astro-cid-d57hyqcj] img[data-astro-cid-d57hyqcj]{width:min(320px,80%);height:auto}h1[data-astro-cid-d57hyqcj]{font-size:26px}p[data-astro-cid-d57hyqcj]{color:var(--muted);margin:0 0 8px;font-size:15px}\n"}],"routeData":{"route":"/500","isIndex":false,"type":"page","pattern":"^\\/500\\/?$","segments":[[{"content":"500","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/500.astro","pathname":"/500","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".intro[data-astro-cid-yvcynlom]{color:var(--muted);margin:0 0 14px}\n"}],"routeData":{"route":"/account-settings","isIndex":false,"type":"page","pattern":"^\\/account-settings\\/?$","segments":[[{"content":"account-settings","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/account-settings.astro","pathname":"/account-settings","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".intro[data-astro-cid-cerdnlwa]{color:var(--muted);margin:0 0 14px}\n"}],"routeData":{"route":"/account-statement","isIndex":false,"type":"page","pattern":"^\\/account-statement\\/?$","segments":[[{"content":"account-statement","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/account-statement.astro","pathname":"/account-statement","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/api/[...path]","isIndex":false,"type":"endpoint","pattern":"^\\/api(?:\\/(.*?))?\\/?$","segments":[[{"content":"api","dynamic":false,"spread":false}],[{"content":"...path","dynamic":true,"spread":true}]],"params":["...path"],"component":"src/pages/api/[...path].ts","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".error-screen[data-astro-cid-d57hyqcj]{text-align:center;flex-direction:column;align-items:center;gap:12px;max-width:640px;margin:24px auto;padding:40px 20px;display:flex}.error-screen[data-astro-cid-d57hyqcj] img[data-astro-cid-d57hyqcj]{width:min(320px,80%);height:auto}h1[data-astro-cid-d57hyqcj]{font-size:26px}p[data-astro-cid-d57hyqcj]{color:var(--muted);margin:0 0 8px;font-size:15px}\n"}],"routeData":{"route":"/back-soon","isIndex":false,"type":"page","pattern":"^\\/back-soon\\/?$","segments":[[{"content":"back-soon","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/back-soon.astro","pathname":"/back-soon","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"}],"routeData":{"route":"/bet-slip","isIndex":false,"type":"page","pattern":"^\\/bet-slip\\/?$","segments":[[{"content":"bet-slip","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/bet-slip.astro","pathname":"/bet-slip","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".cas{flex-direction:column;gap:14px;display:flex}.cas-visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;display:flex}.cas-search{background:var(--surface-2,#142641);border:1px solid var(--border,#233a60);border-radius:999px;flex:260px;align-items:center;gap:8px;max-width:420px;padding:0 12px;display:flex}.cas-search:focus-within{outline:2px solid var(--focus,#ffd14a);outline-offset:1px}.cas-search svg{fill:none;width:18px;height:18px;stroke:var(--muted,#a9b8cf);stroke-width:2px;flex:none}.cas-search input{min-width:0;height:40px;color:var(--text,#eaf0f8);font:inherit;background:0 0;border:0;outline:none;flex:1}.cas-tabs{gap:6px;display:flex}.cas-tabs button{border:1px solid var(--border,#233a60);color:var(--text,#eaf0f8);font:inherit;cursor:pointer;background:0 0;border-radius:999px;padding:8px 14px;font-weight:600}.cas-tabs button[aria-pressed=true]{background:var(--brand,#10c777);border-color:var(--brand,#10c777);color:var(--on-brand,#03140b)}.cas-loading{place-items:center;min-height:200px;display:grid}.cas-empty{text-align:center;color:var(--muted,#a9b8cf);padding:28px 0}.cas-link{color:var(--link,#4fe3a3);font:inherit;cursor:pointer;background:0 0;border:0;text-decoration:underline}.cas-group{border:1px solid var(--border,#233a60);background:var(--surface,#0f1d33);border-radius:10px;overflow:hidden}.cas-group__head{margin:0;font-size:1rem}.cas-group__head button{cursor:pointer;background:var(--surface-2,#142641);width:100%;color:var(--text,#eaf0f8);font:inherit;text-align:left;border:0;align-items:center;gap:10px;padding:12px 14px;font-weight:700;display:flex}.cas-group__head small{color:var(--muted,#a9b8cf);margin-left:auto;font-weight:500}.cas-chevron{fill:none;stroke:currentColor;stroke-width:2px;width:20px;height:20px;transition:transform .2s}.cas-group__head button[aria-expanded=true] .cas-chevron{transform:rotate(180deg)}.cas-grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;margin:0;padding:12px;list-style:none;display:grid}.cas-grid[hidden]{display:none}.cas-tile{cursor:pointer;background:#000;border:0;border-radius:10px;width:100%;padding:0;transition:transform .15s,box-shadow .15s;display:block;position:relative;overflow:hidden;box-shadow:0 2px 8px #0006}.cas-tile:hover,.cas-tile:focus-visible{box-shadow:0 8px 18px #00000080, 0 0 0 2px var(--brand,#10c777);outline:none;transform:translateY(-3px)}.cas-tile[aria-busy=true]{opacity:.6}.cas-tile[data-playing]{box-shadow:0 0 0 3px var(--odd-value,#ffd14a)}.cas-tile img{aspect-ratio:4/3;width:100%;height:auto;display:block}.cas-tile__name{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-tile__star{width:24px;height:24px;color:var(--odd-value,#ffd14a);background:#0000008c;border-radius:50%;place-items:center;font-size:.8rem;display:grid;position:absolute;top:6px;right:6px}.cas-playing{border:1px solid var(--border,#233a60);background:#000;border-radius:10px;overflow:hidden}.cas-playing__head{background:var(--surface-2,#142641);align-items:center;gap:10px;padding:8px 12px;display:flex}.cas-playing__head h2{margin:0;font-size:1rem}.cas-playing__name{color:var(--muted,#a9b8cf);white-space:nowrap;text-overflow:ellipsis;flex:1;overflow:hidden}.cas-playing__close{border:1px solid var(--border,#233a60);width:32px;height:32px;color:var(--text,#eaf0f8);cursor:pointer;background:0 0;border-radius:50%;font-size:1.2rem}.cas-frame{border:0;width:100%;height:min(78vh,720px);min-height:460px;display:block}@media (width<=640px){.cas-grid{grid-template-columns:repeat(2,1fr);gap:8px;padding:8px}.cas-frame{height:82vh;min-height:520px}.cas-tabs{width:100%}.cas-tabs button{flex:1}}\n"}],"routeData":{"route":"/casino-games","isIndex":false,"type":"page","pattern":"^\\/casino-games\\/?$","segments":[[{"content":"casino-games","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/casino-games.astro","pathname":"/casino-games","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"}],"routeData":{"route":"/change-password","isIndex":false,"type":"page","pattern":"^\\/change-password\\/?$","segments":[[{"content":"change-password","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/change-password.astro","pathname":"/change-password","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".contact[data-astro-cid-6bfsojfh]{align-items:start;gap:12px;display:grid}@media (width>=1050px){.contact[data-astro-cid-6bfsojfh]{grid-template-columns:minmax(0,2fr) minmax(0,1fr);max-width:1100px}}.contact[data-astro-cid-6bfsojfh]>.panel+.panel{margin-top:0}.contact-aside[data-astro-cid-6bfsojfh] p[data-astro-cid-6bfsojfh]{color:var(--muted);margin:0 0 12px}dl[data-astro-cid-6bfsojfh]{gap:2px;margin:0;display:grid}dt[data-astro-cid-6bfsojfh]{text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin-top:8px;font-size:12px}dd[data-astro-cid-6bfsojfh]{margin:0;font-weight:600}\n"}],"routeData":{"route":"/contact","isIndex":false,"type":"page","pattern":"^\\/contact\\/?$","segments":[[{"content":"contact","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/contact.astro","pathname":"/contact","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"}],"routeData":{"route":"/deposit","isIndex":false,"type":"page","pattern":"^\\/deposit\\/?$","segments":[[{"content":"deposit","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/deposit.astro","pathname":"/deposit","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".cas{flex-direction:column;gap:14px;display:flex}.cas-visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;display:flex}.cas-search{background:var(--surface-2,#142641);border:1px solid var(--border,#233a60);border-radius:999px;flex:260px;align-items:center;gap:8px;max-width:420px;padding:0 12px;display:flex}.cas-search:focus-within{outline:2px solid var(--focus,#ffd14a);outline-offset:1px}.cas-search svg{fill:none;width:18px;height:18px;stroke:var(--muted,#a9b8cf);stroke-width:2px;flex:none}.cas-search input{min-width:0;height:40px;color:var(--text,#eaf0f8);font:inherit;background:0 0;border:0;outline:none;flex:1}.cas-tabs{gap:6px;display:flex}.cas-tabs button{border:1px solid var(--border,#233a60);color:var(--text,#eaf0f8);font:inherit;cursor:pointer;background:0 0;border-radius:999px;padding:8px 14px;font-weight:600}.cas-tabs button[aria-pressed=true]{background:var(--brand,#10c777);border-color:var(--brand,#10c777);color:var(--on-brand,#03140b)}.cas-loading{place-items:center;min-height:200px;display:grid}.cas-empty{text-align:center;color:var(--muted,#a9b8cf);padding:28px 0}.cas-link{color:var(--link,#4fe3a3);font:inherit;cursor:pointer;background:0 0;border:0;text-decoration:underline}.cas-group{border:1px solid var(--border,#233a60);background:var(--surface,#0f1d33);border-radius:10px;overflow:hidden}.cas-group__head{margin:0;font-size:1rem}.cas-group__head button{cursor:pointer;background:var(--surface-2,#142641);width:100%;color:var(--text,#eaf0f8);font:inherit;text-align:left;border:0;align-items:center;gap:10px;padding:12px 14px;font-weight:700;display:flex}.cas-group__head small{color:var(--muted,#a9b8cf);margin-left:auto;font-weight:500}.cas-chevron{fill:none;stroke:currentColor;stroke-width:2px;width:20px;height:20px;transition:transform .2s}.cas-group__head button[aria-expanded=true] .cas-chevron{transform:rotate(180deg)}.cas-grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;margin:0;padding:12px;list-style:none;display:grid}.cas-grid[hidden]{display:none}.cas-tile{cursor:pointer;background:#000;border:0;border-radius:10px;width:100%;padding:0;transition:transform .15s,box-shadow .15s;display:block;position:relative;overflow:hidden;box-shadow:0 2px 8px #0006}.cas-tile:hover,.cas-tile:focus-visible{box-shadow:0 8px 18px #00000080, 0 0 0 2px var(--brand,#10c777);outline:none;transform:translateY(-3px)}.cas-tile[aria-busy=true]{opacity:.6}.cas-tile[data-playing]{box-shadow:0 0 0 3px var(--odd-value,#ffd14a)}.cas-tile img{aspect-ratio:4/3;width:100%;height:auto;display:block}.cas-tile__name{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-tile__star{width:24px;height:24px;color:var(--odd-value,#ffd14a);background:#0000008c;border-radius:50%;place-items:center;font-size:.8rem;display:grid;position:absolute;top:6px;right:6px}.cas-playing{border:1px solid var(--border,#233a60);background:#000;border-radius:10px;overflow:hidden}.cas-playing__head{background:var(--surface-2,#142641);align-items:center;gap:10px;padding:8px 12px;display:flex}.cas-playing__head h2{margin:0;font-size:1rem}.cas-playing__name{color:var(--muted,#a9b8cf);white-space:nowrap;text-overflow:ellipsis;flex:1;overflow:hidden}.cas-playing__close{border:1px solid var(--border,#233a60);width:32px;height:32px;color:var(--text,#eaf0f8);cursor:pointer;background:0 0;border-radius:50%;font-size:1.2rem}.cas-frame{border:0;width:100%;height:min(78vh,720px);min-height:460px;display:block}@media (width<=640px){.cas-grid{grid-template-columns:repeat(2,1fr);gap:8px;padding:8px}.cas-frame{height:82vh;min-height:520px}.cas-tabs{width:100%}.cas-tabs button{flex:1}}\n"}],"routeData":{"route":"/evo-auto-games","isIndex":false,"type":"page","pattern":"^\\/evo-auto-games\\/?$","segments":[[{"content":"evo-auto-games","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/evo-auto-games.astro","pathname":"/evo-auto-games","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"}],"routeData":{"route":"/forgot-password","isIndex":false,"type":"page","pattern":"^\\/forgot-password\\/?$","segments":[[{"content":"forgot-password","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forgot-password.astro","pathname":"/forgot-password","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"}],"routeData":{"route":"/forgot-username","isIndex":false,"type":"page","pattern":"^\\/forgot-username\\/?$","segments":[[{"content":"forgot-username","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forgot-username.astro","pathname":"/forgot-username","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".cas{flex-direction:column;gap:14px;display:flex}.cas-visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;display:flex}.cas-search{background:var(--surface-2,#142641);border:1px solid var(--border,#233a60);border-radius:999px;flex:260px;align-items:center;gap:8px;max-width:420px;padding:0 12px;display:flex}.cas-search:focus-within{outline:2px solid var(--focus,#ffd14a);outline-offset:1px}.cas-search svg{fill:none;width:18px;height:18px;stroke:var(--muted,#a9b8cf);stroke-width:2px;flex:none}.cas-search input{min-width:0;height:40px;color:var(--text,#eaf0f8);font:inherit;background:0 0;border:0;outline:none;flex:1}.cas-tabs{gap:6px;display:flex}.cas-tabs button{border:1px solid var(--border,#233a60);color:var(--text,#eaf0f8);font:inherit;cursor:pointer;background:0 0;border-radius:999px;padding:8px 14px;font-weight:600}.cas-tabs button[aria-pressed=true]{background:var(--brand,#10c777);border-color:var(--brand,#10c777);color:var(--on-brand,#03140b)}.cas-loading{place-items:center;min-height:200px;display:grid}.cas-empty{text-align:center;color:var(--muted,#a9b8cf);padding:28px 0}.cas-link{color:var(--link,#4fe3a3);font:inherit;cursor:pointer;background:0 0;border:0;text-decoration:underline}.cas-group{border:1px solid var(--border,#233a60);background:var(--surface,#0f1d33);border-radius:10px;overflow:hidden}.cas-group__head{margin:0;font-size:1rem}.cas-group__head button{cursor:pointer;background:var(--surface-2,#142641);width:100%;color:var(--text,#eaf0f8);font:inherit;text-align:left;border:0;align-items:center;gap:10px;padding:12px 14px;font-weight:700;display:flex}.cas-group__head small{color:var(--muted,#a9b8cf);margin-left:auto;font-weight:500}.cas-chevron{fill:none;stroke:currentColor;stroke-width:2px;width:20px;height:20px;transition:transform .2s}.cas-group__head button[aria-expanded=true] .cas-chevron{transform:rotate(180deg)}.cas-grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;margin:0;padding:12px;list-style:none;display:grid}.cas-grid[hidden]{display:none}.cas-tile{cursor:pointer;background:#000;border:0;border-radius:10px;width:100%;padding:0;transition:transform .15s,box-shadow .15s;display:block;position:relative;overflow:hidden;box-shadow:0 2px 8px #0006}.cas-tile:hover,.cas-tile:focus-visible{box-shadow:0 8px 18px #00000080, 0 0 0 2px var(--brand,#10c777);outline:none;transform:translateY(-3px)}.cas-tile[aria-busy=true]{opacity:.6}.cas-tile[data-playing]{box-shadow:0 0 0 3px var(--odd-value,#ffd14a)}.cas-tile img{aspect-ratio:4/3;width:100%;height:auto;display:block}.cas-tile__name{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-tile__star{width:24px;height:24px;color:var(--odd-value,#ffd14a);background:#0000008c;border-radius:50%;place-items:center;font-size:.8rem;display:grid;position:absolute;top:6px;right:6px}.cas-playing{border:1px solid var(--border,#233a60);background:#000;border-radius:10px;overflow:hidden}.cas-playing__head{background:var(--surface-2,#142641);align-items:center;gap:10px;padding:8px 12px;display:flex}.cas-playing__head h2{margin:0;font-size:1rem}.cas-playing__name{color:var(--muted,#a9b8cf);white-space:nowrap;text-overflow:ellipsis;flex:1;overflow:hidden}.cas-playing__close{border:1px solid var(--border,#233a60);width:32px;height:32px;color:var(--text,#eaf0f8);cursor:pointer;background:0 0;border-radius:50%;font-size:1.2rem}.cas-frame{border:0;width:100%;height:min(78vh,720px);min-height:460px;display:block}@media (width<=640px){.cas-grid{grid-template-columns:repeat(2,1fr);gap:8px;padding:8px}.cas-frame{height:82vh;min-height:520px}.cas-tabs{width:100%}.cas-tabs button{flex:1}}\n.gh-table{border-collapse:collapse;font-variant-numeric:tabular-nums;width:100%}.gh-table th,.gh-table td{text-align:left;border-bottom:1px solid var(--border,#233a60);padding:9px 10px}.gh-table th{color:var(--muted,#a9b8cf);font-size:.85rem;font-weight:600}.gh-table tbody tr:nth-child(2n){background:var(--row-alt,#122340)}.gh-num{white-space:nowrap;text-align:right!important}.gh-win{color:var(--brand,#10c777);font-weight:700}.gh-pager{color:var(--muted,#a9b8cf);justify-content:center;align-items:center;gap:14px;padding:12px 0;display:flex}.cas-tabs-button{border:1px solid var(--border,#233a60);color:var(--text,#eaf0f8);font:inherit;cursor:pointer;background:0 0;border-radius:999px;padding:7px 14px}.cas-tabs-button:disabled{opacity:.4;cursor:not-allowed}@media (width<=640px){.gh-table thead{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.gh-table tr{border-bottom:1px solid var(--border,#233a60);grid-template-columns:1fr 1fr;padding:8px 0;display:grid}.gh-table td{border:0;padding:3px 8px}.gh-table td:before{content:attr(data-label);color:var(--muted,#a9b8cf);font-size:.7rem;display:block}.gh-num{text-align:left!important}}.gh-toolbar{align-items:center;gap:10px;margin-bottom:12px;display:flex}.gh-toolbar select{max-width:220px}\n"}],"routeData":{"route":"/gaming-history","isIndex":false,"type":"page","pattern":"^\\/gaming-history\\/?$","segments":[[{"content":"gaming-history","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/gaming-history.astro","pathname":"/gaming-history","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"}],"routeData":{"route":"/info","isIndex":false,"type":"page","pattern":"^\\/info\\/?$","segments":[[{"content":"info","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/info.astro","pathname":"/info","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"}],"routeData":{"route":"/language","isIndex":false,"type":"page","pattern":"^\\/language\\/?$","segments":[[{"content":"language","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/language.astro","pathname":"/language","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/live.UIUwt4l8.css"}],"routeData":{"route":"/live-betting","isIndex":false,"type":"page","pattern":"^\\/live-betting\\/?$","segments":[[{"content":"live-betting","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/live-betting.astro","pathname":"/live-betting","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".cas{flex-direction:column;gap:14px;display:flex}.cas-visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-toolbar{flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px;display:flex}.cas-search{background:var(--surface-2,#142641);border:1px solid var(--border,#233a60);border-radius:999px;flex:260px;align-items:center;gap:8px;max-width:420px;padding:0 12px;display:flex}.cas-search:focus-within{outline:2px solid var(--focus,#ffd14a);outline-offset:1px}.cas-search svg{fill:none;width:18px;height:18px;stroke:var(--muted,#a9b8cf);stroke-width:2px;flex:none}.cas-search input{min-width:0;height:40px;color:var(--text,#eaf0f8);font:inherit;background:0 0;border:0;outline:none;flex:1}.cas-tabs{gap:6px;display:flex}.cas-tabs button{border:1px solid var(--border,#233a60);color:var(--text,#eaf0f8);font:inherit;cursor:pointer;background:0 0;border-radius:999px;padding:8px 14px;font-weight:600}.cas-tabs button[aria-pressed=true]{background:var(--brand,#10c777);border-color:var(--brand,#10c777);color:var(--on-brand,#03140b)}.cas-loading{place-items:center;min-height:200px;display:grid}.cas-empty{text-align:center;color:var(--muted,#a9b8cf);padding:28px 0}.cas-link{color:var(--link,#4fe3a3);font:inherit;cursor:pointer;background:0 0;border:0;text-decoration:underline}.cas-group{border:1px solid var(--border,#233a60);background:var(--surface,#0f1d33);border-radius:10px;overflow:hidden}.cas-group__head{margin:0;font-size:1rem}.cas-group__head button{cursor:pointer;background:var(--surface-2,#142641);width:100%;color:var(--text,#eaf0f8);font:inherit;text-align:left;border:0;align-items:center;gap:10px;padding:12px 14px;font-weight:700;display:flex}.cas-group__head small{color:var(--muted,#a9b8cf);margin-left:auto;font-weight:500}.cas-chevron{fill:none;stroke:currentColor;stroke-width:2px;width:20px;height:20px;transition:transform .2s}.cas-group__head button[aria-expanded=true] .cas-chevron{transform:rotate(180deg)}.cas-grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;margin:0;padding:12px;list-style:none;display:grid}.cas-grid[hidden]{display:none}.cas-tile{cursor:pointer;background:#000;border:0;border-radius:10px;width:100%;padding:0;transition:transform .15s,box-shadow .15s;display:block;position:relative;overflow:hidden;box-shadow:0 2px 8px #0006}.cas-tile:hover,.cas-tile:focus-visible{box-shadow:0 8px 18px #00000080, 0 0 0 2px var(--brand,#10c777);outline:none;transform:translateY(-3px)}.cas-tile[aria-busy=true]{opacity:.6}.cas-tile[data-playing]{box-shadow:0 0 0 3px var(--odd-value,#ffd14a)}.cas-tile img{aspect-ratio:4/3;width:100%;height:auto;display:block}.cas-tile__name{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.cas-tile__star{width:24px;height:24px;color:var(--odd-value,#ffd14a);background:#0000008c;border-radius:50%;place-items:center;font-size:.8rem;display:grid;position:absolute;top:6px;right:6px}.cas-playing{border:1px solid var(--border,#233a60);background:#000;border-radius:10px;overflow:hidden}.cas-playing__head{background:var(--surface-2,#142641);align-items:center;gap:10px;padding:8px 12px;display:flex}.cas-playing__head h2{margin:0;font-size:1rem}.cas-playing__name{color:var(--muted,#a9b8cf);white-space:nowrap;text-overflow:ellipsis;flex:1;overflow:hidden}.cas-playing__close{border:1px solid var(--border,#233a60);width:32px;height:32px;color:var(--text,#eaf0f8);cursor:pointer;background:0 0;border-radius:50%;font-size:1.2rem}.cas-frame{border:0;width:100%;height:min(78vh,720px);min-height:460px;display:block}@media (width<=640px){.cas-grid{grid-template-columns:repeat(2,1fr);gap:8px;padding:8px}.cas-frame{height:82vh;min-height:520px}.cas-tabs{width:100%}.cas-tabs button{flex:1}}\n"}],"routeData":{"route":"/live-casino","isIndex":false,"type":"page","pattern":"^\\/live-casino\\/?$","segments":[[{"content":"live-casino","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/live-casino.astro","pathname":"/live-casino","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".intro[data-astro-cid-sjqh5bze]{color:var(--muted);margin:0 0 14px}\n"}],"routeData":{"route":"/login","isIndex":false,"type":"page","pattern":"^\\/login\\/?$","segments":[[{"content":"login","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/login.astro","pathname":"/login","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".mybets{color:var(--text);flex-direction:column;gap:12px;font-size:13px;display:flex}.mybets-tabs{border:1px solid var(--border);border-radius:var(--radius);grid-template-columns:1fr 1fr;display:grid;overflow:hidden}.mybets-tabs button{background:var(--surface-2);color:var(--muted);cursor:pointer;border:0;padding:9px;font-weight:700}.mybets-tabs button[aria-selected=true]{background:var(--brand);color:var(--on-brand)}.mybets-filters{flex-wrap:wrap;align-items:flex-end;gap:10px 14px;display:flex}.mybets-filters label{color:var(--muted);flex-direction:column;gap:3px;font-size:11px;font-weight:600;display:flex}.mybets-filters select{background:var(--surface-3);color:var(--text);border:1px solid var(--border);font:inherit;border-radius:4px;padding:6px;font-size:13px}.mybets-filters .mybets-live{color:var(--text);flex-direction:row;align-items:center;gap:6px;padding-bottom:6px;font-size:13px}.mybets-range{flex-wrap:wrap;gap:10px;width:100%;display:flex}.mybets-custom{border:1px solid var(--border);border-radius:var(--radius);flex-wrap:wrap;gap:6px;margin:0;padding:6px 8px 8px;display:flex}.mybets-custom legend{color:var(--muted);padding:0 4px;font-size:11px}.mybets-custom--error,.mybets-custom select[aria-invalid=true]{border-color:var(--danger)}.mybets-error{color:var(--danger);width:100%;font-size:12px}.mybets-empty{text-align:center;color:var(--muted);margin:16px 0}.mybets-list{flex-direction:column;gap:10px;margin:0;padding:0;list-style:none;display:flex}.ticket{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);overflow:hidden}.ticket__head{background:var(--surface-2);border-bottom:1px solid var(--border);flex-wrap:wrap;align-items:baseline;gap:6px 12px;padding:8px 12px;display:flex}.ticket__head h3{margin:0;font-size:14px}.ticket__when{color:var(--muted);flex:1;font-size:12px}.ticket__status{text-transform:uppercase;color:var(--muted);font-size:11px;font-weight:800}.ticket__status--winning{color:var(--brand)}.ticket__status--failed{color:var(--danger)}.ticket__status--pending{color:var(--odd-value)}.ticket__figures{grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:4px 18px;margin:0;padding:8px 12px;display:grid}.ticket__figures div{justify-content:space-between;gap:6px;display:flex}.ticket__figures dt{color:var(--muted)}.ticket__figures dd{text-align:right;font-variant-numeric:tabular-nums;margin:0;font-weight:700}.ticket__bets{border-collapse:collapse;width:100%;font-size:12px}.ticket__bets th{text-align:left;color:var(--muted);border-top:1px solid var(--border);padding:4px 8px;font-weight:600}.ticket__bets td{border-top:1px solid var(--border);vertical-align:top;padding:5px 8px}.ticket__odd{color:var(--odd-value);font-weight:800}.ticket__live{color:var(--danger);font-weight:800}.ticket__at-creation{color:var(--muted);font-size:11px;display:block}.ticket__event+.ticket__event td{border-top:1px solid var(--border)}.ticket__event tr+tr td{border-top:1px dashed var(--border)}.ticket__fixed{color:var(--link);font-weight:700}@media (width<=1049px){.ticket__bets thead{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.ticket__bets,.ticket__bets tbody{display:block}.ticket__bets tr{grid-template-columns:auto auto 1fr auto;grid-template-areas:\"date time.result\"\"match match match odd\"\"desc desc desc desc\";gap:2px 8px;padding:6px 8px;display:grid}.ticket__event+.ticket__event tr:first-child{border-top:1px solid var(--border)}.ticket__event tr+tr{border-top:1px dashed var(--border)}.ticket__bets td,.ticket__event+.ticket__event td,.ticket__event tr+tr td{border:0;padding:0}.ticket__date{color:var(--muted);grid-area:date}.ticket__time{color:var(--muted);grid-area:time}.ticket__match{grid-area:match;font-weight:700}.ticket__odd{text-align:right;grid-area:odd}.ticket__result{grid-area:result;font-weight:700}.ticket__description{grid-area:desc}}\n"}],"routeData":{"route":"/my-bets","isIndex":false,"type":"page","pattern":"^\\/my-bets\\/?$","segments":[[{"content":"my-bets","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/my-bets.astro","pathname":"/my-bets","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".error-screen[data-astro-cid-d57hyqcj]{text-align:center;flex-direction:column;align-items:center;gap:12px;max-width:640px;margin:24px auto;padding:40px 20px;display:flex}.error-screen[data-astro-cid-d57hyqcj] img[data-astro-cid-d57hyqcj]{width:min(320px,80%);height:auto}h1[data-astro-cid-d57hyqcj]{font-size:26px}p[data-astro-cid-d57hyqcj]{color:var(--muted);margin:0 0 8px;font-size:15px}\n"}],"routeData":{"route":"/not-found","isIndex":false,"type":"page","pattern":"^\\/not-found\\/?$","segments":[[{"content":"not-found","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/not-found.astro","pathname":"/not-found","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n.count[data-astro-cid-ub4aujo7]{color:var(--muted);font-size:13px}.results-form[data-astro-cid-ub4aujo7]{flex-wrap:wrap;align-items:end;gap:10px;display:flex}.results-form[data-astro-cid-ub4aujo7] label[data-astro-cid-ub4aujo7]{color:var(--muted);gap:4px;font-size:12px;font-weight:700;display:grid}.results-form[data-astro-cid-ub4aujo7] input[data-astro-cid-ub4aujo7],.results-form[data-astro-cid-ub4aujo7] select[data-astro-cid-ub4aujo7]{border-radius:var(--radius);border:1px solid var(--border);background:var(--bg);height:38px;color:var(--text);padding:0 10px;font-size:14px}.day-step[data-astro-cid-ub4aujo7]{place-items:center;min-width:38px;height:38px;padding:0;font-size:20px;display:grid}.res-head[data-astro-cid-ub4aujo7]{background:var(--surface-2);align-items:center;gap:6px;padding:9px 12px;font-size:14px;display:flex}.res-head[data-astro-cid-ub4aujo7] .icon{color:var(--brand)}.muted[data-astro-cid-ub4aujo7]{color:var(--muted)}.res-rows[data-astro-cid-ub4aujo7]{margin:0;padding:0;list-style:none}.res-rows[data-astro-cid-ub4aujo7] li[data-astro-cid-ub4aujo7]{border-top:1px solid var(--border);grid-template-columns:90px minmax(0,1fr) auto;align-items:center;gap:10px;padding:8px 12px;display:grid}.res-rows[data-astro-cid-ub4aujo7] li[data-astro-cid-ub4aujo7]:nth-child(2n){background:var(--row-alt)}.res-rows[data-astro-cid-ub4aujo7] time[data-astro-cid-ub4aujo7]{color:var(--muted);flex-direction:column;font-size:12px;display:flex}.res-rows[data-astro-cid-ub4aujo7] time[data-astro-cid-ub4aujo7] b[data-astro-cid-ub4aujo7]{color:var(--text);font-size:13px}.teams[data-astro-cid-ub4aujo7]{flex-direction:column;min-width:0;font-weight:600;display:flex}.teams[data-astro-cid-ub4aujo7] span[data-astro-cid-ub4aujo7]{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.score[data-astro-cid-ub4aujo7]{background:var(--surface-3);min-width:34px;color:var(--odd-value);font-variant-numeric:tabular-nums;border-radius:4px;flex-direction:column;align-items:center;padding:2px 8px;font-weight:800;display:flex}@media (width>=1050px){.res-rows[data-astro-cid-ub4aujo7] time[data-astro-cid-ub4aujo7]{flex-direction:row;gap:6px}.res-rows[data-astro-cid-ub4aujo7] li[data-astro-cid-ub4aujo7]{grid-template-columns:150px minmax(0,1fr) auto}}\n"}],"routeData":{"route":"/results","isIndex":false,"type":"page","pattern":"^\\/results\\/?$","segments":[[{"content":"results","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/results.astro","pathname":"/results","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".search-form[data-astro-cid-wp2l4cmv]{gap:8px;display:grid}label[data-astro-cid-wp2l4cmv]{font-weight:600}.search-row[data-astro-cid-wp2l4cmv]{gap:8px;display:flex}input[data-astro-cid-wp2l4cmv]{border-radius:var(--radius);background:var(--bg);border:1px solid #3b5d92;flex:1;min-width:0;height:40px;padding:0 12px}input[data-astro-cid-wp2l4cmv]::placeholder{color:#8d9db6}.help[data-astro-cid-wp2l4cmv]{color:var(--muted);margin:0;font-size:13px}.results[data-astro-cid-wp2l4cmv]{margin-top:12px}\n.search-error[data-astro-cid-g5uzdzad] .empty-title{color:#ff8a8a}\n.event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"}],"routeData":{"route":"/search","isIndex":false,"type":"page","pattern":"^\\/search\\/?$","segments":[[{"content":"search","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/search.astro","pathname":"/search","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n"}],"routeData":{"route":"/sports-betting/highlights","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/highlights\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"highlights","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sports-betting/highlights.astro","pathname":"/sports-betting/highlights","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n"}],"routeData":{"route":"/sports-betting/last-minute-events","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/last-minute-events\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"last-minute-events","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sports-betting/last-minute-events.astro","pathname":"/sports-betting/last-minute-events","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/sports-betting/match/[id]/bets","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/match\\/([^/]+?)\\/bets\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"match","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"bets","dynamic":false,"spread":false}]],"params":["id"],"component":"src/pages/sports-betting/match/[id]/bets.astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.match-head[data-astro-cid-ippk2ska]{text-align:center;background:radial-gradient(ellipse at top, #1d3a66, var(--surface) 70%);padding:16px}.match-league[data-astro-cid-ippk2ska]{color:var(--muted);align-items:center;gap:6px;font-size:13px;font-weight:600;text-decoration:none;display:inline-flex}.match-league[data-astro-cid-ippk2ska]:hover{color:var(--link)}.match-league[data-astro-cid-ippk2ska] .icon{color:var(--odd-value)}.match-teams[data-astro-cid-ippk2ska]{flex-wrap:wrap;justify-content:center;gap:4px 12px;margin:10px 0 6px;font-size:20px;display:flex}.vs[data-astro-cid-ippk2ska]{color:var(--muted)}.match-when[data-astro-cid-ippk2ska]{color:var(--muted);font-variant-numeric:tabular-nums;margin:0}.match-when[data-astro-cid-ippk2ska] time[data-astro-cid-ippk2ska]{color:var(--text);font-weight:700}.muted[data-astro-cid-ippk2ska]{color:var(--muted);margin:0}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/live.UIUwt4l8.css"}],"routeData":{"route":"/sports-betting/match/[id]","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/match\\/([^/]+?)\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"match","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/sports-betting/match/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.intro[data-astro-cid-nsflkg33]{color:var(--muted);margin:0 0 10px}\n"}],"routeData":{"route":"/sports-betting/most-played-events","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/most-played-events\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"most-played-events","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sports-betting/most-played-events.astro","pathname":"/sports-betting/most-played-events","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.note[data-astro-cid-cu5vwygo]{color:var(--muted);margin:0 0 10px}\n"}],"routeData":{"route":"/sports-betting/my-favorites","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/my-favorites\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"my-favorites","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sports-betting/my-favorites.astro","pathname":"/sports-betting/my-favorites","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.country[data-astro-cid-rpe5spvi]{color:var(--muted)}.back-link[data-astro-cid-rpe5spvi]{font-size:13px;font-weight:600}\n"}],"routeData":{"route":"/sports-betting/sport/[name]/[id]","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/sport\\/([^/]+?)\\/([^/]+?)\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"sport","dynamic":false,"spread":false}],[{"content":"name","dynamic":true,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["name","id"],"component":"src/pages/sports-betting/sport/[name]/[id].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"inline","content":".event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"}],"routeData":{"route":"/sports-betting/[sport]/[id]/[league]/[leagueId]","isIndex":false,"type":"page","pattern":"^\\/sports-betting\\/([^/]+?)\\/([^/]+?)\\/([^/]+?)\\/([^/]+?)\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}],[{"content":"sport","dynamic":true,"spread":false}],[{"content":"id","dynamic":true,"spread":false}],[{"content":"league","dynamic":true,"spread":false}],[{"content":"leagueId","dynamic":true,"spread":false}]],"params":["sport","id","league","leagueId"],"component":"src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n.sports-list[data-astro-cid-fftbzha2] .link-list[data-astro-cid-fftbzha2] a[data-astro-cid-fftbzha2]{min-height:44px;padding-block:8px}.browser[data-astro-cid-g7mxi4fp] .panel-head[data-astro-cid-g7mxi4fp]{gap:16px}.league-search[data-astro-cid-g7mxi4fp]{flex:0 320px;position:relative}.league-search[data-astro-cid-g7mxi4fp] .icon{color:var(--muted);position:absolute;top:50%;left:10px;transform:translateY(-50%)}.league-search[data-astro-cid-g7mxi4fp] input[data-astro-cid-g7mxi4fp]{border:1px solid var(--border);background:var(--bg);border-radius:999px;width:100%;height:36px;padding:0 12px 0 32px}.sport-tabs[data-astro-cid-g7mxi4fp]{border-bottom:1px solid var(--border);scrollbar-width:thin;gap:4px;padding:8px 10px 0;display:flex;overflow-x:auto}.sport-tabs[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp]{color:var(--muted);border-bottom:3px solid #0000;flex:none;align-items:center;gap:6px;padding:8px 10px;font-size:13px;font-weight:600;text-decoration:none;display:inline-flex}.sport-tabs[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp]:hover{color:var(--text)}.sport-tabs[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp][aria-current]{color:var(--text);border-bottom-color:var(--brand)}.sport-tabs[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp][aria-current] .icon{color:var(--brand)}.tab-count[data-astro-cid-g7mxi4fp]{color:var(--muted);font-size:11px}.search-note[data-astro-cid-g7mxi4fp]{color:var(--muted);margin:10px 14px 0}.league-cards[data-astro-cid-g7mxi4fp]{grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:8px;margin:0;padding:12px;list-style:none;display:grid}.league-cards[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp]{border-radius:var(--radius);border:1px solid var(--border);background:var(--surface-2);color:var(--text);align-items:center;gap:10px;padding:10px;text-decoration:none;display:flex}.league-cards[data-astro-cid-g7mxi4fp] a[data-astro-cid-g7mxi4fp]:hover{border-color:var(--brand);background:var(--surface-3)}.lc-text[data-astro-cid-g7mxi4fp]{flex-direction:column;flex:1;min-width:0;display:flex}.lc-name[data-astro-cid-g7mxi4fp]{text-overflow:ellipsis;white-space:nowrap;font-weight:700;overflow:hidden}.lc-meta[data-astro-cid-g7mxi4fp]{color:var(--muted);font-size:12px}.checked-head[data-astro-cid-elk5r53f]{justify-content:space-between;align-items:center;gap:12px;margin-bottom:10px;display:flex}.checked-head[data-astro-cid-elk5r53f] .list-title[data-astro-cid-elk5r53f]{margin:0}\n.event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n"}],"routeData":{"route":"/sports-betting","isIndex":true,"type":"page","pattern":"^\\/sports-betting\\/?$","segments":[[{"content":"sports-betting","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sports-betting/index.astro","pathname":"/sports-betting","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".error-screen[data-astro-cid-d57hyqcj]{text-align:center;flex-direction:column;align-items:center;gap:12px;max-width:640px;margin:24px auto;padding:40px 20px;display:flex}.error-screen[data-astro-cid-d57hyqcj] img[data-astro-cid-d57hyqcj]{width:min(320px,80%);height:auto}h1[data-astro-cid-d57hyqcj]{font-size:26px}p[data-astro-cid-d57hyqcj]{color:var(--muted);margin:0 0 8px;font-size:15px}\n"}],"routeData":{"route":"/under-construction","isIndex":false,"type":"page","pattern":"^\\/under-construction\\/?$","segments":[[{"content":"under-construction","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/under-construction.astro","pathname":"/under-construction","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"inline","content":".company-layout[data-astro-cid-p6f7k3m4]{align-items:start;gap:12px;max-width:1180px;margin:0 auto;display:grid}@media (width>=1050px){.company-layout[data-astro-cid-p6f7k3m4]{grid-template-columns:260px minmax(0,1fr)}}.company-layout[data-astro-cid-p6f7k3m4]>.panel[data-astro-cid-p6f7k3m4]+.panel[data-astro-cid-p6f7k3m4]{margin-top:0}.company-nav[data-astro-cid-p6f7k3m4]{position:sticky;top:12px}.company-nav[data-astro-cid-p6f7k3m4] a[data-astro-cid-p6f7k3m4][aria-current=page]{background:var(--surface-3);color:var(--link);box-shadow:inset 3px 0 0 var(--link)}.company[data-astro-cid-p6f7k3m4]{padding:24px clamp(16px,4vw,40px) 32px}.fallback[data-astro-cid-p6f7k3m4]{border-radius:var(--radius);background:var(--surface-3);color:var(--text);margin:0 0 16px;padding:10px 14px;font-size:13px}\n"}],"routeData":{"route":"/[company]","isIndex":false,"type":"page","pattern":"^\\/([^/]+?)\\/?$","segments":[[{"content":"company","dynamic":true,"spread":false}]],"params":["company"],"component":"src/pages/[company].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"_astro/Base.pR4fc8--.css"},{"type":"external","src":"_astro/row-html.Dsvm422c.css"},{"type":"external","src":"_astro/slip.BFnSsvt_.css"},{"type":"inline","content":".quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:12px;display:grid}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);min-height:40px;color:var(--text);align-items:center;gap:8px;padding:6px 10px;font-size:13px;font-weight:600;line-height:1.2;text-decoration:none;display:flex}.quick[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]:hover{background:var(--surface-3)}.quick[data-astro-cid-tmpard4z] .icon{color:var(--brand);flex:none}.quick[data-astro-cid-tmpard4z] .grow[data-astro-cid-tmpard4z]{flex:1;min-width:0}.quick-side[data-astro-cid-tmpard4z]{border-bottom:1px solid var(--border);grid-template-columns:1fr;gap:2px;margin:0;padding:6px}.quick-side[data-astro-cid-tmpard4z] a[data-astro-cid-tmpard4z]{background:0 0;border-color:#0000;min-height:32px;padding:4px 8px;font-size:13px}@media (width<=420px){.quick[data-astro-cid-tmpard4z]{grid-template-columns:repeat(2,1fr)}}.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:minmax(0,1fr);align-items:start;gap:12px;display:grid}.sb-main[data-astro-cid-w3tgqr6x]{min-width:0}@media (width>=1050px){.sb-columns[data-astro-cid-w3tgqr6x]{grid-template-columns:250px minmax(0,1fr) 300px}.sb-columns[data-astro-cid-w3tgqr6x]:not(:has(.sb-side)){grid-template-columns:minmax(0,1fr) 300px}.sb-slip[data-astro-cid-w3tgqr6x]{position:sticky;top:12px}}\n.slider{border-radius:var(--radius);border:1px solid var(--border);background:var(--surface);margin-bottom:12px;position:relative;overflow:hidden}.slider-viewport{overflow:hidden}.slider-track{touch-action:pan-y pinch-zoom;display:flex}.slide{aspect-ratio:10/3;flex:0 0 100%;min-width:0;max-height:260px;position:relative}.slide img{object-fit:cover;width:100%;height:100%;position:absolute;inset:0}.slide-text{max-width:560px;padding:26px 32px;position:relative}.slide-title{color:#fff;margin:0 0 8px;font-size:28px;font-weight:800;line-height:1.15}.slide-text p{color:#f1f6fc;text-shadow:0 1px 2px #0006;margin:0 0 14px;font-size:15px}.slider-controls{background:#081222b8;border-radius:999px;align-items:center;gap:6px;padding:4px 6px;display:flex;position:absolute;bottom:10px;right:12px}.slider-btn{color:#fff;background:0 0;border:0;border-radius:50%;place-items:center;width:28px;height:28px;padding:0;display:grid}.slider-btn svg{fill:currentColor;width:16px;height:16px}.slider-btn:hover{background:#ffffff26}.slider-dots{gap:4px;display:flex}.slider-dot{background:0 0;border:0;place-items:center;width:24px;height:24px;padding:0;display:grid}.slider-dot:before{content:\"\";background:#ffffff73;border-radius:50%;width:8px;height:8px;transition:width .2s}.slider-dot[aria-current=true]:before{background:var(--brand);border-radius:4px;width:18px}.home-search[data-astro-cid-h4i5ydtb]{margin-bottom:12px;position:relative}.home-search[data-astro-cid-h4i5ydtb] .icon{color:var(--muted);width:20px;height:20px;position:absolute;top:50%;left:14px;transform:translateY(-50%)}.home-search[data-astro-cid-h4i5ydtb] input[data-astro-cid-h4i5ydtb]{border-radius:var(--radius);border:1px solid var(--border);background:var(--surface);width:100%;height:46px;padding:0 130px 0 44px;font-size:15px}.home-search[data-astro-cid-h4i5ydtb] input[data-astro-cid-h4i5ydtb]:focus{border-color:var(--brand)}.home-search[data-astro-cid-h4i5ydtb] input[data-astro-cid-h4i5ydtb]::placeholder{color:#8d9db6}.clear[data-astro-cid-h4i5ydtb]{font-size:13px;font-weight:600;position:absolute;top:50%;right:14px;transform:translateY(-50%)}.session[data-astro-cid-warmj3xq]:empty{display:none}.session[data-astro-cid-warmj3xq]{border-top:1px solid var(--border)}\n.search-error[data-astro-cid-g5uzdzad] .empty-title{color:#ff8a8a}\n.event-rows{margin:0;padding:0;list-style:none}.event-rows .row{background:var(--surface);border-top:1px solid var(--border);grid-template-columns:28px 74px minmax(0,1fr) 44px;grid-template-areas:\"fav when teams more\"\"odds odds odds odds\"\"bets bets bets bets\";align-items:center;gap:6px 8px;padding:8px 10px;display:grid}.event-rows .row:nth-child(2n){background:var(--row-alt)}.event-rows .fav{width:28px;height:28px;color:var(--muted);background:0 0;border:0;border-radius:50%;grid-area:fav;place-items:center;padding:0;display:grid}.event-rows .fav svg{fill:none;stroke:currentColor;stroke-width:1.8px;stroke-linejoin:round;width:18px;height:18px}.event-rows .fav:hover{color:var(--odd-value);background:var(--surface-3)}.event-rows .fav[aria-pressed=true]{color:var(--odd-value)}.event-rows .fav[aria-pressed=true] svg{fill:currentColor}.event-rows .when{color:var(--muted);font-variant-numeric:tabular-nums;flex-direction:column;grid-area:when;font-size:12px;line-height:1.3;display:flex}.event-rows .when .time{color:var(--text);font-size:13px;font-weight:700}.event-rows .teams{min-width:0;color:var(--text);flex-direction:column;grid-area:teams;font-weight:600;line-height:1.35;text-decoration:none;display:flex}.event-rows .teams span{text-overflow:ellipsis;white-space:nowrap;overflow:hidden}.event-rows .teams:hover{color:var(--link)}.event-rows .odds{grid-area:odds;grid-template-columns:repeat(3,1fr);gap:6px;display:grid}.event-rows .odds-2{grid-template-columns:repeat(2,1fr)}.event-rows .odds-main.odds-2{grid-template-columns:repeat(3,1fr)}.event-rows .odds-main.odds-2 .odd:last-child{grid-column:3}.event-rows .odds-main .odd-label{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;position:absolute;overflow:hidden}.event-rows .odds-main .odd{justify-content:center}.event-rows .odds-1{grid-template-columns:1fr}.event-rows .odds-many{grid-template-columns:repeat(auto-fill,minmax(130px,1fr))}.event-rows .no-offer{color:var(--muted);grid-area:odds;margin:0;font-size:12px}.event-rows .more{background:var(--surface-3);min-width:40px;height:32px;color:var(--link);border:0;border-radius:4px;grid-area:more;justify-self:end;place-items:center;padding:0 6px;font-size:12px;font-weight:700;display:grid}.event-rows span.more{background:0 0}.event-rows button.more:hover,.event-rows .more[aria-expanded=true]{background:var(--odd-bg-hover)}.event-rows .row-bets{border-top:1px dashed var(--border);grid-area:bets;padding-top:8px}.event-rows .row-bets[aria-busy=true]{min-height:48px}@media (width>=1050px){.event-rows .row{grid-template-columns:28px 84px minmax(0,1fr) 264px 44px;grid-template-areas:\"fav when teams odds more\"\"bets bets bets bets bets\";padding:6px 12px}.event-rows-any .row{grid-template-columns:28px 84px minmax(0,1fr) 420px 44px}.event-rows .when{flex-flow:wrap;align-items:baseline;gap:8px}}\n.empty[data-astro-cid-72cpth5s]{text-align:center;flex-direction:column;align-items:center;gap:8px;padding:32px 20px;display:flex}.empty-icon[data-astro-cid-72cpth5s]{background:var(--surface-3);width:56px;height:56px;color:var(--brand);border-radius:50%;place-items:center;display:grid}.empty-icon[data-astro-cid-72cpth5s] .icon{width:28px;height:28px}.empty-title[data-astro-cid-72cpth5s]{font-size:17px}.empty-text[data-astro-cid-72cpth5s]{max-width:52ch;color:var(--muted);margin:0}.empty-actions[data-astro-cid-72cpth5s]{flex-wrap:wrap;justify-content:center;gap:10px;margin-top:8px;display:flex}\n"}],"routeData":{"route":"/","isIndex":true,"type":"page","pattern":"^\\/$","segments":[],"params":[],"component":"src/pages/index.astro","pathname":"/","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}}],"serverLike":true,"middlewareMode":"classic","base":"/","trailingSlash":"ignore","compressHTML":"jsx","componentMetadata":[["/work/wt/edges/src/pages/casino-games.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/evo-auto-games.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/live-casino.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/404.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/500.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/[company].astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/account-settings.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/account-statement.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/back-soon.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/bet-slip.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/change-password.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/contact.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/deposit.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/forgot-password.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/forgot-username.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/gaming-history.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/index.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/info.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/language.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/live-betting.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/login.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/my-bets.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/not-found.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/results.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/search.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/[sport]/[id]/[league]/[leagueId].astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/highlights.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/index.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/last-minute-events.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/match/[id].astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/most-played-events.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/my-favorites.astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/sports-betting/sport/[name]/[id].astro",{"propagation":"none","containsHead":true}],["/work/wt/edges/src/pages/under-construction.astro",{"propagation":"none","containsHead":true}]],"renderers":[],"clientDirectives":[["idle","(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value==\"object\"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};\"requestIdleCallback\"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event(\"astro:idle\"));})();"],["load","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event(\"astro:load\"));})();"],["media","(()=>{var n=(a,t)=>{let i=async()=>{await(await a())()};if(t.value){let e=matchMedia(t.value);e.matches?i():e.addEventListener(\"change\",i,{once:!0})}};(self.Astro||(self.Astro={})).media=n;window.dispatchEvent(new Event(\"astro:media\"));})();"],["only","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event(\"astro:only\"));})();"],["visible","(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()},t=typeof i.value==\"object\"?i.value:void 0,c={rootMargin:t==null?void 0:t.rootMargin},n=new IntersectionObserver(e=>{for(let l of e)if(l.isIntersecting){n.disconnect(),r();break}},c);for(let e of o.children)n.observe(e)};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event(\"astro:visible\"));})();"],["afterpaint","(()=>{var o=a=>{let e=async()=>{await(await a())()},n=()=>{\"requestIdleCallback\"in window?requestIdleCallback(()=>{e()},{timeout:1500}):setTimeout(()=>{e()},50)},t=()=>requestAnimationFrame(()=>setTimeout(n,0));document.readyState===\"complete\"?t():window.addEventListener(\"load\",t,{once:!0})},i=o;(self.Astro||(self.Astro={})).afterpaint=i;window.dispatchEvent(new Event(\"astro:afterpaint\"));})();\n"]],"entryModules":{"\u0000virtual:astro:middleware":"virtual_astro_middleware.mjs","\u0000virtual:astro:server-island-manifest":"chunks/_virtual_astro_server-island-manifest_BhTW5IeR.mjs","\u0000virtual:astro:session-driver":"chunks/_virtual_astro_session-driver_HzKX7Wn1.mjs","\u0000virtual:astro:actions/noop-entrypoint":"chunks/noop-entrypoint_CxXy0p4B.mjs","/work/wt/edges/node_modules/@astrojs/react/dist/vnode-children.js":"chunks/vnode-children_C4hxNQje.mjs","@astrojs/node/server.js":"entry.mjs","\u0000virtual:astro:page:src/pages/404@_@astro":"chunks/404_DG2Iysh9.mjs","\u0000virtual:astro:page:src/pages/500@_@astro":"chunks/500_C5YnX9nJ.mjs","/work/wt/edges/src/islands/account/LoginModal.tsx":"_astro/LoginModal.fiNxDdan.js","/work/wt/edges/src/islands/account/SessionKeeper.tsx":"_astro/SessionKeeper.CPg2h7OE.js","/work/wt/edges/src/islands/slip/SlipView.tsx":"_astro/SlipView.C3LkYJZP.js","\u0000virtual:astro:page:src/pages/api/[...path]@_@ts":"chunks/_.._CCJFAqtt.mjs","\u0000astro:data-layer-content":"chunks/_astro_data-layer-content_DU2gp4c9.mjs","\u0000virtual:astro:page:src/pages/[company]@_@astro":"chunks/_company__DWQ7gMYC.mjs","\u0000virtual:astro:page:src/pages/sports-betting/sport/[name]/[id]@_@astro":"chunks/_id__Co7n6No5.mjs","\u0000virtual:astro:page:src/pages/sports-betting/match/[id]@_@astro":"chunks/_id__GWafI0JJ.mjs","\u0000virtual:astro:page:src/pages/sports-betting/[sport]/[id]/[league]/[leagueId]@_@astro":"chunks/_leagueId__BAwxGoFi.mjs","\u0000virtual:astro:get-image":"chunks/_virtual_astro_get-image_DqOFtHgQ.mjs","\u0000virtual:astro:page:src/pages/account-settings@_@astro":"chunks/account-settings_B6G3X-MC.mjs","\u0000virtual:astro:page:src/pages/account-statement@_@astro":"chunks/account-statement_Dv28OP9t.mjs","\u0000virtual:astro:page:src/pages/back-soon@_@astro":"chunks/back-soon_CFJvN3_H.mjs","\u0000virtual:astro:page:src/pages/bet-slip@_@astro":"chunks/bet-slip_C0aanuhO.mjs","\u0000virtual:astro:page:src/pages/sports-betting/match/[id]/bets@_@astro":"chunks/bets_GEeAhKA5.mjs","\u0000virtual:astro:page:src/pages/casino-games@_@astro":"chunks/casino-games_wgjraq1W.mjs","\u0000virtual:astro:page:src/pages/change-password@_@astro":"chunks/change-password_DIyyLnCe.mjs","\u0000virtual:astro:page:src/pages/contact@_@astro":"chunks/contact_CGa83twp.mjs","/work/wt/edges/.astro/content-assets.mjs":"chunks/content-assets_CLeMUEVR.mjs","/work/wt/edges/.astro/content-modules.mjs":"chunks/content-modules_DYcV8QGo.mjs","\u0000virtual:astro:page:src/pages/deposit@_@astro":"chunks/deposit_ChDNi3fC.mjs","\u0000virtual:astro:page:src/pages/evo-auto-games@_@astro":"chunks/evo-auto-games_BS6X4vcH.mjs","\u0000virtual:astro:page:src/pages/forgot-password@_@astro":"chunks/forgot-password_DKz6tDDx.mjs","\u0000virtual:astro:page:src/pages/forgot-username@_@astro":"chunks/forgot-username_CoAcOUy1.mjs","\u0000virtual:astro:page:src/pages/gaming-history@_@astro":"chunks/gaming-history_YvGuJAad.mjs","\u0000virtual:astro:page:src/pages/sports-betting/highlights@_@astro":"chunks/highlights_CZECbbi8.mjs","\u0000virtual:astro:page:src/pages/index@_@astro":"chunks/index_BSA_cokm.mjs","\u0000virtual:astro:page:src/pages/sports-betting/index@_@astro":"chunks/index_C9evw6hb.mjs","\u0000virtual:astro:page:src/pages/info@_@astro":"chunks/info_D-PiW-gk.mjs","\u0000virtual:astro:page:src/pages/language@_@astro":"chunks/language_BOEjQeRo.mjs","\u0000virtual:astro:page:src/pages/sports-betting/last-minute-events@_@astro":"chunks/last-minute-events_e4WqTEHS.mjs","\u0000virtual:astro:page:src/pages/live-betting@_@astro":"chunks/live-betting_CGZHjus0.mjs","\u0000virtual:astro:page:src/pages/live-casino@_@astro":"chunks/live-casino_GfB46VJl.mjs","\u0000virtual:astro:page:src/pages/login@_@astro":"chunks/login_DpnRYs41.mjs","\u0000virtual:astro:page:src/pages/sports-betting/most-played-events@_@astro":"chunks/most-played-events_gnBuoln-.mjs","\u0000virtual:astro:page:src/pages/my-bets@_@astro":"chunks/my-bets_VfdCQ4-c.mjs","\u0000virtual:astro:page:src/pages/sports-betting/my-favorites@_@astro":"chunks/my-favorites_B2vQhkFA.mjs","\u0000virtual:astro:page:node_modules/astro/dist/assets/endpoint/node@_@js":"chunks/node_C1_1h62q.mjs","\u0000virtual:astro:page:src/pages/not-found@_@astro":"chunks/not-found_CG0q6W4K.mjs","/work/wt/edges/src/islands/account/settings/put.ts":"_astro/put.udo2ctw4.js","\u0000virtual:astro:page:src/pages/results@_@astro":"chunks/results_B4OijeVg.mjs","\u0000virtual:astro:page:src/pages/search@_@astro":"chunks/search_-c6cKm72.mjs","/work/wt/edges/node_modules/astro/dist/assets/services/sharp.js":"chunks/sharp_Z_H9s5M1.mjs","\u0000virtual:astro:page:src/pages/under-construction@_@astro":"chunks/under-construction_DrXOB5q-.mjs","/work/wt/edges/src/islands/AccountArea.tsx":"_astro/AccountArea.Bm4yyKRD.js","/work/wt/edges/src/islands/account/AccountSettings.tsx":"_astro/AccountSettings.Djaklgi9.js","/work/wt/edges/src/islands/account/AccountStatement.tsx":"_astro/AccountStatement.BUPNijaO.js","/work/wt/edges/src/islands/casino/AllGames.tsx":"_astro/AllGames.BVV6D7k3.js","/work/wt/edges/src/layouts/Base.astro?astro&type=script&index=0&lang.ts":"_astro/Base.astro_astro_type_script_index_0_lang.BGf0k1z0.js","/work/wt/edges/src/islands/slip/BetSlip.tsx":"_astro/BetSlip.pq8HwEXH.js","/work/wt/edges/src/islands/account/ChangePasswordForm.tsx":"_astro/ChangePasswordForm.es74X2p1.js","/work/wt/edges/src/islands/Clock.tsx":"_astro/Clock.D-N8KyNT.js","/work/wt/edges/src/islands/ContactForm.tsx":"_astro/ContactForm.CPWSnUHC.js","/work/wt/edges/src/islands/account/DepositForm.tsx":"_astro/DepositForm.Bkfzkui0.js","/work/wt/edges/src/islands/casino/GamingHistory.tsx":"_astro/GamingHistory.BRkvJPzg.js","/work/wt/edges/src/islands/LanguagePicker.tsx":"_astro/LanguagePicker.CQW2WLBF.js","/work/wt/edges/src/islands/LanguageSelect.tsx":"_astro/LanguageSelect.2mn5UDkG.js","/work/wt/edges/src/islands/live/LiveBoard.tsx":"_astro/LiveBoard.aSDGgZiL.js","/work/wt/edges/src/islands/live/LiveMatch.tsx":"_astro/LiveMatch.BD8009uM.js","/work/wt/edges/src/islands/account/LoginPage.tsx":"_astro/LoginPage.DAjM2fe_.js","/work/wt/edges/src/islands/MobileAccountItem.tsx":"_astro/MobileAccountItem.FOtFftn_.js","/work/wt/edges/src/islands/MobileMenuSession.tsx":"_astro/MobileMenuSession.DNWbPNx3.js","/work/wt/edges/src/islands/slip/MyBets.tsx":"_astro/MyBets.Ddezck5W.js","/work/wt/edges/src/islands/Session.tsx":"_astro/Session.CC8aiyTm.js","/work/wt/edges/src/islands/home/Slider.tsx":"_astro/Slider.CYoXJ4Is.js","/work/wt/edges/src/islands/SlipBarItem.tsx":"_astro/SlipBarItem.Bjj-PUwB.js","/work/wt/edges/src/components/sports/SportsMenu.astro?astro&type=script&index=0&lang.ts":"_astro/SportsMenu.astro_astro_type_script_index_0_lang.CSbDwGYF.js","/work/wt/edges/src/components/sports/SportsbookColumns.astro?astro&type=script&index=0&lang.ts":"_astro/SportsbookColumns.astro_astro_type_script_index_0_lang.TwCLijOm.js","/work/wt/edges/src/islands/Toasts.tsx":"_astro/Toasts.DnRauEEe.js","@astrojs/react/client.js":"_astro/client.DxkrllWd.js","/work/wt/edges/src/pages/sports-betting/my-favorites.astro?astro&type=script&index=0&lang.ts":"_astro/my-favorites.astro_astro_type_script_index_0_lang.BaydoQcx.js","/work/wt/edges/src/pages/search.astro?astro&type=script&index=0&lang.ts":"_astro/search.astro_astro_type_script_index_0_lang.TwCLijOm.js","/work/wt/edges/node_modules/embla-carousel/esm/embla-carousel.esm.js":"_astro/embla-carousel.esm.BEQKEzAB.js","astro:scripts/before-hydration.js":""},"inlinedScripts":[["/work/wt/edges/src/components/sports/SportsMenu.astro?astro&type=script&index=0&lang.ts","document.addEventListener(`change`,e=>{let t=e.target instanceof HTMLInputElement?e.target:null,n=t?.closest(`form[data-league-form]`);n&&t?.name===`league`&&n.requestSubmit()}),document.addEventListener(`click`,e=>{let t=e.target instanceof Element?e.target.closest(`[data-show-all]`):null,n=t?.parentElement?.querySelector(`[data-leagues]`);if(!t||!n)return;let r=t.getAttribute(`aria-expanded`)!==`true`;t.setAttribute(`aria-expanded`,String(r)),n.classList.toggle(`all`,r),t.textContent=(r?t.dataset.labelLess:t.dataset.labelAll)??``});"]],"assets":["/favicon.svg","/_astro/AccountArea.Bm4yyKRD.js","/_astro/AccountSettings.Djaklgi9.js","/_astro/AccountStatement.BUPNijaO.js","/_astro/AllGames.BVV6D7k3.js","/_astro/Base.astro_astro_type_script_index_0_lang.BGf0k1z0.js","/_astro/BetSlip.pq8HwEXH.js","/_astro/ChangePasswordForm.DCFcRA1f.js","/_astro/ChangePasswordForm.es74X2p1.js","/_astro/Clock.D-N8KyNT.js","/_astro/ContactForm.CPWSnUHC.js","/_astro/DepositForm.Bkfzkui0.js","/_astro/GamingHistory.BRkvJPzg.js","/_astro/LanguagePicker.CQW2WLBF.js","/_astro/LanguageSelect.2mn5UDkG.js","/_astro/LiveBoard.aSDGgZiL.js","/_astro/LiveMatch.BD8009uM.js","/_astro/LoginForm.BA0gJmsc.js","/_astro/LoginModal.fiNxDdan.js","/_astro/LoginPage.DAjM2fe_.js","/_astro/MobileAccountItem.FOtFftn_.js","/_astro/MobileMenuSession.DNWbPNx3.js","/_astro/Modal.B-C-unA1.js","/_astro/MyBets.Ddezck5W.js","/_astro/Session.CC8aiyTm.js","/_astro/SessionKeeper.CPg2h7OE.js","/_astro/Slider.CYoXJ4Is.js","/_astro/SlipBarItem.Bjj-PUwB.js","/_astro/SlipView.C3LkYJZP.js","/_astro/SportsbookColumns.astro_astro_type_script_index_0_lang.TwCLijOm.js","/_astro/Toasts.DnRauEEe.js","/_astro/VisitorPrompt.CTZwNOD1.js","/_astro/api.DoXMqyfd.js","/_astro/client.CI0FGVHW.js","/_astro/client.DxkrllWd.js","/_astro/embla-carousel.esm.BEQKEzAB.js","/_astro/live-feed.CIWdpPC2.js","/_astro/live.BJzyxY30.js","/_astro/live.UIUwt4l8.css","/_astro/login.D_-d22Uf.js","/_astro/logout.CNR7gn4N.js","/_astro/my-favorites.astro_astro_type_script_index_0_lang.BaydoQcx.js","/_astro/odd-flags.DyTtA61t.js","/_astro/put.udo2ctw4.js","/_astro/react.tYwSYRYK.js","/_astro/rolldown-runtime.4tVxZq34.js","/_astro/search.astro_astro_type_script_index_0_lang.TwCLijOm.js","/_astro/shell.p7h9R-qD.js","/_astro/sportsbook.Bk5cCE_F.js","/_astro/statement-period.C0lqSu6c.js","/_astro/usePlayer.Ce8woeug.js","/_astro/validation.BJcOKhBY.js","/img/error.svg","/img/logo.svg","/games/play/baccarat.html","/games/play/blackjack.html","/games/play/crash.html","/games/play/roulette.html","/games/play/slot.html","/games/tiles/aurora-baccarat.svg","/games/tiles/aurora-blackjack-lounge.svg","/games/tiles/aurora-live-roulette.svg","/games/tiles/aurora-spins.svg","/games/tiles/blackjack-classic-21.svg","/games/tiles/brass-bell-bonanza.svg","/games/tiles/comet-cash.svg","/games/tiles/copper-clover.svg","/games/tiles/crystal-orchard.svg","/games/tiles/ember-sevens.svg","/games/tiles/emerald-blackjack.svg","/games/tiles/fjord-fortune.svg","/games/tiles/forge-roulette.svg","/games/tiles/foxfire-riches.svg","/games/tiles/glacier-blackjack.svg","/games/tiles/lantern-lights.svg","/games/tiles/lightspeed-auto-roulette.svg","/games/tiles/midnight-baccarat.svg","/games/tiles/midnight-lemons.svg","/games/tiles/nebula-fruits.svg","/games/tiles/orbit-crash.svg","/games/tiles/orbit-roulette.svg","/games/tiles/polar-roulette.svg","/games/tiles/pulse-auto-roulette.svg","/games/tiles/rocket-rush.svg","/games/tiles/roulette-royale.svg","/games/tiles/saturn-sevens.svg","/games/tiles/skyline-crash.svg","/games/tiles/speed-baccarat-aurora.svg","/games/tiles/starforge-reels.svg","/games/tiles/turbo-auto-roulette.svg","/games/tiles/velvet-baccarat.svg","/games/tiles/velvet-blackjack.svg","/games/tiles/velvet-roulette.svg","/img/pay/bank.svg","/img/pay/card.svg","/img/pay/crypto.svg","/img/pay/ewallet.svg","/img/pay/voucher.svg","/img/slider/slide-1.svg","/img/slider/slide-2.svg","/img/slider/slide-3.svg","/img/slider/slide-4.svg","/img/slider/slide-5.svg","/games/play/shared/dealer.js","/games/play/shared/game.css","/games/play/shared/game.js","/games/play/shared/i18n.js","/games/play/shared/symbols.js","/_astro/Base.pR4fc8--.css","/_astro/row-html.Dsvm422c.css","/_astro/slip.BFnSsvt_.css"],"buildFormat":"directory","checkOrigin":true,"actionBodySizeLimit":1048576,"serverIslandBodySizeLimit":1048576,"allowedDomains":[],"key":"2AEkqbYQTXT/rgd2Z82jsurkuKrrnOgU7cgDUkKMnsA=","sessionConfig":{"driver":"unstorage/drivers/fs-lite","options":{"base":"/work/wt/edges/node_modules/.astro/sessions"}},"image":{},"devToolbar":{"enabled":false,"debugInfoOutput":""},"logLevel":"info","shouldInjectCspMetaTags":false});
var manifestRoutes = _manifest.routes;
var manifest = Object.assign(_manifest, {
	renderers,
	actions: () => import("./chunks/noop-entrypoint_CxXy0p4B.mjs"),
	middleware: () => import("./virtual_astro_middleware.mjs"),
	sessionDriver: () => import("./chunks/_virtual_astro_session-driver_HzKX7Wn1.mjs"),
	serverIslandMappings: () => import("./chunks/_virtual_astro_server-island-manifest_BhTW5IeR.mjs"),
	routes: manifestRoutes,
	pageMap
});
function getAmbientManifest() {
	const manifest$1 = manifest;
	if (!manifest$1) throw new AstroError(NoManifestAvailable);
	return manifest$1;
}
// node_modules/astro/dist/core/app/render-options.js
var renderOptionsSymbol = /* @__PURE__ */ Symbol.for("astro.renderOptions");
function getRenderOptions(request) {
	return Reflect.get(request, renderOptionsSymbol);
}
function setRenderOptions(request, options) {
	Reflect.set(request, renderOptionsSymbol, options);
}
// node_modules/astro/dist/core/app/origin-check.js
var FORM_CONTENT_TYPES = [
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
];
var SAFE_METHODS = [
	"GET",
	"HEAD",
	"OPTIONS"
];
function isForbiddenCrossOriginRequest(request, url, isPrerendered) {
	if (isPrerendered) return false;
	if (SAFE_METHODS.includes(request.method)) return false;
	const isSameOrigin = request.headers.get("origin") === url.origin;
	if (request.headers.has("content-type")) return hasFormLikeHeader(request.headers.get("content-type")) && !isSameOrigin;
	return !isSameOrigin;
}
function createCrossOriginForbiddenResponse(request) {
	return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
function createOriginCheckMiddleware() {
	return defineMiddleware((context, next) => {
		const { request, url, isPrerendered } = context;
		if (isForbiddenCrossOriginRequest(request, url, isPrerendered)) return createCrossOriginForbiddenResponse(request);
		return next();
	});
}
function hasFormLikeHeader(contentType) {
	if (contentType) {
		for (const FORM_CONTENT_TYPE of FORM_CONTENT_TYPES) if (contentType.toLowerCase().includes(FORM_CONTENT_TYPE)) return true;
	}
	return false;
}
// node_modules/astro/dist/core/fetch/features.js
var FetchFeatures = {
	redirects: 1,
	sessions: 2,
	actions: 4,
	middleware: 8,
	i18n: 16,
	cache: 32
};
var ALL_FETCH_FEATURES = FetchFeatures.redirects | FetchFeatures.sessions | FetchFeatures.actions | FetchFeatures.middleware | FetchFeatures.i18n | FetchFeatures.cache;
var usedFeatures = /* @__PURE__ */ new WeakMap();
function markFeatureUsed(manifest, feature) {
	const entry = usedFeatures.get(manifest);
	if (entry) entry.bits |= feature;
	else usedFeatures.set(manifest, { bits: feature });
}
function getUsedFeatures(manifest) {
	return usedFeatures.get(manifest)?.bits ?? 0;
}
// node_modules/astro/dist/actions/consts.js
var ACTION_QUERY_PARAMS = {
	actionName: "_action",
	actionPayload: "_astroActionPayload"
};
// node_modules/astro/dist/actions/runtime/client.js
var codeToStatusMap = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	PAYMENT_REQUIRED: 402,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	METHOD_NOT_ALLOWED: 405,
	NOT_ACCEPTABLE: 406,
	PROXY_AUTHENTICATION_REQUIRED: 407,
	REQUEST_TIMEOUT: 408,
	CONFLICT: 409,
	GONE: 410,
	LENGTH_REQUIRED: 411,
	PRECONDITION_FAILED: 412,
	CONTENT_TOO_LARGE: 413,
	URI_TOO_LONG: 414,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RANGE_NOT_SATISFIABLE: 416,
	EXPECTATION_FAILED: 417,
	MISDIRECTED_REQUEST: 421,
	UNPROCESSABLE_CONTENT: 422,
	LOCKED: 423,
	FAILED_DEPENDENCY: 424,
	TOO_EARLY: 425,
	UPGRADE_REQUIRED: 426,
	PRECONDITION_REQUIRED: 428,
	TOO_MANY_REQUESTS: 429,
	REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
	UNAVAILABLE_FOR_LEGAL_REASONS: 451,
	INTERNAL_SERVER_ERROR: 500,
	NOT_IMPLEMENTED: 501,
	BAD_GATEWAY: 502,
	SERVICE_UNAVAILABLE: 503,
	GATEWAY_TIMEOUT: 504,
	HTTP_VERSION_NOT_SUPPORTED: 505,
	VARIANT_ALSO_NEGOTIATES: 506,
	INSUFFICIENT_STORAGE: 507,
	LOOP_DETECTED: 508,
	NETWORK_AUTHENTICATION_REQUIRED: 511
};
var statusToCodeMap = Object.fromEntries(Object.entries(codeToStatusMap).map(([key, value]) => [value, key]));
var ActionError = class ActionError extends Error {
	type = "AstroActionError";
	code = "INTERNAL_SERVER_ERROR";
	status = 500;
	constructor(params) {
		super(params.message);
		this.code = params.code;
		this.status = ActionError.codeToStatus(params.code);
		if (params.stack) this.stack = params.stack;
	}
	static codeToStatus(code) {
		return codeToStatusMap[code];
	}
	static statusToCode(status) {
		return statusToCodeMap[status] ?? "INTERNAL_SERVER_ERROR";
	}
	static fromJson(body) {
		if (isInputError(body)) return new ActionInputError(body.issues);
		if (isActionError(body)) return new ActionError(body);
		return new ActionError({ code: "INTERNAL_SERVER_ERROR" });
	}
};
function isActionError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionError";
}
function isInputError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionInputError" && "issues" in error && Array.isArray(error.issues);
}
var ActionInputError = class extends ActionError {
	type = "AstroActionInputError";
	issues;
	fields;
	constructor(issues) {
		super({
			message: `Failed to validate: ${JSON.stringify(issues, null, 2)}`,
			code: "BAD_REQUEST"
		});
		this.issues = issues;
		this.fields = {};
		for (const issue of issues) if (issue.path.length > 0) {
			const key = issue.path[0].toString();
			this.fields[key] ??= [];
			this.fields[key]?.push(issue.message);
		}
	}
};
function deserializeActionResult(res) {
	if (res.type === "error") {
		let json;
		try {
			json = JSON.parse(res.body);
		} catch {
			return {
				data: void 0,
				error: new ActionError({
					message: res.body,
					code: "INTERNAL_SERVER_ERROR"
				})
			};
		}
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/timeout" })?.PROD) return {
			error: ActionError.fromJson(json),
			data: void 0
		};
		else {
			const error = ActionError.fromJson(json);
			error.stack = actionResultErrorStack.get();
			return {
				error,
				data: void 0
			};
		}
	}
	if (res.type === "empty") return {
		data: void 0,
		error: void 0
	};
	return {
		data: parse(res.body, { URL: (href) => new URL(href) }),
		error: void 0
	};
}
var actionResultErrorStack = /* @__PURE__ */ (function actionResultErrorStackFn() {
	let errorStack;
	return {
		set(stack) {
			errorStack = stack;
		},
		get() {
			return errorStack;
		}
	};
})();
function getActionQueryString(name) {
	return `?${new URLSearchParams({ [ACTION_QUERY_PARAMS.actionName]: name }).toString()}`;
}
// node_modules/astro/dist/actions/utils.js
function hasActionPayload(locals) {
	return "_actionPayload" in locals;
}
function createGetActionResult(locals) {
	return (actionFn) => {
		if (!hasActionPayload(locals) || actionFn.toString() !== getActionQueryString(locals._actionPayload.actionName)) return;
		return deserializeActionResult(locals._actionPayload.actionResult);
	};
}
function createCallAction(context) {
	return (baseAction, input) => {
		Reflect.set(context, ACTION_API_CONTEXT_SYMBOL, true);
		return baseAction.bind(context)(input);
	};
}
// node_modules/astro/dist/core/cookies/cookies.js
var DELETED_EXPIRATION = /* @__PURE__ */ new Date(0);
var DELETED_VALUE = "deleted";
var responseSentSymbol = /* @__PURE__ */ Symbol.for("astro.responseSent");
var identity = (value) => value;
var AstroCookie = class {
	value;
	constructor(value) {
		this.value = value;
	}
	json() {
		if (this.value === void 0) throw new Error(`Cannot convert undefined to an object.`);
		return JSON.parse(this.value);
	}
	number() {
		return Number(this.value);
	}
	boolean() {
		if (this.value === "false") return false;
		if (this.value === "0") return false;
		return Boolean(this.value);
	}
};
var AstroCookies = class {
	#request;
	#requestValues;
	#outgoing;
	#consumed;
	#logger;
	constructor(request, logger) {
		this.#request = request;
		this.#requestValues = null;
		this.#outgoing = null;
		this.#consumed = false;
		this.#logger = logger;
	}
	/**
	* Astro.cookies.delete(key) is used to delete a cookie. Using this method will result
	* in a Set-Cookie header added to the response.
	* @param key The cookie to delete
	* @param options Options related to this deletion, such as the path of the cookie.
	*/
	delete(key, options) {
		this.#ensureOutgoingMap().set(key, [
			DELETED_VALUE,
			stringifySetCookie({
				...options,
				name: key,
				value: DELETED_VALUE,
				expires: DELETED_EXPIRATION,
				maxAge: void 0
			}),
			false
		]);
	}
	/**
	* Astro.cookies.get(key) is used to get a cookie value. The cookie value is read from the
	* request. If you have set a cookie via Astro.cookies.set(key, value), the value will be taken
	* from that set call, overriding any values already part of the request.
	* @param key The cookie to get.
	* @returns An object containing the cookie value as well as convenience methods for converting its value.
	*/
	get(key, options = void 0) {
		if (this.#outgoing?.has(key)) {
			let [serializedValue, , isSetValue] = this.#outgoing.get(key);
			if (isSetValue) return new AstroCookie(serializedValue);
			else return;
		}
		const decode = options?.decode ?? decodeURIComponent;
		const values = this.#ensureParsed();
		if (key in values) {
			const value = values[key];
			if (value) {
				let decodedValue;
				try {
					decodedValue = decode(value);
				} catch (_error) {
					decodedValue = value;
				}
				return new AstroCookie(decodedValue);
			}
		}
	}
	/**
	* Astro.cookies.has(key) returns a boolean indicating whether this cookie is either
	* part of the initial request or set via Astro.cookies.set(key)
	* @param key The cookie to check for.
	* @param _options This parameter is no longer used.
	* @returns
	*/
	has(key, _options) {
		if (this.#outgoing?.has(key)) {
			let [, , isSetValue] = this.#outgoing.get(key);
			return isSetValue;
		}
		return this.#ensureParsed()[key] !== void 0;
	}
	/**
	* Astro.cookies.set(key, value) is used to set a cookie's value. If provided
	* an object it will be stringified via JSON.stringify(value). Additionally you
	* can provide options customizing how this cookie will be set, such as setting httpOnly
	* in order to prevent the cookie from being read in client-side JavaScript.
	* @param key The name of the cookie to set.
	* @param value A value, either a string or other primitive or an object.
	* @param options Options for the cookie, such as the path and security settings.
	*/
	set(key, value, options) {
		if (this.#consumed) this.#logger.warn("SKIP_FORMAT", "Astro.cookies.set() was called after the cookies had already been sent to the browser.\nThis may have happened if this method was called in an imported component.\nPlease make sure that Astro.cookies.set() is only called in the frontmatter of the main page.");
		let serializedValue;
		if (typeof value === "string") serializedValue = value;
		else {
			let toStringValue = value.toString();
			if (toStringValue === Object.prototype.toString.call(value)) serializedValue = JSON.stringify(value);
			else serializedValue = toStringValue;
		}
		const { encode, ...attributes } = options ?? {};
		this.#ensureOutgoingMap().set(key, [
			serializedValue,
			stringifySetCookie({
				...attributes,
				name: key,
				value: serializedValue
			}, { encode }),
			true
		]);
		if (this.#request[responseSentSymbol]) throw new AstroError({ ...ResponseSentError });
	}
	/**
	* Merges a new AstroCookies instance into the current instance. Any new cookies
	* will be added to the current instance, overwriting any existing cookies with the same name.
	*/
	merge(cookies) {
		const outgoing = cookies.#outgoing;
		if (outgoing) for (const [key, value] of outgoing) this.#ensureOutgoingMap().set(key, value);
	}
	/**
	* Astro.cookies.header() returns an iterator for the cookies that have previously
	* been set by either Astro.cookies.set() or Astro.cookies.delete().
	* This method is primarily used by adapters to set the header on outgoing responses.
	* @returns
	*/
	*headers() {
		if (this.#outgoing == null) return;
		for (const [, value] of this.#outgoing) yield value[1];
	}
	/**
	* Marks the cookies as consumed and returns the header values.
	* After consumption, any subsequent `set()` calls will warn.
	*/
	consume() {
		this.#consumed = true;
		return this.headers();
	}
	/**
	* @deprecated Use the instance method `cookies.consume()` instead.
	* Kept for backward compatibility with adapters.
	*/
	static consume(cookies) {
		return cookies.consume();
	}
	#ensureParsed() {
		if (!this.#requestValues) this.#parse();
		if (!this.#requestValues) this.#requestValues = /* @__PURE__ */ Object.create(null);
		return this.#requestValues;
	}
	#ensureOutgoingMap() {
		if (!this.#outgoing) this.#outgoing = /* @__PURE__ */ new Map();
		return this.#outgoing;
	}
	#parse() {
		const raw = this.#request.headers.get("cookie");
		if (!raw) return;
		this.#requestValues = parseCookie(raw, { decode: identity });
	}
};
// node_modules/astro/dist/core/cookies/response.js
var astroCookiesSymbol = /* @__PURE__ */ Symbol.for("astro.cookies");
function attachCookiesToResponse(response, cookies) {
	Reflect.set(response, astroCookiesSymbol, cookies);
}
function getCookiesFromResponse(response) {
	let cookies = Reflect.get(response, astroCookiesSymbol);
	if (cookies != null) return cookies;
	else return;
}
function* getSetCookiesFromResponse(response) {
	const cookies = getCookiesFromResponse(response);
	if (!cookies) return [];
	for (const headerValue of cookies.consume()) yield headerValue;
	return [];
}
// node_modules/astro/dist/core/routing/pattern.js
function getPattern(segments, base, addTrailingSlash) {
	const pathname = segments.map((segment) => {
		if (segment.length === 1 && segment[0].spread) return "(?:\\/(.*?))?";
		else return "\\/" + segment.map((part) => {
			if (part.spread) return "(.*?)";
			else if (part.dynamic) return "([^/]+?)";
			else return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		}).join("");
	}).join("");
	const trailing = addTrailingSlash && segments.length ? getTrailingSlashPattern(addTrailingSlash) : "$";
	let initial = "\\/";
	if (addTrailingSlash === "never" && base !== "/" && pathname !== "") initial = "";
	return new RegExp(`^${pathname || initial}${trailing}`);
}
function getTrailingSlashPattern(addTrailingSlash) {
	if (addTrailingSlash === "always") return "\\/$";
	if (addTrailingSlash === "never") return "$";
	return "\\/?$";
}
// node_modules/astro/dist/core/render/slots.js
function getFunctionExpression(slot) {
	if (!slot) return;
	const expressions = slot?.expressions?.filter((e) => isRenderInstruction(e) === false || isRenderTemplateResult(e));
	if (expressions?.length !== 1) return;
	const expression = expressions[0];
	if (isRenderTemplateResult(expression)) return getFunctionExpression(expression);
	return expression;
}
var Slots = class {
	#result;
	#slots;
	#logger;
	constructor(result, slots, logger) {
		this.#result = result;
		this.#slots = slots;
		this.#logger = logger;
		if (slots) for (const key of Object.keys(slots)) {
			if (this[key] !== void 0) throw new AstroError({
				...ReservedSlotName,
				message: ReservedSlotName.message(key)
			});
			Object.defineProperty(this, key, {
				get() {
					return true;
				},
				enumerable: true
			});
		}
	}
	has(name) {
		if (!this.#slots) return false;
		return Boolean(this.#slots[name]);
	}
	async render(name, args = []) {
		if (!this.#slots || !this.has(name)) return;
		const result = this.#result;
		if (!Array.isArray(args)) this.#logger.warn(null, `Expected second parameter to be an array, received a ${typeof args}. If you're trying to pass an array as a single argument and getting unexpected results, make sure you're passing your array as an item of an array. Ex: Astro.slots.render('default', [["Hello", "World"]])`);
		else if (args.length > 0) {
			const slotValue = this.#slots[name];
			const component = typeof slotValue === "function" ? await slotValue(result) : await slotValue;
			const expression = getFunctionExpression(component);
			if (expression) {
				const slot = async () => typeof expression === "function" ? expression(...args) : expression;
				return await renderSlotToString(result, slot).then((res) => {
					return res;
				});
			}
			if (typeof component === "function") return await renderJSX(result, component(...args)).then((res) => res != null ? String(res) : res);
		}
		const content = await renderSlotToString(result, this.#slots[name]);
		return chunkToString(result, content);
	}
};
// node_modules/astro/dist/i18n/fallback.js
function computeFallbackRoute(options) {
	const { pathname, responseStatus, fallback, fallbackType, locales, defaultLocale, strategy } = options;
	if (responseStatus !== 404) return { type: "none" };
	if (!fallback || Object.keys(fallback).length === 0) return { type: "none" };
	const segments = pathname.split("/");
	const urlLocale = segments.find((segment) => {
		for (const locale of locales) if (typeof locale === "string") {
			if (locale === segment) return true;
		} else if (locale.path === segment) return true;
		return false;
	});
	if (!urlLocale) return { type: "none" };
	if (!Object.keys(fallback).includes(urlLocale)) return { type: "none" };
	const fallbackLocale = fallback[urlLocale];
	const pathFallbackLocale = getPathByLocale(fallbackLocale, locales);
	const localeIndex = segments.indexOf(urlLocale);
	let newPathname;
	if (pathFallbackLocale === defaultLocale && strategy === "pathname-prefix-other-locales") {
		segments.splice(localeIndex, 1);
		newPathname = segments.join("/") || "/";
	} else {
		segments[localeIndex] = pathFallbackLocale;
		newPathname = segments.join("/");
	}
	return {
		type: fallbackType,
		pathname: newPathname
	};
}
// node_modules/astro/dist/i18n/router.js
var I18nRouter = class {
	#strategy;
	#defaultLocale;
	#locales;
	#base;
	#domains;
	constructor(options) {
		this.#strategy = options.strategy;
		this.#defaultLocale = options.defaultLocale;
		this.#locales = options.locales;
		this.#base = options.base === "/" ? "/" : removeTrailingForwardSlash(options.base || "");
		this.#domains = options.domains;
	}
	/**
	* Evaluate routing strategy for a pathname.
	* Returns decision object (not HTTP Response).
	*/
	match(pathname, context) {
		if (this.shouldSkipProcessing(pathname, context)) return { type: "continue" };
		switch (this.#strategy) {
			case "manual": return { type: "continue" };
			case "pathname-prefix-always": return this.matchPrefixAlways(pathname, context);
			case "domains-prefix-always":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlways(pathname, context);
			case "pathname-prefix-other-locales": return this.matchPrefixOtherLocales(pathname, context);
			case "domains-prefix-other-locales":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixOtherLocales(pathname, context);
			case "pathname-prefix-always-no-redirect": return this.matchPrefixAlwaysNoRedirect(pathname, context);
			case "domains-prefix-always-no-redirect":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlwaysNoRedirect(pathname, context);
			default: return { type: "continue" };
		}
	}
	/**
	* Check if i18n processing should be skipped for this request
	*/
	shouldSkipProcessing(pathname, context) {
		if (pathname.includes("/404") || pathname.includes("/500")) return true;
		if (pathname.includes("/_server-islands/")) return true;
		if (context.isReroute) return true;
		if (context.routeType && context.routeType !== "page" && context.routeType !== "fallback") return true;
		return false;
	}
	/**
	* Strategy: pathname-prefix-always
	* All locales must have a prefix, including the default locale.
	*/
	matchPrefixAlways(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return {
			type: "redirect",
			location: `${this.#base === "/" ? "" : this.#base}/${this.#defaultLocale}`
		};
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-other-locales
	* Default locale has no prefix, other locales must have a prefix.
	*/
	matchPrefixOtherLocales(pathname, _context) {
		let pathnameContainsDefaultLocale = false;
		for (const segment of pathname.split("/")) if (normalizeTheLocale(segment) === normalizeTheLocale(this.#defaultLocale)) {
			pathnameContainsDefaultLocale = true;
			break;
		}
		if (pathnameContainsDefaultLocale) return {
			type: "notFound",
			location: pathname.replace(`/${this.#defaultLocale}`, "")
		};
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-always-no-redirect
	* Like prefix-always but allows root to serve instead of redirecting
	*/
	matchPrefixAlwaysNoRedirect(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return { type: "continue" };
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Check if the current locale doesn't belong to the configured domain.
	* Used for domain-based routing strategies.
	*/
	localeHasntDomain(currentLocale, currentDomain) {
		if (!this.#domains || !currentDomain) return false;
		if (!currentLocale) return false;
		const localesForDomain = this.#domains[currentDomain];
		if (!localesForDomain) return true;
		return !localesForDomain.includes(currentLocale);
	}
};
// node_modules/astro/dist/core/i18n/handler.js
function compileI18n(i18n, base, trailingSlash, format) {
	return {
		config: i18n,
		base,
		trailingSlash,
		format,
		router: new I18nRouter({
			strategy: i18n.strategy,
			defaultLocale: i18n.defaultLocale,
			locales: i18n.locales,
			base,
			domains: i18n.domainLookupTable ? Object.keys(i18n.domainLookupTable).reduce((acc, domain) => {
				const locale = i18n.domainLookupTable[domain];
				if (!acc[domain]) acc[domain] = [];
				acc[domain].push(locale);
				return acc;
			}, {}) : void 0
		})
	};
}
var i18nMemo = createManifestMemo((manifest) => {
	const config = manifest.i18n;
	return config && config.strategy !== "manual" ? compileI18n(config, manifest.base, manifest.trailingSlash, manifest.buildFormat) : null;
});
function getI18n(manifest) {
	return i18nMemo.get(manifest);
}
async function finalizeI18n(compiled, state, response) {
	markFeatureUsed(state.manifest, FetchFeatures.i18n);
	const i18n = compiled.config;
	if (state.skipErrorReroute && typeof i18n.fallback === "undefined") return response;
	if (state.responseRouteType !== "page" && state.responseRouteType !== "fallback") return response;
	const url = state.url;
	const currentLocale = state.computeCurrentLocale();
	const isPrerendered = state.routeData.prerender;
	const routerContext = {
		currentLocale,
		currentDomain: url.hostname,
		routeType: state.responseRouteType,
		isReroute: false
	};
	const routeDecision = compiled.router.match(url.pathname, routerContext);
	switch (routeDecision.type) {
		case "redirect": {
			let location = routeDecision.location;
			if (shouldAppendForwardSlash(compiled.trailingSlash, compiled.format)) location = appendForwardSlash(location);
			return new Response(null, {
				status: routeDecision.status ?? 302,
				headers: { Location: location }
			});
		}
		case "notFound": {
			if (isPrerendered) {
				const prerenderedRes = new Response(response.body, {
					status: 404,
					headers: response.headers
				});
				state.skipErrorReroute = true;
				if (routeDecision.location) prerenderedRes.headers.set("Location", routeDecision.location);
				return prerenderedRes;
			}
			const headers = new Headers();
			if (routeDecision.location) headers.set("Location", routeDecision.location);
			return new Response(null, {
				status: 404,
				headers
			});
		}
	}
	if (i18n.fallback && i18n.fallbackType) {
		const effectiveStatus = state.responseRouteType === "fallback" ? 404 : response.status;
		const fallbackDecision = computeFallbackRoute({
			pathname: url.pathname,
			responseStatus: effectiveStatus,
			currentLocale,
			fallback: i18n.fallback,
			fallbackType: i18n.fallbackType,
			locales: i18n.locales,
			defaultLocale: i18n.defaultLocale,
			strategy: i18n.strategy,
			base: compiled.base
		});
		switch (fallbackDecision.type) {
			case "redirect": return new Response(null, {
				status: 302,
				headers: { Location: fallbackDecision.pathname + url.search }
			});
			case "rewrite": try {
				return await state.rewrite(fallbackDecision.pathname + url.search);
			} catch {
				break;
			}
		}
	}
	return response;
}
// node_modules/astro/dist/i18n/index.js
function getPathByLocale(locale, locales) {
	for (const loopLocale of locales) if (typeof loopLocale === "string") {
		if (loopLocale === locale) return loopLocale;
	} else for (const code of loopLocale.codes) if (code === locale) return loopLocale.path;
	throw new AstroError(i18nNoLocaleFoundInPath);
}
function getAllCodes(locales) {
	const result = [];
	for (const loopLocale of locales) if (typeof loopLocale === "string") result.push(loopLocale);
	else result.push(...loopLocale.codes);
	return result;
}
// node_modules/astro/dist/i18n/utils.js
function parseLocale(header) {
	if (header === "*") return [{
		locale: header,
		qualityValue: void 0
	}];
	const result = [];
	const localeValues = header.split(",").map((str) => str.trim());
	for (const localeValue of localeValues) {
		const split = localeValue.split(";").map((str) => str.trim());
		const localeName = split[0];
		const qualityValue = split[1];
		if (!split) continue;
		if (qualityValue && qualityValue.startsWith("q=")) {
			const qualityValueAsFloat = Number.parseFloat(qualityValue.slice(2));
			if (Number.isNaN(qualityValueAsFloat) || qualityValueAsFloat > 1) result.push({
				locale: localeName,
				qualityValue: void 0
			});
			else result.push({
				locale: localeName,
				qualityValue: qualityValueAsFloat
			});
		} else result.push({
			locale: localeName,
			qualityValue: void 0
		});
	}
	return result;
}
function sortAndFilterLocales(browserLocaleList, locales) {
	const normalizedLocales = getAllCodes(locales).map(normalizeTheLocale);
	return browserLocaleList.filter((browserLocale) => {
		if (browserLocale.locale !== "*") return normalizedLocales.includes(normalizeTheLocale(browserLocale.locale));
		return true;
	}).sort((a, b) => {
		const qa = a.locale === "*" ? a.qualityValue ?? 0 : a.qualityValue ?? 1;
		return (b.locale === "*" ? b.qualityValue ?? 0 : b.qualityValue ?? 1) - qa;
	});
}
function computePreferredLocale(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = void 0;
	if (acceptHeader) {
		const firstResult = sortAndFilterLocales(parseLocale(acceptHeader), locales).at(0);
		if (firstResult && firstResult.locale !== "*") {
			outer: for (const currentLocale of locales) if (typeof currentLocale === "string") {
				if (normalizeTheLocale(currentLocale) === normalizeTheLocale(firstResult.locale)) {
					result = currentLocale;
					break;
				}
			} else for (const currentCode of currentLocale.codes) if (normalizeTheLocale(currentCode) === normalizeTheLocale(firstResult.locale)) {
				result = currentCode;
				break outer;
			}
		}
	}
	return result;
}
function computePreferredLocaleList(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = [];
	if (acceptHeader) {
		const browserLocaleList = sortAndFilterLocales(parseLocale(acceptHeader), locales);
		if (browserLocaleList.length === 1 && browserLocaleList.at(0).locale === "*") return getAllCodes(locales);
		else if (browserLocaleList.length > 0) {
			for (const browserLocale of browserLocaleList) for (const loopLocale of locales) if (typeof loopLocale === "string") {
				if (normalizeTheLocale(loopLocale) === normalizeTheLocale(browserLocale.locale)) result.push(loopLocale);
			} else for (const code of loopLocale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(browserLocale.locale)) result.push(code);
		}
	}
	return result;
}
function computeCurrentLocale(pathname, locales, defaultLocale) {
	for (const segment of pathname.split("/").map(normalizeThePath)) for (const locale of locales) if (typeof locale === "string") {
		if (!segment.includes(locale)) continue;
		if (normalizeTheLocale(locale) === normalizeTheLocale(segment)) return locale;
	} else if (locale.path === segment) return locale.codes.at(0);
	else for (const code of locale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(segment)) return code;
	for (const locale of locales) if (typeof locale === "string") {
		if (locale === defaultLocale) return locale;
	} else if (locale.path === defaultLocale) return locale.codes.at(0);
}
function computeCurrentLocaleFromParams(params, locales) {
	const byNormalizedCode = /* @__PURE__ */ new Map();
	const byPath = /* @__PURE__ */ new Map();
	for (const locale of locales) if (typeof locale === "string") byNormalizedCode.set(normalizeTheLocale(locale), locale);
	else {
		byPath.set(locale.path, locale.codes[0]);
		for (const code of locale.codes) byNormalizedCode.set(normalizeTheLocale(code), code);
	}
	for (const value of Object.values(params)) {
		if (!value) continue;
		const pathMatch = byPath.get(value);
		if (pathMatch) return pathMatch;
		const codeMatch = byNormalizedCode.get(normalizeTheLocale(value));
		if (codeMatch) return codeMatch;
	}
}
// node_modules/astro/dist/core/app/prepare-response.js
function prepareResponse(response, { addCookieHeader }) {
	if (addCookieHeader) for (const setCookieHeaderValue of getSetCookiesFromResponse(response)) response.headers.append("set-cookie", setCookieHeaderValue);
	Reflect.set(response, responseSentSymbol$1, true);
}
// node_modules/astro/dist/core/pages/handler.js
var EMPTY_SLOTS = Object.freeze({});
async function handlePages(state, ctx) {
	const { logger, streaming } = state;
	state.resetResponseMetadata();
	let response;
	const componentInstance = await state.loadComponentInstance();
	switch (state.routeData.type) {
		case "endpoint":
			response = await renderEndpoint(componentInstance, ctx, state.routeData.prerender, logger, state);
			break;
		case "page": {
			const props = await state.getProps();
			const actionApiContext = state.getActionAPIContext();
			const result = await state.createResult(componentInstance, actionApiContext);
			try {
				response = await renderPage(result, componentInstance?.default, props, state.slots ?? EMPTY_SLOTS, streaming, state.routeData);
			} catch (e) {
				result.cancelled = true;
				throw e;
			}
			state.responseRouteType = "page";
			if (state.routeData.route === "/404" || state.routeData.route === "/500") state.skipErrorReroute = true;
			break;
		}
		case "redirect": return new Response(null, {
			status: 404,
			headers: { [ASTRO_ERROR_HEADER]: "true" }
		});
		case "fallback":
			state.responseRouteType = "fallback";
			return new Response(null, { status: 500 });
	}
	const responseCookies = getCookiesFromResponse(response);
	if (responseCookies) state.cookies.merge(responseCookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/routing/match.js
function matchRoute$1(pathname, manifest) {
	if (isRoute404(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute404(route.route));
		if (errorRoute) return errorRoute;
	}
	if (isRoute500(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute500(route.route));
		if (errorRoute) return errorRoute;
	}
	return manifest.routes.find((route) => {
		return route.pattern.test(pathname) || route.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
	});
}
function isRoute404or500(route) {
	return isRoute404(route.route) || isRoute500(route.route);
}
function isRouteServerIsland(route) {
	return route.component === SERVER_ISLAND_COMPONENT;
}
// node_modules/astro/dist/core/routing/astro-designed-error-pages.js
function ensure404Route(manifest) {
	if (!manifest.routes.some((route) => route.route === "/404")) manifest.routes.push(DEFAULT_404_ROUTE);
	return manifest;
}
// node_modules/astro/dist/core/routing/priority.js
function routeComparator(a, b) {
	const commonLength = Math.min(a.segments.length, b.segments.length);
	for (let index = 0; index < commonLength; index++) {
		const aSegment = a.segments[index];
		const bSegment = b.segments[index];
		const aIsStatic = aSegment.every((part) => !part.dynamic && !part.spread);
		const bIsStatic = bSegment.every((part) => !part.dynamic && !part.spread);
		if (aIsStatic && bIsStatic) {
			const aContent = aSegment.map((part) => part.content).join("");
			const bContent = bSegment.map((part) => part.content).join("");
			if (aContent !== bContent) return aContent.localeCompare(bContent);
		}
		if (aIsStatic !== bIsStatic) return aIsStatic ? -1 : 1;
		const aAllDynamic = aSegment.every((part) => part.dynamic);
		if (aAllDynamic !== bSegment.every((part) => part.dynamic)) return aAllDynamic ? 1 : -1;
		const aHasSpread = aSegment.some((part) => part.spread);
		if (aHasSpread !== bSegment.some((part) => part.spread)) return aHasSpread ? 1 : -1;
	}
	const aLength = a.segments.length;
	const bLength = b.segments.length;
	if (aLength !== bLength) {
		const aEndsInRest = a.segments.at(-1)?.some((part) => part.spread);
		const bEndsInRest = b.segments.at(-1)?.some((part) => part.spread);
		if (aEndsInRest !== bEndsInRest && Math.abs(aLength - bLength) === 1) {
			if (aLength > bLength && aEndsInRest) return 1;
			if (bLength > aLength && bEndsInRest) return -1;
		}
		return aLength > bLength ? -1 : 1;
	}
	if (a.type === "endpoint" !== (b.type === "endpoint")) return a.type === "endpoint" ? -1 : 1;
	return a.route.localeCompare(b.route);
}
// node_modules/astro/dist/core/routing/router.js
var Router = class {
	#routes;
	#base;
	#baseWithoutTrailingSlash;
	#buildFormat;
	#trailingSlash;
	constructor(routes, options) {
		this.#routes = [...routes].sort(routeComparator);
		this.#base = normalizeBase(options.base);
		this.#baseWithoutTrailingSlash = removeTrailingForwardSlash(this.#base);
		this.#buildFormat = options.buildFormat;
		this.#trailingSlash = options.trailingSlash;
	}
	/**
	* Match an input pathname against the route list.
	* If allowWithoutBase is true, a non-base-prefixed path is still considered.
	*/
	match(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return {
			type: "redirect",
			location: normalized.redirect,
			status: 301
		};
		if (this.#base !== "/") {
			const baseWithSlash = `${this.#baseWithoutTrailingSlash}/`;
			if (this.#trailingSlash === "always" && (normalized.pathname === this.#baseWithoutTrailingSlash || normalized.pathname === this.#base)) return {
				type: "redirect",
				location: baseWithSlash,
				status: 301
			};
			if (this.#trailingSlash === "never" && normalized.pathname === baseWithSlash) return {
				type: "redirect",
				location: this.#baseWithoutTrailingSlash,
				status: 301
			};
		}
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult) {
			if (!allowWithoutBase) return {
				type: "none",
				reason: "outside-base"
			};
		}
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		const route = this.#routes.find((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
		if (!route) return {
			type: "none",
			reason: "no-match"
		};
		return {
			type: "match",
			route,
			params: getParams(route, pathname),
			pathname
		};
	}
	/**
	* Returns all routes that match the given pathname, in priority order.
	* Used when the first match (e.g. a prerendered route) cannot serve
	* the request and subsequent matches need to be tried.
	*/
	matchAll(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return [];
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult && !allowWithoutBase) return [];
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		return this.#routes.filter((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
	}
};
function normalizeBase(base) {
	if (!base) return "/";
	if (base === "/") return base;
	return prependForwardSlash$1(base);
}
function getRedirectForPathname(pathname) {
	let value = prependForwardSlash$1(pathname);
	if (value.startsWith("//")) return {
		pathname: value,
		redirect: `/${value.replace(/^\/+/, "")}`
	};
	return { pathname: value };
}
function stripBase(pathname, base, baseWithoutTrailingSlash, trailingSlash) {
	if (base === "/") return pathname;
	const baseWithSlash = `${baseWithoutTrailingSlash}/`;
	if (pathname === baseWithoutTrailingSlash || pathname === base) return trailingSlash === "always" ? null : "/";
	if (pathname === baseWithSlash) return trailingSlash === "never" ? null : "/";
	if (pathname.startsWith(baseWithSlash)) return pathname.slice(baseWithoutTrailingSlash.length);
	return null;
}
function normalizeFileFormatPathname(pathname) {
	if (pathname.endsWith("/index.html")) {
		const trimmed = pathname.slice(0, -11);
		return trimmed === "" ? "/" : trimmed;
	}
	if (pathname.endsWith(".html")) {
		const trimmed = pathname.slice(0, -5);
		return trimmed === "" ? "/" : trimmed;
	}
	return pathname;
}
// node_modules/astro/dist/core/routing/route-table.js
function compileRouteTable(manifest, routes) {
	const routesList = ensure404Route({ routes });
	const router = new Router(routesList.routes, {
		base: manifest.base,
		trailingSlash: manifest.trailingSlash,
		buildFormat: manifest.buildFormat
	});
	return {
		routes: routesList.routes,
		router
	};
}
var routeTables = createManifestMemo((manifest) => compileRouteTable(manifest, (manifest.routes ?? []).map((route) => route.routeData)));
function getRouteTable(manifest) {
	return routeTables.get(manifest);
}
function updateRouteTable(manifest, routes) {
	routeTables.set(manifest, compileRouteTable(manifest, [...routes]));
}
function matchRoute(manifest, pathname) {
	const match = getRouteTable(manifest).router.match(pathname, { allowWithoutBase: true });
	if (match.type !== "match") return void 0;
	return match.route;
}
function matchAllRoutes(manifest, pathname) {
	return getRouteTable(manifest).router.matchAll(pathname, { allowWithoutBase: true });
}
// node_modules/astro/dist/core/session/driver.js
var sessionDriverMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.sessionDriver) return (await manifest.sessionDriver())?.default || null;
	return null;
});
function getSessionDriver(manifest) {
	return sessionDriverMemo.get(manifest);
}
// node_modules/astro/dist/core/session/runtime.js
var PERSIST_SYMBOL = /* @__PURE__ */ Symbol();
var DEFAULT_COOKIE_NAME = "astro-session";
var VALID_COOKIE_REGEX = /^[\w-]+$/;
var UUID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
var unflatten$1 = (parsed, _) => {
	return unflatten(parsed, { URL: (href) => new URL(href) });
};
var stringify$1 = (data, _) => {
	return stringify(data, { URL: (val) => val instanceof URL && val.href });
};
var AstroSession = class AstroSession {
	#cookies;
	#config;
	#cookieConfig;
	#cookieName;
	#storage;
	#data;
	#sessionID;
	#toDestroy = /* @__PURE__ */ new Set();
	#toDelete = /* @__PURE__ */ new Set();
	#dirty = false;
	#cookieSet = false;
	#sessionIDFromCookie = false;
	#partial = true;
	#logger;
	#driverFactory;
	static #sharedStorage = /* @__PURE__ */ new Map();
	constructor({ cookies, config, runtimeMode, driverFactory, mockStorage, logger }) {
		this.#logger = logger;
		if (!config) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("No driver was defined in the session configuration and the adapter did not provide a default driver.")
		});
		this.#cookies = cookies;
		this.#driverFactory = driverFactory;
		const { cookie: cookieConfig = DEFAULT_COOKIE_NAME, ...configRest } = config;
		let cookieConfigObject;
		if (typeof cookieConfig === "object") {
			const { name = DEFAULT_COOKIE_NAME, ...rest } = cookieConfig;
			this.#cookieName = name;
			cookieConfigObject = rest;
		} else this.#cookieName = cookieConfig || DEFAULT_COOKIE_NAME;
		this.#cookieConfig = {
			sameSite: "lax",
			secure: runtimeMode === "production",
			path: "/",
			...cookieConfigObject,
			httpOnly: true
		};
		this.#config = configRest;
		if (mockStorage) this.#storage = mockStorage;
	}
	/**
	* Gets a session value. Returns `undefined` if the session or value does not exist.
	*/
	async get(key) {
		return (await this.#ensureData()).get(key)?.data;
	}
	/**
	* Checks if a session value exists.
	*/
	async has(key) {
		return (await this.#ensureData()).has(key);
	}
	/**
	* Gets all session values.
	*/
	async keys() {
		return (await this.#ensureData()).keys();
	}
	/**
	* Gets all session values.
	*/
	async values() {
		return [...(await this.#ensureData()).values()].map((entry) => entry.data);
	}
	/**
	* Gets all session entries.
	*/
	async entries() {
		return [...(await this.#ensureData()).entries()].map(([key, entry]) => [key, entry.data]);
	}
	/**
	* Deletes a session value.
	*/
	delete(key) {
		this.#data ??= /* @__PURE__ */ new Map();
		this.#data.delete(key);
		if (this.#partial) this.#toDelete.add(key);
		this.#dirty = true;
	}
	/**
	* Sets a session value. The session is created if it does not exist.
	*/
	set(key, value, { ttl } = {}) {
		if (!key) throw new AstroError({
			...SessionStorageSaveError,
			message: "The session key was not provided."
		});
		let cloned;
		try {
			cloned = unflatten$1(JSON.parse(stringify$1(value)));
		} catch (err) {
			throw new AstroError({
				...SessionStorageSaveError,
				message: `The session data for ${key} could not be serialized.`,
				hint: "See the devalue library for all supported types: https://github.com/rich-harris/devalue"
			}, { cause: err });
		}
		if (!this.#cookieSet) {
			this.#setCookie();
			this.#cookieSet = true;
		}
		this.#data ??= /* @__PURE__ */ new Map();
		const lifetime = ttl ?? this.#config.ttl;
		const expires = typeof lifetime === "number" ? Date.now() + lifetime * 1e3 : lifetime;
		this.#data.set(key, {
			data: cloned,
			expires
		});
		this.#dirty = true;
	}
	/**
	* Destroys the session, clearing the cookie and storage if it exists.
	*/
	destroy() {
		const cookieValue = this.#cookies.get(this.#cookieName)?.value;
		const sessionId = this.#sessionID ?? (cookieValue && UUID_REGEX.test(cookieValue) ? cookieValue : void 0);
		if (sessionId) this.#toDestroy.add(sessionId);
		this.#cookies.delete(this.#cookieName, this.#cookieConfig);
		this.#sessionID = void 0;
		this.#data = void 0;
		this.#dirty = true;
	}
	/**
	* Regenerates the session, creating a new session ID. The existing session data is preserved.
	*/
	async regenerate() {
		let data = /* @__PURE__ */ new Map();
		try {
			data = await this.#ensureData();
		} catch (err) {
			this.#logger.error("session", `Failed to load session data during regeneration: ${err}`);
			this.#partial = false;
		}
		const oldSessionId = this.#sessionID;
		this.#sessionID = crypto.randomUUID();
		this.#sessionIDFromCookie = false;
		this.#data = data;
		this.#dirty = true;
		await this.#setCookie();
		if (oldSessionId && this.#storage) this.#storage.removeItem(oldSessionId).catch((err) => {
			this.#logger.error("session", `Failed to remove old session ${oldSessionId}: ${err}`);
		});
	}
	async [PERSIST_SYMBOL]() {
		if (!this.#dirty && !this.#toDestroy.size) return;
		const storage = await this.#ensureStorage();
		if (this.#dirty && this.#data) {
			const data = await this.#ensureData();
			this.#toDelete.forEach((key2) => data.delete(key2));
			const key = this.#ensureSessionID();
			let serialized;
			try {
				serialized = stringify$1(data);
			} catch (err) {
				throw new AstroError({
					...SessionStorageSaveError,
					message: SessionStorageSaveError.message("The session data could not be serialized.", this.#config.driver)
				}, { cause: err });
			}
			await storage.setItem(key, serialized);
			this.#dirty = false;
		}
		if (this.#toDestroy.size > 0) {
			const cleanupPromises = [...this.#toDestroy].map((sessionId) => storage.removeItem(sessionId).catch((err) => {
				this.#logger.error("session", `Failed to remove session ${sessionId}: ${err}`);
			}));
			await Promise.all(cleanupPromises);
			this.#toDestroy.clear();
		}
	}
	get sessionID() {
		return this.#sessionID;
	}
	/**
	* Loads a session from storage with the given ID, and replaces the current session.
	* Any changes made to the current session will be lost.
	* This is not normally needed, as the session is automatically loaded using the cookie.
	* However it can be used to restore a session where the ID has been recorded somewhere
	* else (e.g. in a database).
	*/
	async load(sessionID) {
		this.#sessionID = sessionID;
		this.#data = void 0;
		await this.#setCookie();
		await this.#ensureData();
	}
	/**
	* Sets the session cookie.
	*/
	async #setCookie() {
		if (!VALID_COOKIE_REGEX.test(this.#cookieName)) throw new AstroError({
			...SessionStorageSaveError,
			message: "Invalid cookie name. Cookie names can only contain letters, numbers, and dashes."
		});
		const value = this.#ensureSessionID();
		this.#cookies.set(this.#cookieName, value, this.#cookieConfig);
	}
	/**
	* Attempts to load the session data from storage, or creates a new data object if none exists.
	* If there is existing partial data, it will be merged into the new data object.
	*/
	async #ensureData() {
		if (this.#data && !this.#partial) return this.#data;
		this.#data ??= /* @__PURE__ */ new Map();
		if (!this.#sessionID && !this.#cookies.get(this.#cookieName)?.value) {
			this.#partial = false;
			return this.#data;
		}
		const raw = await (await this.#ensureStorage()).get(this.#ensureSessionID());
		if (!raw) {
			if (this.#sessionIDFromCookie) {
				this.#sessionID = crypto.randomUUID();
				this.#sessionIDFromCookie = false;
				if (this.#cookieSet) await this.#setCookie();
			}
			return this.#data;
		}
		try {
			const storedMap = unflatten$1(raw);
			if (!(storedMap instanceof Map)) {
				this.destroy();
				throw new AstroError({
					...SessionStorageInitError,
					message: SessionStorageInitError.message("The session data was an invalid type.", this.#config.driver)
				});
			}
			const now = Date.now();
			for (const [key, value] of storedMap) {
				const expired = typeof value.expires === "number" && value.expires < now;
				if (!this.#data.has(key) && !this.#toDelete.has(key) && !expired) this.#data.set(key, value);
			}
			this.#partial = false;
			return this.#data;
		} catch (err) {
			this.destroy();
			if (err instanceof AstroError) throw err;
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("The session data could not be parsed.", this.#config.driver)
			}, { cause: err });
		}
	}
	/**
	* Returns the session ID, generating a new one if it does not exist.
	*/
	#ensureSessionID() {
		if (!this.#sessionID) {
			const cookieValue = this.#cookies.get(this.#cookieName)?.value;
			if (cookieValue && UUID_REGEX.test(cookieValue)) {
				this.#sessionID = cookieValue;
				this.#sessionIDFromCookie = true;
			} else this.#sessionID = crypto.randomUUID();
		}
		return this.#sessionID;
	}
	/**
	* Ensures the storage is initialized.
	* This is called automatically when a storage operation is needed.
	*/
	async #ensureStorage() {
		if (this.#storage) return this.#storage;
		if (AstroSession.#sharedStorage.has(this.#config.driver)) {
			this.#storage = AstroSession.#sharedStorage.get(this.#config.driver);
			return this.#storage;
		}
		if (!this.#driverFactory) throw new AstroError({
			...SessionStorageInitError,
			message: SessionStorageInitError.message("Astro could not load the driver correctly. Does it exist?", this.#config.driver)
		});
		const driver = this.#driverFactory;
		try {
			this.#storage = createStorage({ driver: {
				...driver(this.#config.options),
				hasItem() {
					return false;
				},
				getKeys() {
					return [];
				}
			} });
			AstroSession.#sharedStorage.set(this.#config.driver, this.#storage);
			return this.#storage;
		} catch (err) {
			throw new AstroError({
				...SessionStorageInitError,
				message: SessionStorageInitError.message("Unknown error", this.#config.driver)
			}, { cause: err });
		}
	}
};
// node_modules/astro/dist/core/session/handler.js
var SESSION_KEY = "session";
function provideSession(state) {
	markFeatureUsed(state.manifest, FetchFeatures.sessions);
	const config = state.manifest.sessionConfig;
	if (!config) return;
	return provideSessionAsync(state, config);
}
async function provideSessionAsync(state, config) {
	const driverFactory = await getSessionDriver(state.manifest);
	if (!driverFactory) return;
	state.provide(SESSION_KEY, {
		create() {
			const cookies = state.cookies;
			return new AstroSession({
				cookies,
				config,
				runtimeMode: getEnvironment(state.manifest).runtimeMode,
				driverFactory,
				mockStorage: null,
				logger: state.logger
			});
		},
		finalize(session) {
			return session[PERSIST_SYMBOL]();
		}
	});
}
// node_modules/astro/dist/core/app/validate-headers.js
function getFirstForwardedValue(multiValueHeader) {
	return multiValueHeader?.toString().split(",").map((e) => e.trim())[0];
}
function sanitizeHost(hostname) {
	if (!hostname) return void 0;
	if (/[/\\]/.test(hostname)) return void 0;
	return hostname;
}
function parseHost(host) {
	const parts = host.split(":");
	if (parts.length > 2) return void 0;
	return {
		hostname: parts[0],
		port: parts[1]
	};
}
function matchesAllowedDomains(hostname, protocol, port, allowedDomains) {
	const urlString = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
	if (!URL.canParse(urlString)) return false;
	const testUrl = new URL(urlString);
	return allowedDomains.some((pattern) => matchPattern(testUrl, pattern));
}
function validateHost(host, protocol, allowedDomains) {
	if (!host || host.length === 0) return void 0;
	if (!allowedDomains || allowedDomains.length === 0) return void 0;
	const sanitized = sanitizeHost(host);
	if (!sanitized) return void 0;
	const parsed = parseHost(sanitized);
	if (!parsed) return void 0;
	const { hostname, port } = parsed;
	if (matchesAllowedDomains(hostname, protocol, port, allowedDomains)) return sanitized;
}
function validateForwardedHeaders(forwardedProtocol, forwardedHost, forwardedPort, allowedDomains) {
	const result = {};
	if (forwardedProtocol) {
		if (allowedDomains && allowedDomains.length > 0) {
			if (allowedDomains.some((pattern) => pattern.protocol !== void 0)) try {
				const testUrl = new URL(`${forwardedProtocol}://example.com`);
				if (allowedDomains.some((pattern) => matchPattern(testUrl, { protocol: pattern.protocol }))) result.protocol = forwardedProtocol;
			} catch {}
			else if (/^https?$/.test(forwardedProtocol)) result.protocol = forwardedProtocol;
		}
	}
	if (forwardedPort && allowedDomains && allowedDomains.length > 0) {
		if (allowedDomains.some((pattern) => pattern.port !== void 0)) {
			if (allowedDomains.some((pattern) => pattern.port === forwardedPort)) result.port = forwardedPort;
		}
	}
	if (forwardedHost && forwardedHost.length > 0 && allowedDomains && allowedDomains.length > 0) {
		const protoForValidation = result.protocol || "https";
		const sanitized = sanitizeHost(forwardedHost);
		const parsed = sanitized ? parseHost(sanitized) : void 0;
		if (sanitized && parsed) {
			const { hostname, port: portFromHost } = parsed;
			if (matchesAllowedDomains(hostname, protoForValidation, result.port || portFromHost, allowedDomains)) result.host = sanitized;
		}
	}
	return result;
}
// node_modules/astro/dist/core/output-filename.js
var STATUS_CODE_PAGES = /* @__PURE__ */ new Set(["/404", "/500"]);
function getOutputFilename(buildFormat, name, routeData) {
	if (routeData.type === "endpoint") return name;
	if (name === "/" || name === "") return name === "" ? "index.html" : "/index.html";
	if (buildFormat === "file" || STATUS_CODE_PAGES.has(name)) return `${removeTrailingForwardSlash(name || "index")}.html`;
	if (buildFormat === "preserve" && !routeData.isIndex) return `${removeTrailingForwardSlash(name || "index")}.html`;
	return `${removeTrailingForwardSlash(name)}/index.html`;
}
// node_modules/astro/dist/core/errors/default-handler.js
async function renderDefaultError(manifest, request, { status, response: originalResponse, skipMiddleware = false, error, pathname, ...resolvedRenderOptions }) {
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const routeTable = getRouteTable(manifest);
	const errorRouteData = matchRoute$1(getErrorRoutePath(resolvedPathname, status, routeTable.routes, manifest.i18n?.locales, manifest.trailingSlash === "always"), routeTable);
	const url = new URL(request.url);
	if (errorRouteData) {
		if (errorRouteData.prerender) {
			const allowedDomains = manifest.allowedDomains;
			const safeOrigin = validateHost(url.host, url.protocol.replace(":", ""), allowedDomains) ? url.origin : `${url.protocol}//localhost`;
			const statusURL = new URL(`${removeTrailingForwardSlash(manifest.base)}${getOutputFilename(manifest.buildFormat, errorRouteData.route, errorRouteData)}`, safeOrigin);
			if (statusURL.toString() !== request.url && resolvedRenderOptions.prerenderedErrorPageFetch) try {
				const newResponse = mergeResponses(await resolvedRenderOptions.prerenderedErrorPageFetch(statusURL.toString()), originalResponse, {
					status,
					removeContentEncodingHeaders: true
				});
				prepareResponse(newResponse, resolvedRenderOptions);
				return newResponse;
			} catch {
				const response2 = mergeResponses(new Response(null, { status }), originalResponse);
				prepareResponse(response2, resolvedRenderOptions);
				return response2;
			}
		}
		const mod = await getEnvironment(manifest).getComponentByRoute(manifest, errorRouteData);
		const errorState = new FetchState(manifest, request);
		errorState.skipMiddleware = skipMiddleware;
		errorState.clientAddress = resolvedRenderOptions.clientAddress;
		errorState.routeData = errorRouteData;
		errorState.pathname = resolvedPathname;
		errorState.status = status;
		errorState.componentInstance = mod;
		errorState.locals = resolvedRenderOptions.locals ?? {};
		errorState.initialProps = { error };
		try {
			await provideSession(errorState);
			const response2 = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, errorState.routeData, response2)) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
			const newResponse = mergeResponses(response2, originalResponse);
			prepareResponse(newResponse, resolvedRenderOptions);
			return newResponse;
		} catch {
			if (skipMiddleware === false) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
		} finally {
			await errorState.finalizeAll();
		}
	}
	const response = mergeResponses(new Response(null, { status }), originalResponse);
	prepareResponse(response, resolvedRenderOptions);
	return response;
}
function mergeResponses(newResponse, originalResponse, override) {
	let newResponseHeaders = newResponse.headers;
	if (override?.removeContentEncodingHeaders) {
		newResponseHeaders = new Headers(newResponseHeaders);
		newResponseHeaders.delete("Content-Encoding");
		newResponseHeaders.delete("Content-Length");
	}
	if (!originalResponse) {
		if (override !== void 0) return new Response(newResponse.body, {
			status: override.status,
			statusText: newResponse.statusText,
			headers: newResponseHeaders
		});
		return newResponse;
	}
	const status = override?.status ? override.status : originalResponse.status === 200 ? newResponse.status : originalResponse.status;
	try {
		originalResponse.headers.delete("Content-type");
		originalResponse.headers.delete("Content-Length");
		originalResponse.headers.delete("Transfer-Encoding");
	} catch {}
	const newHeaders = new Headers();
	const seen = /* @__PURE__ */ new Set();
	for (const [name, value] of originalResponse.headers) {
		newHeaders.append(name, value);
		seen.add(name.toLowerCase());
	}
	for (const [name, value] of newResponseHeaders) {
		const lower = name.toLowerCase();
		if (!seen.has(lower) || lower === "set-cookie") newHeaders.append(name, value);
	}
	const mergedResponse = new Response(newResponse.body, {
		status,
		statusText: status === 200 ? newResponse.statusText : originalResponse.statusText,
		headers: newHeaders
	});
	const originalCookies = getCookiesFromResponse(originalResponse);
	const newCookies = getCookiesFromResponse(newResponse);
	if (originalCookies) {
		if (newCookies) originalCookies.merge(newCookies);
		attachCookiesToResponse(mergedResponse, originalCookies);
	} else if (newCookies) attachCookiesToResponse(mergedResponse, newCookies);
	return mergedResponse;
}
// node_modules/astro/dist/core/errors/build-handler.js
async function renderBuildError(manifest, request, options) {
	if (options.status === 500) {
		if (options.response) return options.response;
		throw options.error;
	}
	return renderDefaultError(manifest, request, {
		...options,
		prerenderedErrorPageFetch: void 0
	});
}
// node_modules/astro/dist/core/errors/dev-handler.js
async function renderDevError(manifest, request, { skipMiddleware = false, error, status, response: _response, pathname, ...resolvedRenderOptions }, { shouldInjectCspMetaTags }) {
	if (isAstroError(error) && [MiddlewareNoDataOrNextCalled.name, MiddlewareNotAResponse.name].includes(error.name)) throw error;
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const renderRoute = async (routeData) => {
		try {
			const preloadedComponent = await getEnvironment(manifest).getComponentByRoute(manifest, routeData);
			const errorState = new FetchState(manifest, request);
			errorState.skipMiddleware = skipMiddleware;
			errorState.clientAddress = resolvedRenderOptions.clientAddress;
			errorState.shouldInjectCspMetaTags = shouldInjectCspMetaTags ? !!manifest.csp : false;
			errorState.routeData = routeData;
			errorState.pathname = resolvedPathname;
			errorState.status = status;
			errorState.componentInstance = preloadedComponent;
			errorState.locals = resolvedRenderOptions.locals ?? {};
			errorState.initialProps = { error };
			const response = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, routeData, errorState.routeData, response)) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				skipMiddleware: true,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			if (error) getLogger(manifest).error("router", error.stack || error.message);
			return response;
		} catch (_err) {
			if (skipMiddleware === false) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status: 500,
				skipMiddleware: true,
				error: _err,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			throw _err;
		}
	};
	if (status === 404) {
		const custom404 = getCustom404Route(getRouteTable(manifest));
		if (custom404) return renderRoute(custom404);
	}
	const custom500 = getCustom500Route(getRouteTable(manifest));
	if (!custom500) throw error;
	else return renderRoute(custom500);
}
// node_modules/astro/dist/core/errors/handler.js
function renderErrorPage(manifest, request, options) {
	const env = getEnvironment(manifest);
	switch (env.errorStrategy) {
		case "dev": return renderDevError(manifest, request, options, { shouldInjectCspMetaTags: env.injectCspMetaTagsOnErrorPages });
		case "build": return renderBuildError(manifest, request, options);
		case "default": return renderDefaultError(manifest, request, options);
	}
}
function renderErrorFromState(state, request, options) {
	if (state.renderError) return state.renderError(request, options);
	return renderErrorPage(state.manifest, request, options);
}
function rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, renderedRouteData, response) {
	return skipMiddleware === false && renderedRouteData !== errorRouteData && response.body === null && REROUTABLE_STATUS_CODES.includes(response.status);
}
// node_modules/astro/dist/core/middleware/callMiddleware.js
async function callMiddleware(onRequest, apiContext, responseFunction) {
	let nextCalled = false;
	let responseFunctionPromise = void 0;
	const next = async (payload) => {
		nextCalled = true;
		responseFunctionPromise = responseFunction(apiContext, payload);
		return responseFunctionPromise;
	};
	const middlewarePromise = onRequest(apiContext, next);
	return await Promise.resolve(middlewarePromise).then(async (value) => {
		if (nextCalled) {
			if (typeof value !== "undefined") {
				if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
				return value;
			} else if (responseFunctionPromise) return responseFunctionPromise;
			else throw new AstroError(MiddlewareNotAResponse);
		} else if (typeof value === "undefined") throw new AstroError(MiddlewareNoDataOrNextCalled);
		else if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
		else return value;
	});
}
// node_modules/astro/dist/core/middleware/load.js
var resolvedMiddleware = /* @__PURE__ */ new WeakMap();
var middlewareMemo = createAsyncManifestMemo(async (manifest) => {
	let handler;
	if (manifest.middleware) {
		const internalMiddlewares = [(await manifest.middleware()).onRequest ?? NOOP_MIDDLEWARE_FN];
		if (manifest.checkOrigin) internalMiddlewares.unshift(createOriginCheckMiddleware());
		handler = sequence(...internalMiddlewares);
	} else handler = NOOP_MIDDLEWARE_FN;
	resolvedMiddleware.set(manifest, handler);
	return handler;
});
function getMiddleware(manifest) {
	return middlewareMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/noop.js
var EMPTY_OPTIONS = Object.freeze({ tags: [] });
var NoopAstroCache = class {
	enabled = false;
	set() {}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {}
};
var hasWarned = false;
var DisabledAstroCache = class {
	enabled = false;
	#logger;
	constructor(logger) {
		this.#logger = logger;
	}
	#warn() {
		if (!hasWarned) {
			hasWarned = true;
			this.#logger?.warn("cache", "`cache.set()` was called but caching is not enabled. Configure a cache provider in your Astro config under `cache` to enable caching.");
		}
	}
	set() {
		this.#warn();
	}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {
		throw new AstroError(CacheNotEnabled);
	}
};
// node_modules/astro/dist/core/middleware/astro-middleware.js
async function handleMiddleware(state, renderRouteCallback) {
	markFeatureUsed(state.manifest, FetchFeatures.middleware);
	await state.getProps();
	const apiContext = state.getAPIContext();
	state.counter++;
	if (state.counter === 4) return new Response("Loop Detected", {
		status: 508,
		statusText: "Astro detected a loop where you tried to call the rewriting logic more than four times."
	});
	const next = async (ctx, payload) => {
		if (payload) {
			state.logger.debug("router", "Called rewriting to:", payload);
			applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request));
		}
		return renderRouteCallback(state, ctx);
	};
	let response;
	if (state.skipMiddleware) response = await next(apiContext);
	else {
		const middleware = await getMiddleware(state.manifest);
		response = await callMiddleware(sequence(middleware), apiContext, next);
	}
	attachCookiesToResponse(response, state.cookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/util/normalized-url.js
function createNormalizedUrl(requestUrl) {
	return normalizeUrl(new URL(requestUrl));
}
function setPathname(url, pathname) {
	if (url.pathname !== pathname) url.pathname = pathname;
}
function normalizeUrl(url) {
	try {
		setPathname(url, validateAndDecodePathname(url.pathname));
	} catch {
		try {
			setPathname(url, decodeURI(url.pathname));
		} catch {}
	}
	setPathname(url, collapseDuplicateSlashes(url.pathname));
	return url;
}
// node_modules/astro/dist/core/rewrites/handler.js
function applyRewriteToState(state, payload, { routeData, componentInstance, newUrl, pathname }, { mergeCookies = false } = {}) {
	const oldPathname = state.pathname;
	const isI18nFallback = routeData.fallbackRoutes && routeData.fallbackRoutes.length > 0;
	if (state.manifest.serverLike && !state.routeData.prerender && routeData.prerender && !isI18nFallback) throw new AstroError({
		...ForbiddenRewrite,
		message: ForbiddenRewrite.message(state.pathname, pathname, routeData.component),
		hint: ForbiddenRewrite.hint(routeData.component)
	});
	state.routeData = routeData;
	state.componentInstance = componentInstance;
	if (payload instanceof Request) state.request = payload;
	else state.request = copyRequest(newUrl, state.request, routeData.prerender, state.logger, state.routeData.route);
	state.url = createNormalizedUrl(state.request.url);
	if (mergeCookies) {
		const newCookies = new AstroCookies(state.request, state.logger);
		if (state.cookies) newCookies.merge(state.cookies);
		state.cookies = newCookies;
	}
	state.params = getParams(routeData, pathname);
	state.pathname = pathname;
	state.isRewriting = true;
	state.status = 200;
	setOriginPathname(state.request, oldPathname, state.manifest.trailingSlash, state.manifest.buildFormat);
	state.invalidateContexts();
}
async function executeRewrite(state, payload) {
	state.logger.debug("router", "Calling rewrite: ", payload);
	applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request), { mergeCookies: true });
	return handleMiddleware(state, handlePages);
}
// node_modules/astro/dist/core/i18n/domain.js
function computePathnameFromDomain(request, url, i18n, base, trailingSlash, allowedDomains, logger, pathnameFromRequest) {
	let pathname = void 0;
	if (i18n && (i18n.strategy === "domains-prefix-always" || i18n.strategy === "domains-prefix-other-locales" || i18n.strategy === "domains-prefix-always-no-redirect")) {
		const validated = validateForwardedHeaders(getFirstForwardedValue(request.headers.get("X-Forwarded-Proto") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Host") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Port") ?? void 0), allowedDomains);
		const protocol = validated.protocol ? `${validated.protocol}:` : url.protocol;
		const requestHost = request.headers.get("Host") ?? void 0;
		const validatedRequestHost = allowedDomains?.length ? validateHost(requestHost, protocol.slice(0, -1), allowedDomains) : requestHost;
		let host = validated.host ?? validatedRequestHost;
		if (host && protocol) {
			host = host.split(":")[0];
			try {
				let locale;
				const hostAsUrl = new URL(`${protocol}//${host}`);
				for (const [domainKey, localeValue] of Object.entries(i18n.domainLookupTable)) {
					const domainKeyAsUrl = new URL(domainKey);
					if (hostAsUrl.host === domainKeyAsUrl.host && hostAsUrl.protocol === domainKeyAsUrl.protocol) {
						locale = localeValue;
						break;
					}
				}
				if (locale) {
					const requestPathname = pathnameFromRequest ?? stripRequestBase(url.pathname, base);
					pathname = prependForwardSlash$1(joinPaths(normalizeTheLocale(locale), requestPathname));
					if (trailingSlash === "always") pathname = appendForwardSlash(pathname);
					else if (trailingSlash === "never") pathname = removeTrailingForwardSlash(pathname);
					else if (url.pathname.endsWith("/")) pathname = appendForwardSlash(pathname);
				}
			} catch (e) {
				logger.error("router", `Astro tried to parse ${protocol}//${host} as an URL, but it threw a parsing error. Check the X-Forwarded-Host and X-Forwarded-Proto headers.`);
				logger.error("router", `Error: ${e}`);
			}
		}
	}
	return pathname;
}
// node_modules/astro/dist/core/manifest/derived.js
var sites = createManifestMemo((manifest) => manifest.site ? new URL(manifest.site) : void 0);
function getSite(manifest) {
	return sites.get(manifest);
}
// node_modules/astro/dist/core/server-islands/mappings.js
async function getServerIslands(manifest) {
	if (manifest.serverIslandMappings) return manifest.serverIslandMappings();
	return {
		serverIslandMap: /* @__PURE__ */ new Map(),
		serverIslandNameMap: /* @__PURE__ */ new Map()
	};
}
// node_modules/astro/dist/core/fetch/fetch-state.js
var slotValuesSymbol = /* @__PURE__ */ Symbol("astro.slotValues");
function getFetchStateFromAPIContext(context) {
	const state = context[fetchStateSymbol];
	if (!state) throw new Error("FetchState not found on APIContext. This is an internal error — the context was not created through Astro's request pipeline.");
	return state;
}
var FetchState = class {
	/** The manifest — the single ambient source of static, build-time data. */
	manifest;
	/** The manifest's identity-stable logger, captured once at construction. */
	logger;
	/**
	* Whether page renders stream. From the facade hooks on the fast path,
	* else the environment's default.
	*/
	streaming;
	/**
	* Internal facade hook: late-bound `app.renderError` dispatch. Undefined on
	* bare and custom-handler paths — those fall through to the environment's
	* error strategy (`renderErrorPage`).
	*/
	renderError;
	/**
	* Internal facade hook: late-bound `app.logThisRequest` dispatch. Undefined
	* on bare and custom-handler paths — those fall through to the
	* environment's `logRequest` behavior.
	*/
	logRequest;
	/**
	* The request to render. Mutated during rewrites so subsequent renders
	* see the rewritten URL.
	*/
	request;
	routeData;
	/**
	* The pathname to use for routing and rendering. Starts out as the raw,
	* base-stripped, decoded pathname from the request. May be further
	* normalized by `handleRequest` after routeData is known (in dev, when
	* the matched route has no `.html` extension, `.html` / `/index.html`
	* suffixes are stripped).
	*/
	pathname;
	/** Resolved render options (addCookieHeader, clientAddress, locals, etc.). */
	renderOptions;
	/** When the request started, used to log duration. */
	timeStart;
	/**
	* The route's loaded component module. Set before middleware runs; may
	* be swapped during in-flight rewrites from inside the middleware chain.
	*/
	componentInstance;
	/**
	* Slot overrides supplied by the container API. `undefined` for HTTP
	* requests — `PagesHandler` coalesces to `{}` on read so we don't
	* allocate an empty object per request.
	*/
	slots;
	/**
	* The `Response` produced by handlers, if any. Set after page
	* rendering or middleware completes.
	*/
	response;
	/**
	* Default HTTP status for the rendered response. Callers override
	* before rendering runs (e.g. `handleRequest` sets this from
	* `BaseApp.getDefaultStatusCode`; error handlers set `404` / `500`).
	*/
	status = 200;
	/** Whether user middleware should be skipped for this request. */
	skipMiddleware = false;
	/**
	* Set to `true` when the request path was encoded too many times to fully
	* decode (see {@link validateAndDecodePathname}). These requests are
	* rejected with a `400` before middleware or routing run.
	*/
	invalidEncoding = false;
	/** A flag that tells the render content if the rewriting was triggered. */
	isRewriting = false;
	/** A safety net in case of loops (rewrite counter). */
	counter = 0;
	/** Cookies for this request. Created lazily on first access. */
	cookies;
	/** Route params derived from routeData + pathname. Computed lazily. */
	#params;
	get params() {
		if (!this.#params && this.routeData) this.#params = getParams(this.routeData, this.pathname);
		return this.#params;
	}
	set params(value) {
		this.#params = value;
	}
	/** Normalized URL for this request. */
	url;
	/** Client address for this request. */
	clientAddress;
	/** Whether this is a partial render (container API). */
	partial;
	/** Internal metadata about the current response route type. */
	responseRouteType;
	/** Internal flag to prevent rerouting this response to an error page. */
	skipErrorReroute = false;
	/** Whether to inject CSP meta tags. */
	shouldInjectCspMetaTags;
	/** Request-scoped locals object, shared with user middleware. */
	locals = {};
	/**
	* Memoized `props` (see `getProps`). `null` means "not yet computed"
	* — using `null` (rather than `undefined`) keeps the hidden class
	* stable and distinct from a valid-but-empty result.
	*/
	props = null;
	/** Memoized `ActionAPIContext` (see `getActionAPIContext`). */
	actionApiContext = null;
	/** Memoized `APIContext` (see `getAPIContext`). */
	apiContext = null;
	/** Registered context providers keyed by name. Lazy-initialized on first provide(). */
	#providers;
	/** Cached values from resolved providers. Lazy-initialized on first resolve(). */
	#providersResolvedValues;
	/** Cached promise for lazy component instance loading. */
	#componentInstancePromise;
	/** SSR result for the current page render. */
	result;
	/** Initial props (from container/error handler). */
	initialProps = {};
	/** Memoized Astro page partial. */
	#astroPagePartial;
	/**
	* Locale-prefixed pathname derived from the Host header for domain-based
	* i18n routing (e.g. `/en/boats/1/foo`), or `undefined` when the request
	* isn't served from a locale-mapped domain. When set, `this.pathname` is
	* derived from it so locale/param resolution match the route pattern.
	*/
	#domainPathname;
	/** Memoized current locale. */
	#currentLocale;
	/** Memoized preferred locale. */
	#preferredLocale;
	/** Memoized preferred locale list. */
	#preferredLocaleList;
	constructor(manifest, request, options, hooks) {
		this.manifest = manifest;
		this.logger = getLogger(manifest);
		this.streaming = hooks?.streaming ?? getEnvironment(manifest).defaultStreaming(manifest);
		this.renderError = hooks?.renderError;
		this.logRequest = hooks?.logRequest;
		this.request = request;
		options ??= getRenderOptions(request);
		this.routeData = options?.routeData;
		const self = this;
		this.renderOptions = {
			...options ?? {
				addCookieHeader: false,
				clientAddress: void 0,
				prerenderedErrorPageFetch: fetch,
				routeData: void 0,
				waitUntil: void 0
			},
			get locals() {
				return self.locals;
			}
		};
		this.componentInstance = void 0;
		this.slots = void 0;
		const url = new URL(request.url);
		const publicPathname = this.#normalizePathname(url.pathname);
		const pathname = this.#computePathname(publicPathname);
		setPathname(url, publicPathname);
		setPathname(url, collapseDuplicateSlashes(url.pathname));
		const domainPathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, this.logger, pathname);
		if (domainPathname) {
			this.#domainPathname = domainPathname;
			this.pathname = domainPathname;
		} else this.pathname = pathname;
		this.timeStart = performance.now();
		this.clientAddress = options?.clientAddress;
		this.locals = options?.locals ?? {};
		this.url = url;
		this.cookies = new AstroCookies(request, this.logger);
		if (manifest.allowedDomains && manifest.allowedDomains.length > 0 && !this.routeData?.prerender) this.#applyForwardedHeaders();
		if (!Reflect.get(this.request, originPathnameSymbol)) setOriginPathname(this.request, this.pathname, manifest.trailingSlash, manifest.buildFormat);
		this.#resolveRouteData();
	}
	/**
	* Triggers a rewrite. Delegates to the rewrites handler module.
	*/
	rewrite(payload) {
		return executeRewrite(this, payload);
	}
	/**
	* Creates the SSR result for the current page render.
	*/
	async createResult(mod, ctx) {
		const manifest = this.manifest;
		const env = getEnvironment(manifest);
		const { clientDirectives, inlinedScripts, compressHTML } = manifest;
		const renderers = env.getRenderers(manifest);
		const resolve = (specifier) => env.resolve(manifest, specifier);
		const routeData = this.routeData;
		const { links, scripts, styles } = await env.headElements(manifest, routeData);
		const extraStyleHashes = [];
		const extraScriptHashes = [];
		const shouldInjectCspMetaTags = this.shouldInjectCspMetaTags ?? manifest.shouldInjectCspMetaTags;
		const cspAlgorithm = manifest.csp?.algorithm ?? "SHA-256";
		if (shouldInjectCspMetaTags) {
			for (const style of styles) extraStyleHashes.push(await generateCspDigest(style.children, cspAlgorithm));
			for (const script of scripts) extraScriptHashes.push(await generateCspDigest(script.children, cspAlgorithm));
		}
		const componentMetadata = await env.componentMetadata(manifest, routeData) ?? manifest.componentMetadata;
		const headers = new Headers({ "Content-Type": "text/html" });
		const partial = typeof this.partial === "boolean" ? this.partial : Boolean(mod.partial);
		const actionResult = hasActionPayload(this.locals) ? deserializeActionResult(this.locals._actionPayload.actionResult) : void 0;
		const status = this.status;
		const response = {
			status: actionResult?.error ? actionResult?.error.status : status,
			statusText: actionResult?.error ? actionResult?.error.type : "OK",
			get headers() {
				return headers;
			},
			set headers(_) {
				throw new AstroError(AstroResponseHeadersReassigned);
			}
		};
		const state = this;
		const result = {
			base: manifest.base,
			userAssetsBase: manifest.userAssetsBase,
			cancelled: false,
			clientDirectives,
			inlinedScripts,
			componentMetadata,
			compressHTML,
			cookies: this.cookies,
			createAstro: (props, slots) => state.createAstro(result, props, slots, ctx),
			links,
			params: this.params,
			partial,
			pathname: this.pathname,
			renderers,
			resolve,
			response,
			request: this.request,
			scripts,
			styles,
			actionResult,
			async getServerIslandNameMap() {
				return (await getServerIslands(manifest)).serverIslandNameMap ?? /* @__PURE__ */ new Map();
			},
			key: manifest.key,
			trailingSlash: manifest.trailingSlash,
			_metadata: {
				hasHydrationScript: false,
				rendererSpecificHydrationScripts: /* @__PURE__ */ new Set(),
				hasRenderedHead: false,
				renderedScripts: /* @__PURE__ */ new Set(),
				hasDirectives: /* @__PURE__ */ new Set(),
				hasRenderedServerIslandRuntime: false,
				headInTree: false,
				extraHead: [],
				extraStyleHashes,
				extraScriptHashes,
				propagators: /* @__PURE__ */ new Set(),
				routeHasPropagation: false,
				pendingSlotEvaluations: [],
				templateDepth: 0
			},
			cspDestination: manifest.csp?.cspDestination ?? (routeData.prerender ? "meta" : "header"),
			shouldInjectCspMetaTags,
			cspAlgorithm,
			directives: manifest.csp?.directives ? [...manifest.csp.directives] : [],
			scriptHashes: manifest.csp?.scriptHashes ? [...manifest.csp.scriptHashes] : [],
			scriptResources: manifest.csp?.scriptResources ? [...manifest.csp.scriptResources] : [],
			styleHashes: manifest.csp?.styleHashes ? [...manifest.csp.styleHashes] : [],
			styleResources: manifest.csp?.styleResources ? [...manifest.csp.styleResources] : [],
			isStrictDynamic: manifest.csp?.isStrictDynamic ?? false,
			scriptDirective: {
				resources: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.resources] : [],
				hashes: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.hashes] : [],
				strictDynamic: manifest.csp?.scriptDirective?.strictDynamic ?? false
			},
			styleDirective: {
				resources: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.resources] : [],
				hashes: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.hashes] : []
			},
			speculationRulesContent: manifest.csp?.speculationRulesContent,
			internalFetchHeaders: manifest.internalFetchHeaders
		};
		this.result = result;
		return result;
	}
	/**
	* Creates the Astro global object for a component render.
	*/
	createAstro(result, props, slotValues, apiContext) {
		let astroPagePartial;
		if (this.isRewriting) this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
		this.#astroPagePartial ??= this.createAstroPagePartial(result, apiContext);
		astroPagePartial = this.#astroPagePartial;
		const Astro = Object.assign(Object.create(astroPagePartial), {
			props,
			self: null
		});
		Object.defineProperty(Astro, slotValuesSymbol, {
			value: slotValues,
			writable: true,
			configurable: true,
			enumerable: false
		});
		return Astro;
	}
	/**
	* Creates the Astro page-level partial (prototype for Astro global).
	*/
	createAstroPagePartial(result, apiContext) {
		const state = this;
		const { cookies, locals, params, logger, url } = this;
		const { response } = result;
		const redirect = (path, status = 302) => {
			if (state.request[responseSentSymbol$1]) throw new AstroError({ ...ResponseSentError });
			return new Response(null, {
				status,
				headers: { Location: path }
			});
		};
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		const callAction = createCallAction(apiContext);
		const partial = {
			generator: ASTRO_GENERATOR,
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			cookies,
			get slots() {
				const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
				let slots = slotsByAstro.get(this);
				if (slots === void 0) {
					slots = new Slots(result, this[slotValuesSymbol] ?? null, logger);
					slotsByAstro.set(this, slots);
				}
				return slots;
			},
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			locals,
			redirect,
			rewrite,
			request: this.request,
			response,
			site: getSite(this.manifest),
			getActionResult: createGetActionResult(locals),
			get callAction() {
				return callAction;
			},
			url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(logger);
			}
		};
		this.defineProviderGetters(partial);
		return partial;
	}
	getClientAddress() {
		const { clientAddress } = this;
		const routeData = this.routeData;
		if (routeData.prerender) throw new AstroError({
			...PrerenderClientAddressNotAvailable,
			message: PrerenderClientAddressNotAvailable.message(routeData.component)
		});
		if (clientAddress) return clientAddress;
		if (this.manifest.adapterName) throw new AstroError({
			...ClientAddressNotAvailable,
			message: ClientAddressNotAvailable.message(this.manifest.adapterName)
		});
		throw new AstroError(StaticClientAddressNotAvailable);
	}
	getCookies() {
		return this.cookies;
	}
	getCsp() {
		const state = this;
		if (!this.manifest.csp) {
			if (getEnvironment(this.manifest).runtimeMode === "production") this.logger.warn("csp", `context.csp was used when rendering the route ${colors.green(state.routeData.route)}, but CSP was not configured. For more information, see https://docs.astro.build/en/reference/configuration-reference/#securitycsp`);
			return;
		}
		const warnedFallback = /* @__PURE__ */ new Set();
		const warnFallback = (family, kind) => {
			if (kind === "default" || !state.result) return;
			const defaultResources = (family === "script" ? state.result.scriptDirective : state.result.styleDirective).resources.map(normalizeCspResourceEntry).filter((entry) => entry.kind === "default").map((entry) => entry.resource);
			if (defaultResources.length === 0) return;
			const key = `${family}:${kind}`;
			if (warnedFallback.has(key)) return;
			warnedFallback.add(key);
			const general = `${family}-src`;
			const specific = `${general}-${kind === "element" ? "elem" : "attr"}`;
			state.logger.warn("csp", `A resource was added to \`${specific}\`, but \`${general}\` also defines custom resources (${defaultResources.join(" ")}). Because \`${specific}\` overrides \`${general}\` for its scope (browsers do not fall back), those resources will not apply there. Add them to \`${specific}\` as well if needed.`);
		};
		return {
			insertDirective(payload) {
				if (state.result) state.result.directives = pushDirective(state.result.directives, payload);
			},
			insertScriptResource(payload) {
				if (!state.result) return;
				warnFallback("script", normalizeCspResourceEntry(payload).kind);
				state.result.scriptDirective.resources.push(payload);
			},
			insertStyleResource(payload) {
				if (!state.result) return;
				warnFallback("style", normalizeCspResourceEntry(payload).kind);
				state.result.styleDirective.resources.push(payload);
			},
			insertStyleHash(payload) {
				state.result?.styleDirective.hashes.push(payload);
			},
			insertScriptHash(payload) {
				state.result?.scriptDirective.hashes.push(payload);
			}
		};
	}
	computeCurrentLocale() {
		const { url, manifest: { i18n }, routeData } = this;
		if (!i18n || !routeData) return;
		const { defaultLocale, locales, strategy } = i18n;
		const fallbackTo = strategy === "pathname-prefix-other-locales" || strategy === "domains-prefix-other-locales" ? defaultLocale : void 0;
		if (this.#currentLocale) return this.#currentLocale;
		let computedLocale;
		if (isRouteServerIsland(routeData)) {
			let referer = this.request.headers.get("referer");
			if (referer) {
				if (URL.canParse(referer)) referer = new URL(referer).pathname;
				computedLocale = computeCurrentLocale(referer, locales, defaultLocale);
			}
		} else {
			let pathname = routeData.pathname;
			if (this.#domainPathname) pathname = this.pathname;
			else if (url && !routeData.pattern.test(url.pathname)) {
				for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(url.pathname)) {
					pathname = fallbackRoute.pathname;
					break;
				}
			}
			pathname = pathname && !isRoute404or500(routeData) ? pathname : url.pathname ?? this.pathname;
			computedLocale = computeCurrentLocale(pathname, locales, defaultLocale);
			if (routeData.params.length > 0) {
				const localeFromParams = computeCurrentLocaleFromParams(this.params, locales);
				if (localeFromParams) computedLocale = localeFromParams;
			}
		}
		this.#currentLocale = computedLocale ?? fallbackTo;
		return this.#currentLocale;
	}
	computePreferredLocale() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocale ??= computePreferredLocale(request, i18n.locales);
	}
	computePreferredLocaleList() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocaleList ??= computePreferredLocaleList(request, i18n.locales);
	}
	/**
	* Lazily loads the route's component module. Returns the cached
	* instance if already loaded. The promise is cached so concurrent
	* callers share the same load.
	*/
	async loadComponentInstance() {
		if (this.componentInstance) return this.componentInstance;
		if (this.#componentInstancePromise) return this.#componentInstancePromise;
		this.#componentInstancePromise = getEnvironment(this.manifest).getComponentByRoute(this.manifest, this.routeData).then((mod) => {
			this.componentInstance = mod;
			return mod;
		});
		return this.#componentInstancePromise;
	}
	/**
	* Registers a context provider under the given key. Handlers call
	* this to contribute values to the request context (e.g. sessions).
	* The `create` factory is called lazily on the first `resolve(key)`.
	*/
	provide(key, provider) {
		(this.#providers ??= /* @__PURE__ */ new Map()).set(key, provider);
	}
	/**
	* Lazily resolves a provider registered under `key`. Calls
	* `provider.create()` on first access and caches the result.
	* Returns `undefined` if no provider was registered for the key.
	*/
	resolve(key) {
		if (this.#providersResolvedValues?.has(key)) return this.#providersResolvedValues.get(key);
		const provider = this.#providers?.get(key);
		if (!provider) return void 0;
		const value = provider.create();
		(this.#providersResolvedValues ??= /* @__PURE__ */ new Map()).set(key, value);
		return value;
	}
	/**
	* Runs all registered `finalize` callbacks. Should be called after
	* the response is produced, typically in a `finally` block.
	*
	* Returns synchronously (no promise allocation) when nothing needs
	* finalizing — important for the hot path where sessions are not used.
	*/
	finalizeAll() {
		if (!this.#providersResolvedValues || this.#providersResolvedValues.size === 0) return;
		let chain;
		for (const [key, provider] of this.#providers) if (provider.finalize && this.#providersResolvedValues.has(key)) {
			const result = provider.finalize(this.#providersResolvedValues.get(key));
			if (result) chain = chain ? chain.then(() => result) : result;
		}
		return chain;
	}
	/**
	* Adds lazy getters to `target` for each registered provider key.
	* Used by context creation (APIContext, Astro global) so that
	* provider values like `session` and `cache` appear as properties
	* without hard-coding the keys.
	*
	* Always defines a `session` getter (returning `undefined` when no
	* provider is registered) so `ctx.session` / `Astro.session` is a
	* present property regardless of whether the sessions handler was
	* included in the pipeline.
	*/
	defineProviderGetters(target) {
		const state = this;
		if (this.#providers) for (const key of this.#providers.keys()) Object.defineProperty(target, key, {
			get: () => state.resolve(key),
			enumerable: true,
			configurable: true
		});
		if (!this.#providers?.has("session")) {
			let warned = false;
			Object.defineProperty(target, "session", {
				get() {
					if (!warned) {
						warned = true;
						state.logger.warn("session", "`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/");
					}
				},
				enumerable: true,
				configurable: true
			});
		}
	}
	/**
	* Resolves the route to use for this request and stores it on
	* `this.routeData`. If the adapter (or the dev server) provided a
	* `routeData` via render options it's already set and this is a
	* no-op. Otherwise we use the app's synchronous route matcher and
	* fall back to a `404.astro` route so middleware can still run.
	*
	* Called eagerly from the constructor so individual handlers
	* (actions, pages, middleware, etc.) always see a resolved route
	* without the caller needing an extra setup step.
	*
	* Once routeData is known, finalizes `this.pathname`: in dev, if the
	* matched route has no `.html` extension, strip `.html` / `/index.html`
	* suffixes so the rendering pipeline sees the canonical pathname.
	*/
	/**
	* Strip `.html` / `/index.html` suffixes from the pathname so the
	* rendering pipeline sees the canonical route path. Only applies to
	* page routes where `.html` is framework-injected. Endpoint routes
	* preserve `.html` because any such suffix is user-provided (e.g.
	* from `getStaticPaths` params). Skipped when the matched route
	* itself has an `.html` extension in its definition.
	*/
	#stripHtmlExtension() {
		if (this.routeData && this.routeData.type === "page" && !routeHasHtmlExtension(this.routeData)) {
			const original = this.pathname;
			this.pathname = this.pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
			if (this.manifest.trailingSlash === "always" && this.pathname !== "" && !this.pathname.endsWith("/")) this.pathname += "/";
			if (this.pathname !== original && this.routeData.pattern.test(original) && !this.routeData.pattern.test(this.pathname)) this.pathname = original;
		}
	}
	#resolveRouteData() {
		if (this.routeData) {
			this.#stripHtmlExtension();
			return;
		}
		const matched = matchRoute(this.manifest, this.pathname);
		if (matched && matched.prerender && this.manifest.serverLike) {
			if (matched.params.length > 0) {
				const allMatches = matchAllRoutes(this.manifest, this.pathname);
				this.routeData = allMatches.find((r) => !r.prerender);
			} else this.routeData = void 0;
		} else this.routeData = matched;
		this.logger.debug("router", "Astro matched the following route for " + this.request.url);
		this.logger.debug("router", "RouteData:\n" + this.routeData);
		if (!this.routeData) {
			const custom404 = getCustom404Route(getRouteTable(this.manifest));
			if (custom404 && !custom404.prerender) this.routeData = custom404;
		}
		if (!this.routeData) {
			this.logger.debug("router", "Astro hasn't found routes that match " + this.request.url);
			this.logger.debug("router", "Here's the available routes:\n", getRouteTable(this.manifest));
			return;
		}
		this.#stripHtmlExtension();
	}
	/**
	* Strips the manifest's base from a normalized request pathname and prepends
	* a forward slash.
	*
	* Mirrors `BaseApp.removeBase`: the router matches against this stripped path
	* while middleware reads the un-stripped `context.url.pathname`, so both must
	* strip the base identically.
	*/
	#computePathname(normalizedPathname) {
		return prependForwardSlash$1(stripRequestBase(normalizedPathname, this.manifest.base));
	}
	/**
	* Decodes and normalizes the public request pathname before deriving the
	* separate pathname used for route matching.
	*/
	#normalizePathname(pathname) {
		try {
			pathname = validateAndDecodePathname(pathname);
		} catch (e) {
			if (e instanceof MultiLevelEncodingError) this.invalidEncoding = true;
			else this.logger.error(null, e.toString());
		}
		return collapseDuplicateSlashes(pathname);
	}
	/**
	* Reads X-Forwarded-Proto, X-Forwarded-Host, and X-Forwarded-Port
	* from the request headers, validates them against the manifest's
	* `allowedDomains`, and updates `this.url` accordingly. Also resolves
	* `clientAddress` from X-Forwarded-For when the host is trusted.
	*
	* Only called when `allowedDomains` is configured — without it,
	* forwarded headers are never trusted.
	*/
	#applyForwardedHeaders() {
		const headers = this.request.headers;
		const allowedDomains = this.manifest.allowedDomains;
		const validated = validateForwardedHeaders(getFirstForwardedValue(headers.get("x-forwarded-proto") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-host") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-port") ?? void 0), allowedDomains);
		if (!validated.protocol && !validated.host && !validated.port) return;
		if (validated.protocol) this.url.protocol = validated.protocol + ":";
		if (validated.host) {
			const colonIdx = validated.host.indexOf(":");
			if (colonIdx !== -1) {
				this.url.hostname = validated.host.slice(0, colonIdx);
				this.url.port = validated.host.slice(colonIdx + 1);
			} else {
				this.url.hostname = validated.host;
				this.url.port = "";
			}
		}
		if (validated.port) this.url.port = validated.port;
		if (validated.host !== void 0 && !this.clientAddress) {
			const forwardedFor = getFirstForwardedValue(this.request.headers.get("x-forwarded-for") ?? void 0);
			if (forwardedFor) this.clientAddress = forwardedFor;
		}
		this.request = new Request(this.url, this.request);
	}
	/**
	* Returns the resolved `props` for this render, computing them lazily
	* from the route + component module on first access. If the
	* `initialProps` already carries user-supplied props (e.g. the
	* container API) those are used verbatim.
	*/
	async getProps() {
		if (this.props !== null) return this.props;
		if (Object.keys(this.initialProps).length > 0) {
			this.props = this.initialProps;
			return this.props;
		}
		const mod = await this.loadComponentInstance();
		this.props = await getProps({
			mod,
			routeData: this.routeData,
			routeCache: getRouteCache(this.manifest),
			pathname: this.pathname,
			logger: this.logger,
			serverLike: this.manifest.serverLike,
			base: this.manifest.base,
			trailingSlash: this.manifest.trailingSlash
		});
		return this.props;
	}
	/**
	* Returns the `ActionAPIContext` for this render, creating it lazily.
	* Used by middleware, actions, and page dispatch.
	*/
	getActionAPIContext() {
		if (this.actionApiContext !== null) return this.actionApiContext;
		const state = this;
		const ctx = {
			get cookies() {
				return state.cookies;
			},
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			generator: ASTRO_GENERATOR,
			get locals() {
				return state.locals;
			},
			set locals(_) {
				throw new AstroError(LocalsReassigned);
			},
			params: this.params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			request: this.request,
			site: getSite(this.manifest),
			url: this.url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(state.logger);
			}
		};
		this.defineProviderGetters(ctx);
		this.actionApiContext = ctx;
		return this.actionApiContext;
	}
	/**
	* Returns the `APIContext` for this render, creating it lazily from
	* the memoized props + action context.
	*
	* Callers must ensure `getProps()` has resolved at least once before
	* calling this.
	*/
	getAPIContext() {
		if (this.apiContext !== null) return this.apiContext;
		const actionApiContext = this.getActionAPIContext();
		const state = this;
		const redirect = (path, status = 302) => new Response(null, {
			status,
			headers: { Location: path }
		});
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		actionApiContext[fetchStateSymbol] = this;
		this.apiContext = Object.assign(actionApiContext, {
			props: this.props,
			redirect,
			rewrite,
			getActionResult: createGetActionResult(actionApiContext.locals),
			callAction: createCallAction(actionApiContext)
		});
		return this.apiContext;
	}
	/**
	* Invalidates the cached `APIContext` so the next `getAPIContext()`
	* call re-derives it from the (possibly mutated) state. Used
	* after an in-flight rewrite swaps the route / request / params.
	*/
	invalidateContexts() {
		this.props = null;
		this.actionApiContext = null;
		this.apiContext = null;
	}
	resetResponseMetadata() {
		this.responseRouteType = void 0;
		this.skipErrorReroute = false;
	}
};
// node_modules/@astrojs/internal-helpers/dist/object.js
var FORBIDDEN_PATH_KEYS = /* @__PURE__ */ new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
// node_modules/astro/dist/actions/noop-actions.js
var NOOP_ACTIONS_MOD = { server: {} };
// node_modules/astro/dist/actions/load.js
var actionsMemo = createAsyncManifestMemo(async (manifest) => manifest.actions ? await manifest.actions() : NOOP_ACTIONS_MOD);
function getActions(manifest) {
	return actionsMemo.get(manifest);
}
async function getAction(manifest, path) {
	const pathKeys = path.split(".").map((key) => decodeURIComponent(key));
	let { server } = await getActions(manifest);
	if (!server || !(typeof server === "object")) throw new TypeError(`Expected \`server\` export in actions file to be an object. Received ${typeof server}.`);
	for (const key of pathKeys) {
		if (typeof server === "function") throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (FORBIDDEN_PATH_KEYS.has(key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (!Object.hasOwn(server, key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		server = server[key];
	}
	if (typeof server !== "function") throw new TypeError(`Expected handler for action ${pathKeys.join(".")} to be a function. Received ${typeof server}.`);
	return server;
}
// node_modules/astro/dist/actions/runtime/server.js
function getActionContext(context) {
	const callerInfo = getCallerInfo(context);
	const actionResultAlreadySet = Boolean(context.locals._actionPayload);
	let action = void 0;
	if (callerInfo && context.request.method === "POST" && !actionResultAlreadySet) action = {
		calledFrom: callerInfo.from,
		name: callerInfo.name,
		handler: async () => {
			const { manifest } = getFetchStateFromAPIContext(context);
			const callerInfoName = shouldAppendForwardSlash(manifest.trailingSlash, manifest.buildFormat) ? removeTrailingForwardSlash(callerInfo.name) : callerInfo.name;
			let baseAction;
			try {
				baseAction = await getAction(manifest, callerInfoName);
			} catch (error) {
				if (error instanceof Error && "name" in error && typeof error.name === "string" && error.name === ActionNotFoundError.name) return {
					data: void 0,
					error: new ActionError({ code: "NOT_FOUND" })
				};
				throw error;
			}
			const bodySizeLimit = manifest.actionBodySizeLimit;
			let input;
			try {
				input = await parseRequestBody(context.request, bodySizeLimit);
			} catch (e) {
				if (e instanceof ActionError) return {
					data: void 0,
					error: e
				};
				if (e instanceof TypeError) return {
					data: void 0,
					error: new ActionError({ code: "UNSUPPORTED_MEDIA_TYPE" })
				};
				throw e;
			}
			const omitKeys = [
				"props",
				"getActionResult",
				"callAction",
				"redirect"
			];
			const actionAPIContext = Object.create(Object.getPrototypeOf(context), Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(context)).filter(([key]) => !omitKeys.includes(key))));
			Reflect.set(actionAPIContext, ACTION_API_CONTEXT_SYMBOL, true);
			return baseAction.bind(actionAPIContext)(input);
		}
	};
	function setActionResult(actionName, actionResult) {
		context.locals._actionPayload = {
			actionResult,
			actionName
		};
	}
	return {
		action,
		setActionResult,
		serializeActionResult,
		deserializeActionResult
	};
}
function getCallerInfo(ctx) {
	if (ctx.routePattern === "/_actions/[...path]") return {
		from: "rpc",
		name: ctx.url.pathname.replace(/^.*\/_actions\//, "")
	};
	const queryParam = ctx.url.searchParams.get(ACTION_QUERY_PARAMS.actionName);
	if (queryParam) return {
		from: "form",
		name: queryParam
	};
}
async function parseRequestBody(request, bodySizeLimit) {
	const contentType = request.headers.get("content-type");
	const contentLengthHeader = request.headers.get("content-length");
	const contentLength = contentLengthHeader ? Number.parseInt(contentLengthHeader, 10) : void 0;
	const hasContentLength = typeof contentLength === "number" && Number.isFinite(contentLength);
	if (!contentType) return void 0;
	if (hasContentLength && contentLength > bodySizeLimit) throw new ActionError({
		code: "CONTENT_TOO_LARGE",
		message: `Request body exceeds ${bodySizeLimit} bytes`
	});
	try {
		if (hasContentType(contentType, formContentTypes)) {
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				return await new Request(request.url, {
					method: request.method,
					headers: request.headers,
					body: toArrayBuffer(body)
				}).formData();
			}
			return await request.clone().formData();
		}
		if (hasContentType(contentType, ["application/json"])) {
			if (contentLength === 0) return void 0;
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				if (body.byteLength === 0) return void 0;
				return JSON.parse(new TextDecoder().decode(body));
			}
			return await request.clone().json();
		}
	} catch (e) {
		if (e instanceof BodySizeLimitError) throw new ActionError({
			code: "CONTENT_TOO_LARGE",
			message: `Request body exceeds ${bodySizeLimit} bytes`
		});
		throw e;
	}
	throw new TypeError("Unsupported content type");
}
var ACTION_API_CONTEXT_SYMBOL = /* @__PURE__ */ Symbol.for("astro.actionAPIContext");
var formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
function hasContentType(contentType, expected) {
	const type = contentType.split(";")[0].toLowerCase();
	return expected.some((t) => type === t);
}
function serializeActionResult(res) {
	if (res.error) {
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": void 0,
			"SSR": true
		}, { _: "/usr/bin/timeout" })?.DEV) actionResultErrorStack.set(res.error.stack);
		let body2;
		if (res.error instanceof ActionInputError) body2 = {
			type: res.error.type,
			issues: res.error.issues,
			fields: res.error.fields
		};
		else body2 = {
			...res.error,
			message: res.error.message
		};
		return {
			type: "error",
			status: res.error.status,
			contentType: "application/json",
			body: JSON.stringify(body2)
		};
	}
	if (res.data === void 0) return {
		type: "empty",
		status: 204
	};
	let body;
	try {
		body = stringify(res.data, { URL: (value) => value instanceof URL && value.href });
	} catch (e) {
		let hint = ActionsReturnedInvalidDataError.hint;
		if (res.data instanceof Response) hint = REDIRECT_STATUS_CODES.includes(res.data.status) ? "If you need to redirect when the action succeeds, trigger a redirect where the action is called. See the Actions guide for server and client redirect examples: https://docs.astro.build/en/guides/actions." : "If you need to return a Response object, try using a server endpoint instead. See https://docs.astro.build/en/guides/endpoints/#server-endpoints-api-routes";
		throw new AstroError({
			...ActionsReturnedInvalidDataError,
			message: ActionsReturnedInvalidDataError.message(String(e)),
			hint
		});
	}
	return {
		type: "data",
		status: 200,
		contentType: "application/json+devalue",
		body
	};
}
function toArrayBuffer(buffer) {
	const copy = new Uint8Array(buffer.byteLength);
	copy.set(buffer);
	return copy.buffer;
}
// node_modules/astro/dist/actions/handler.js
function handleAction(apiContext, state) {
	markFeatureUsed(state.manifest, FetchFeatures.actions);
	if (apiContext.isPrerendered) return;
	const { action, setActionResult } = getActionContext(apiContext);
	if (!action) return;
	if (state.manifest.checkOrigin && isForbiddenCrossOriginRequest(apiContext.request, apiContext.url, apiContext.isPrerendered)) return Promise.resolve(createCrossOriginForbiddenResponse(apiContext.request));
	return executeAction(action, setActionResult);
}
async function executeAction(action, setActionResult) {
	const serialized = serializeActionResult(await action.handler());
	if (action.calledFrom === "rpc") {
		if (serialized.type === "empty") return new Response(null, { status: serialized.status });
		return new Response(serialized.body, {
			status: serialized.status,
			headers: { "Content-Type": serialized.contentType }
		});
	}
	setActionResult(action.name, serialized);
}
// node_modules/astro/dist/core/routing/3xx.js
function redirectTemplate({ status, absoluteLocation, relativeLocation, from }) {
	const delay = status === 302 ? 2 : 0;
	const rel = escape(String(relativeLocation));
	return `<!doctype html>
<title>Redirecting to: ${rel}</title>
<meta http-equiv="refresh" content="${delay};url=${rel}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(String(absoluteLocation))}">
<body>
	<a href="${rel}">Redirecting ${from ? `from <code>${escape(from)}</code> ` : ""}to <code>${rel}</code></a>
</body>`;
}
// node_modules/astro/dist/core/routing/trailing-slash-handler.js
function handleTrailingSlash(state) {
	const url = new URL(state.request.url);
	const redirect = redirectTrailingSlash(state.manifest.trailingSlash, url.pathname);
	if (redirect === url.pathname) return;
	const addCookieHeader = state.renderOptions.addCookieHeader;
	const status = state.request.method === "GET" ? 301 : 308;
	const location = redirect + url.search;
	const response = new Response(redirectTemplate({
		status,
		relativeLocation: location,
		absoluteLocation: location,
		from: state.request.url
	}), {
		status,
		headers: { location }
	});
	prepareResponse(response, { addCookieHeader });
	return response;
}
function redirectTrailingSlash(trailingSlash, pathname) {
	if (pathname === "/" || isInternalPath(pathname)) return pathname;
	const path = collapseDuplicateTrailingSlashes(pathname, trailingSlash !== "never");
	if (path !== pathname) return path;
	if (trailingSlash === "ignore") return pathname;
	if (trailingSlash === "always" && !hasFileExtension(pathname)) return appendForwardSlash(pathname);
	if (trailingSlash === "never") return removeTrailingForwardSlash(pathname);
	return pathname;
}
// node_modules/astro/dist/core/cache/provider.js
var cacheProviderMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.cacheProvider) {
		const factory = (await manifest.cacheProvider())?.default || null;
		return factory ? factory(manifest.cacheConfig?.options) : null;
	}
	return null;
});
function getCacheProvider(manifest) {
	return cacheProviderMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/utils.js
function defaultSetHeaders(options) {
	const headers = new Headers();
	const directives = [];
	if (options.maxAge !== void 0) directives.push(`max-age=${options.maxAge}`);
	if (options.swr !== void 0) directives.push(`stale-while-revalidate=${options.swr}`);
	if (directives.length > 0) headers.set("CDN-Cache-Control", directives.join(", "));
	if (options.tags && options.tags.length > 0) headers.set("Cache-Tag", options.tags.join(", "));
	if (options.lastModified) headers.set("Last-Modified", options.lastModified.toUTCString());
	if (options.etag) headers.set("ETag", options.etag);
	return headers;
}
function isLiveDataEntry(value) {
	return value != null && typeof value === "object" && "id" in value && "data" in value && "cacheHint" in value;
}
// node_modules/astro/dist/core/cache/runtime/cache.js
var APPLY_HEADERS = /* @__PURE__ */ Symbol.for("astro:cache:apply");
var IS_ACTIVE = /* @__PURE__ */ Symbol.for("astro:cache:active");
var AstroCache = class {
	#options = {};
	#tags = /* @__PURE__ */ new Set();
	#disabled = false;
	#provider;
	enabled = true;
	constructor(provider) {
		this.#provider = provider;
	}
	set(input) {
		if (input === false) {
			this.#disabled = true;
			this.#tags.clear();
			this.#options = {};
			return;
		}
		this.#disabled = false;
		let options;
		if (isLiveDataEntry(input)) {
			if (!input.cacheHint) return;
			options = input.cacheHint;
		} else options = input;
		if ("maxAge" in options && options.maxAge !== void 0) this.#options.maxAge = options.maxAge;
		if ("swr" in options && options.swr !== void 0) this.#options.swr = options.swr;
		if ("etag" in options && options.etag !== void 0) this.#options.etag = options.etag;
		if (options.lastModified !== void 0) {
			if (!this.#options.lastModified || options.lastModified > this.#options.lastModified) this.#options.lastModified = options.lastModified;
		}
		if (options.tags) for (const tag of options.tags) this.#tags.add(tag);
	}
	get tags() {
		return [...this.#tags];
	}
	/**
	* Get the current cache options (read-only snapshot).
	* Includes all accumulated options: maxAge, swr, tags, etag, lastModified.
	*/
	get options() {
		return {
			...this.#options,
			tags: this.tags
		};
	}
	async invalidate(input) {
		if (!this.#provider) throw new AstroError(CacheNotEnabled);
		let options;
		if (isLiveDataEntry(input)) options = { tags: input.cacheHint?.tags ?? [] };
		else options = input;
		return this.#provider.invalidate(options);
	}
	/** @internal */
	[APPLY_HEADERS](response, request) {
		if (this.#disabled) return;
		const finalOptions = {
			...this.#options,
			tags: this.tags
		};
		if (finalOptions.maxAge === void 0 && !finalOptions.tags?.length) return;
		const headers = this.#provider?.setHeaders?.(finalOptions, request) ?? defaultSetHeaders(finalOptions);
		for (const [key, value] of headers) response.headers.set(key, value);
		if (!response.headers.has("Cache-Control") && !response.headers.has("Expires") && (response.headers.has("Last-Modified") || response.headers.has("ETag"))) response.headers.set("Cache-Control", "no-cache");
	}
	/** @internal */
	get [IS_ACTIVE]() {
		return !this.#disabled && (this.#options.maxAge !== void 0 || this.#tags.size > 0);
	}
};
function applyCacheHeaders(cache, response, request) {
	if (APPLY_HEADERS in cache) cache[APPLY_HEADERS](response, request);
}
// node_modules/astro/dist/core/routing/parts.js
var ROUTE_DYNAMIC_SPLIT = /\[(.+?\(.+?\)|.+?)\]/;
var ROUTE_SPREAD = /^\.{3}.+$/;
function getParts(part, file) {
	const result = [];
	part.split(ROUTE_DYNAMIC_SPLIT).map((str, i) => {
		if (!str) return;
		const dynamic = i % 2 === 1;
		const [, content] = dynamic ? /([^(]+)$/.exec(str) || [null, null] : [null, str];
		if (!content || dynamic && !/^(?:\.\.\.)?[\w$]+$/.test(content)) throw new Error(`Invalid route ${file} \u2014 parameter name must match /^[a-zA-Z0-9_$]+$/`);
		result.push({
			content,
			dynamic,
			spread: dynamic && ROUTE_SPREAD.test(content)
		});
	});
	return result;
}
// node_modules/astro/dist/core/cache/runtime/route-matching.js
function compileCacheRoutes(routes, base, trailingSlash) {
	const compiled = Object.entries(routes).map(([path, options]) => {
		const segments = removeLeadingForwardSlash(path).split("/").filter(Boolean).map((s) => getParts(s, path));
		return {
			pattern: getPattern(segments, base, trailingSlash),
			options,
			segments,
			route: path
		};
	});
	compiled.sort((a, b) => routeComparator({
		segments: a.segments,
		route: a.route,
		type: "page"
	}, {
		segments: b.segments,
		route: b.route,
		type: "page"
	}));
	return compiled;
}
function matchCacheRoute(pathname, compiledRoutes) {
	for (const route of compiledRoutes) if (route.pattern.test(pathname)) return route.options;
	return null;
}
// node_modules/astro/dist/core/cache/handler.js
var CACHE_KEY = "cache";
function provideCache(state) {
	const manifest = state.manifest;
	if (!manifest.cacheConfig) {
		state.provide(CACHE_KEY, { create: () => new DisabledAstroCache(state.logger) });
		return;
	}
	if (getEnvironment(manifest).runtimeMode === "development") {
		state.provide(CACHE_KEY, { create: () => new NoopAstroCache() });
		return;
	}
	return provideCacheAsync(state, manifest);
}
async function provideCacheAsync(state, manifest) {
	const cacheProvider = await getCacheProvider(manifest);
	state.provide(CACHE_KEY, { create() {
		const cache = new AstroCache(cacheProvider);
		if (manifest.cacheConfig?.routes) {
			const matched = matchCacheRoute(state.pathname, getCompiledCacheRoutes(manifest));
			if (matched) cache.set(matched);
		}
		return cache;
	} });
}
async function handleCache(state, next) {
	markFeatureUsed(state.manifest, FetchFeatures.cache);
	if (!state.manifest.cacheProvider) return next();
	const cache = state.resolve(CACHE_KEY);
	const cacheProvider = await getCacheProvider(state.manifest);
	if (cacheProvider?.onRequest) {
		const response2 = await cacheProvider.onRequest({
			request: state.request,
			url: new URL(state.request.url),
			waitUntil: state.renderOptions.waitUntil,
			logger: {
				info(msg) {
					state.logger.info("cache", msg);
				},
				warn(msg) {
					state.logger.warn("cache", msg);
				},
				error(msg) {
					state.logger.error("cache", msg);
				}
			}
		}, async () => {
			const res = await next();
			applyCacheHeaders(cache, res, state.request);
			return res;
		});
		response2.headers.delete("CDN-Cache-Control");
		response2.headers.delete("Cache-Tag");
		return response2;
	}
	const response = await next();
	applyCacheHeaders(cache, response, state.request);
	return response;
}
var compiledCacheRoutesMemo = createManifestMemo((manifest) => manifest.cacheConfig?.routes ? compileCacheRoutes(manifest.cacheConfig.routes, manifest.base, manifest.trailingSlash) : []);
function getCompiledCacheRoutes(manifest) {
	return compiledCacheRoutesMemo.get(manifest);
}
// node_modules/astro/dist/core/redirects/render.js
function isExternalURL(url) {
	return url.startsWith("http://") || url.startsWith("https://") || url.startsWith("//");
}
function redirectIsExternal(redirect) {
	if (typeof redirect === "string") return isExternalURL(redirect);
	else return isExternalURL(redirect.destination);
}
function computeRedirectStatus(method, redirect, redirectRoute) {
	return redirectRoute && typeof redirect === "object" ? redirect.status : method === "GET" ? 301 : 308;
}
function resolveRedirectTarget(params, redirect, redirectRoute, trailingSlash) {
	if (typeof redirectRoute !== "undefined") return getRouteGenerator(redirectRoute.segments, trailingSlash)(params) || redirectRoute?.pathname || "/";
	else if (typeof redirect === "string") {
		if (redirectIsExternal(redirect)) return redirect;
		else {
			let target = redirect;
			for (const param of Object.keys(params)) {
				const paramValue = params[param];
				target = target.replace(`[${param}]`, () => paramValue).replace(`[...${param}]`, () => paramValue);
			}
			return target;
		}
	} else if (typeof redirect === "undefined") return "/";
	return redirect.destination;
}
async function renderRedirect(state) {
	markFeatureUsed(state.manifest, FetchFeatures.redirects);
	const { redirect, redirectRoute } = state.routeData;
	const status = computeRedirectStatus(state.request.method, redirect, redirectRoute);
	const headers = { location: encodeURI(resolveRedirectTarget(state.params, redirect, redirectRoute, state.manifest.trailingSlash)) };
	if (redirect && redirectIsExternal(redirect)) {
		if (typeof redirect === "string") return Response.redirect(redirect, status);
		else return Response.redirect(redirect.destination, status);
	}
	return new Response(null, {
		status,
		headers
	});
}
// node_modules/astro/dist/core/routing/handler.js
function logRequestFromState(state, payload) {
	if (state.logRequest) state.logRequest(payload);
	else getEnvironment(state.manifest).logRequest(state.manifest, payload);
}
function actionsAndPages(state, ctx) {
	if (!state.skipMiddleware) {
		const actionResult = handleAction(ctx, state);
		if (actionResult) return actionResult.then((response) => response ?? handlePages(state, ctx));
	}
	return handlePages(state, ctx);
}
async function handleRequest(state) {
	await getResolvedLogger(state.manifest);
	markFeatureUsed(state.manifest, ALL_FETCH_FEATURES);
	if (state.invalidEncoding) return new Response(null, {
		status: 400,
		statusText: "Bad Request"
	});
	const trailingSlashRedirect = handleTrailingSlash(state);
	if (trailingSlashRedirect) return trailingSlashRedirect;
	if (!state.routeData) return renderErrorFromState(state, state.request, {
		...state.renderOptions,
		status: 404,
		pathname: state.pathname
	});
	return render(state);
}
async function render(state) {
	const routeData = state.routeData;
	const pathname = state.pathname;
	const request = state.request;
	const { addCookieHeader } = state.renderOptions;
	state.status = getDefaultStatusCode(state.manifest, routeData, pathname);
	let response;
	let finalizeError;
	try {
		const sessionP = state.manifest.sessionConfig ? provideSession(state) : void 0;
		const cacheP = provideCache(state);
		if (sessionP || cacheP) await Promise.all([sessionP, cacheP]);
		markFeatureUsed(state.manifest, FetchFeatures.sessions);
		if (routeData.type === "redirect") {
			const redirectResponse = await renderRedirect(state);
			logRequestFromState(state, {
				pathname,
				method: request.method,
				statusCode: redirectResponse.status,
				isRewrite: false,
				timeStart: state.timeStart
			});
			prepareResponse(redirectResponse, { addCookieHeader });
			state.logger.flush();
			return redirectResponse;
		}
		const i18n = getI18n(state.manifest);
		if (!state.manifest.cacheProvider) {
			markFeatureUsed(state.manifest, FetchFeatures.cache);
			response = await handleMiddleware(state, actionsAndPages);
			if (i18n) response = await finalizeI18n(i18n, state, response);
		} else {
			const runPipeline = async () => {
				let res = await handleMiddleware(state, actionsAndPages);
				if (i18n) res = await finalizeI18n(i18n, state, res);
				return res;
			};
			response = await handleCache(state, runPipeline);
		}
		logRequestFromState(state, {
			pathname,
			method: request.method,
			statusCode: response.status,
			isRewrite: state.isRewriting,
			timeStart: state.timeStart
		});
	} catch (err) {
		state.logger.error(null, err.stack || err.message || String(err));
		return renderErrorFromState(state, request, {
			...state.renderOptions,
			status: 500,
			error: err,
			pathname: state.pathname
		});
	} finally {
		try {
			const finalize = state.finalizeAll();
			if (finalize) await finalize;
		} catch (err) {
			finalizeError = err;
			state.logger.error(null, err.stack || err.message || String(err));
		}
	}
	if (finalizeError) return renderErrorFromState(state, request, {
		...state.renderOptions,
		status: 500,
		error: finalizeError,
		pathname: state.pathname
	});
	if (REROUTABLE_STATUS_CODES.includes(response.status) && response.body === null && !state.skipErrorReroute) return renderErrorFromState(state, request, {
		...state.renderOptions,
		response,
		status: response.status,
		error: response.status === 500 ? null : void 0,
		pathname: state.pathname
	});
	prepareResponse(response, { addCookieHeader });
	state.logger.flush();
	return response;
}
// node_modules/astro/dist/core/fetch/default-handler.js
var DefaultFetchHandler = class {
	#manifest;
	/**
	* `BaseApp` passes itself so states resolve that app's manifest ahead of
	* the ambient one; generated builds construct the handler with no
	* arguments and use the ambient manifest.
	*/
	constructor(app) {
		this.#manifest = app?.manifest;
	}
	fetch = (request) => {
		const options = getRenderOptions(request);
		return handleRequest(new FetchState(this.#manifest ?? getAmbientManifest(), request, options));
	};
};
// \0virtual:astro:fetchable
var _virtual_astro_fetchable_default = new DefaultFetchHandler();
// node_modules/astro/dist/core/routing/match-request.js
function safeDecodePathname(manifest, pathname) {
	try {
		return validateAndDecodePathname(pathname);
	} catch (e) {
		new AstroIntegrationLogger(getLogger(manifest).options, manifest.adapterName).debug(e.toString());
		try {
			return decodeURI(pathname);
		} catch {
			return pathname;
		}
	}
}
function matchRequest(manifest, request, allowPrerenderedRoutes = false) {
	const url = new URL(request.url);
	if (manifest.assets.has(url.pathname)) return void 0;
	let pathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, getLogger(manifest));
	if (!pathname) pathname = prependForwardSlash$1(stripRequestBase(url.pathname, manifest.base));
	pathname = safeDecodePathname(manifest, pathname);
	const routeData = matchRoute(manifest, pathname);
	if (!routeData) return void 0;
	if (allowPrerenderedRoutes) return routeData;
	if (routeData.prerender) {
		if (routeData.params.length > 0) return matchAllRoutes(manifest, pathname).find((r) => !r.prerender);
		return;
	}
	return routeData;
}
// node_modules/astro/dist/core/app/base.js
var BaseApp = class BaseApp {
	manifest;
	#adapterLogger;
	baseWithoutTrailingSlash;
	/**
	* The streaming flag passed to the constructor, surfaced through the
	* protected `resolveStreaming()` hook and fed into the internal
	* `FetchState` facade hooks on the fast path.
	*/
	#streaming;
	/**
	* The handler that turns incoming `Request` objects into `Response`s.
	* Defaults to a `DefaultFetchHandler` pinned to this app and can be
	* overridden via `setFetchHandler` — typically by the bundled
	* entrypoint after importing `virtual:astro:fetchable`.
	*/
	#fetchHandler;
	#errorHandler;
	/**
	* Whether a custom fetch handler (from `src/fetch.ts`) has been set
	* via `setFetchHandler`. When false, the `DefaultFetchHandler` is
	* in use and all features are implicitly active.
	*/
	#hasCustomFetchHandler = false;
	/**
	* Whether the missing-feature check has already run. We only want
	* to warn once — after the first request in dev, or at build end.
	*/
	#featureCheckDone = false;
	get logger() {
		return getLogger(this.manifest);
	}
	/**
	* Route data derived from the manifest, used for route matching. Reads and
	* writes go through the single per-manifest route table, so HMR updates are
	* visible to every consumer at once.
	*/
	get manifestData() {
		return getRouteTable(this.manifest);
	}
	set manifestData(routesList) {
		updateRouteTable(this.manifest, routesList.routes);
	}
	get adapterLogger() {
		const currentOptions = this.logger.options;
		if (!this.#adapterLogger || this.#adapterLogger.options !== currentOptions) this.#adapterLogger = new AstroIntegrationLogger(currentOptions, this.manifest.adapterName);
		return this.#adapterLogger;
	}
	constructor(manifest, streaming = true) {
		this.manifest = manifest;
		this.baseWithoutTrailingSlash = removeTrailingForwardSlash(manifest.base);
		this.#streaming = streaming;
		getRouteTable(manifest);
		getLogger(manifest);
		this.#fetchHandler = new DefaultFetchHandler(this);
		this.#errorHandler = this.createErrorHandler();
	}
	/**
	* Resolves the user-configured logger destination from the manifest and
	* returns the logger. Lazy and only resolves once; safe to call before
	* the first render (adapters use this to log startup messages through
	* the configured destination).
	*/
	getLogger() {
		return getResolvedLogger(this.manifest);
	}
	/**
	* The streaming flag fed into the internal `FetchState` facade hooks on
	* the fast path. Returns the constructor flag by
	* default; `BuildApp` overrides this to return `undefined` so streaming
	* falls through to the environment default (`manifest.serverLike`).
	*/
	resolveStreaming() {
		return this.#streaming;
	}
	/**
	* Override the fetch handler used to dispatch requests. Entrypoints
	* call this with the default export of `virtual:astro:fetchable` to
	* plug in a user-authored handler from `src/fetch.ts`.
	*/
	setFetchHandler(handler) {
		this.#fetchHandler = handler;
		this.#hasCustomFetchHandler = !(handler instanceof DefaultFetchHandler);
	}
	/**
	* Returns the error handler used by this app. The default is a thin
	* bridge over the functional error API — strategy selection (production
	* default / dev / build) is environment-driven inside `renderErrorPage`.
	* External subclasses can override this to customize error rendering.
	*/
	createErrorHandler() {
		return { renderError: (request, options) => renderErrorPage(this.manifest, request, options) };
	}
	/**
	* Resets the cached adapter logger so it picks up a new logger instance.
	* Used by BuildApp when the logger is replaced via setOptions().
	*/
	resetAdapterLogger() {
		this.#adapterLogger = void 0;
	}
	getAllowedDomains() {
		return this.manifest.allowedDomains;
	}
	matchesAllowedDomains(forwardedHost, protocol) {
		return BaseApp.validateForwardedHost(forwardedHost, this.manifest.allowedDomains, protocol);
	}
	static validateForwardedHost(forwardedHost, allowedDomains, protocol) {
		if (!allowedDomains || allowedDomains.length === 0) return false;
		try {
			const testUrl = new URL(`${protocol || "https"}://${forwardedHost}`);
			return allowedDomains.some((pattern) => {
				return matchPattern(testUrl, pattern);
			});
		} catch {
			return false;
		}
	}
	set setManifestData(newManifestData) {
		updateRouteTable(this.manifest, newManifestData.routes);
	}
	removeBase(pathname) {
		return stripRequestBase(pathname, this.manifest.base);
	}
	/**
	* Fully decodes a pathname, falling back to a single decode and then the raw pathname
	* when validation fails. Adapter matching runs before `render()`, so it must not throw
	* for request input that render-time validation handles.
	*/
	safeDecodePathname(pathname) {
		try {
			return validateAndDecodePathname(pathname);
		} catch (e) {
			this.adapterLogger.debug(e.toString());
			try {
				return decodeURI(pathname);
			} catch {
				return pathname;
			}
		}
	}
	/**
	* Extracts the base-stripped, decoded pathname from a request.
	* Used by adapters to compute the pathname for dev-mode route matching.
	*/
	getPathnameFromRequest(request) {
		const url = new URL(request.url);
		const pathname = prependForwardSlash$1(this.removeBase(url.pathname));
		return this.safeDecodePathname(pathname);
	}
	/**
	* Given a `Request`, it returns the `RouteData` that matches its `pathname`. By default, prerendered
	* routes aren't returned, even if they are matched.
	*
	* When `allowPrerenderedRoutes` is `true`, the function returns matched prerendered routes too.
	* @param request
	* @param allowPrerenderedRoutes
	*/
	match(request, allowPrerenderedRoutes = false) {
		return matchRequest(this.manifest, request, allowPrerenderedRoutes);
	}
	/**
	* A matching route function to use in the development server.
	* Contrary to the `.match` function, this function resolves props and params, returning the correct
	* route based on the priority, segments. It also returns the correct, resolved pathname.
	* @param pathname
	*/
	devMatch(pathname) {}
	computePathnameFromDomain(request) {
		return computePathnameFromDomain(request, new URL(request.url), this.manifest.i18n, this.manifest.base, this.manifest.trailingSlash, this.manifest.allowedDomains, this.logger);
	}
	async render(request, { addCookieHeader = false, clientAddress = Reflect.get(request, clientAddressSymbol), locals, prerenderedErrorPageFetch = fetch, routeData, waitUntil } = {}) {
		await getResolvedLogger(this.manifest);
		if (routeData) {
			this.logger.debug("router", "The adapter " + this.manifest.adapterName + " provided a custom RouteData for ", request.url);
			this.logger.debug("router", "RouteData");
			this.logger.debug("router", routeData);
		}
		if (locals) {
			if (typeof locals !== "object") {
				const error = new AstroError(LocalsNotAnObject);
				this.logger.error(null, error.stack);
				return this.renderError(request, {
					addCookieHeader,
					clientAddress,
					prerenderedErrorPageFetch,
					locals: void 0,
					routeData,
					waitUntil,
					status: 500,
					error
				});
			}
		}
		if (!routeData) {
			const domainPathname = this.computePathnameFromDomain(request);
			if (domainPathname) routeData = matchRoute(this.manifest, this.safeDecodePathname(domainPathname));
		}
		const resolvedOptions = {
			addCookieHeader,
			clientAddress,
			prerenderedErrorPageFetch,
			locals,
			routeData,
			waitUntil
		};
		let response;
		if (this.#fetchHandler instanceof DefaultFetchHandler) response = await handleRequest(new FetchState(this.manifest, request, resolvedOptions, {
			streaming: this.resolveStreaming(),
			renderError: (req, opts) => this.renderError(req, opts),
			logRequest: (payload) => this.logThisRequest(payload)
		}));
		else {
			setRenderOptions(request, resolvedOptions);
			response = await this.#fetchHandler.fetch(request);
		}
		this.#warnMissingFeatures();
		if (response.headers.get("X-Astro-Error")) {
			response.headers.delete(ASTRO_ERROR_HEADER);
			return this.renderError(request, {
				addCookieHeader,
				clientAddress,
				prerenderedErrorPageFetch,
				locals,
				routeData,
				waitUntil,
				response,
				status: response.status,
				error: response.status === 500 ? null : void 0
			});
		}
		return response;
	}
	setCookieHeaders(response) {
		return getSetCookiesFromResponse(response);
	}
	/**
	* Reads all the cookies written by `Astro.cookie.set()` onto the passed response.
	* For example,
	* ```ts
	* for (const cookie_ of App.getSetCookieFromResponse(response)) {
	*     const cookie: string = cookie_
	* }
	* ```
	* @param response The response to read cookies from.
	* @returns An iterator that yields key-value pairs as equal-sign-separated strings.
	*/
	static getSetCookieFromResponse = getSetCookiesFromResponse;
	/**
	* If it is a known error code, try sending the according page (e.g. 404.astro / 500.astro).
	* This also handles pre-rendered /404 or /500 routes.
	*
	* Delegates to the app's configured `ErrorHandler`. To customize behavior
	* for a specific environment, override `createErrorHandler()` rather than
	* this method.
	*/
	async renderError(request, options) {
		return this.#errorHandler.renderError(request, options);
	}
	/**
	* One-shot check: after the first request with a custom `src/fetch.ts`,
	* compare `usedFeatures` against the manifest and warn about any
	* configured features the user's pipeline doesn't call.
	*/
	#warnMissingFeatures() {
		if (this.#featureCheckDone || !this.#hasCustomFetchHandler) return;
		this.#featureCheckDone = true;
		const manifest = this.manifest;
		const missing = [];
		const used = getUsedFeatures(this.manifest);
		if (manifest.routes.some((r) => r.routeData.type === "redirect") && !(used & FetchFeatures.redirects)) missing.push("redirects");
		if (manifest.sessionConfig && !(used & FetchFeatures.sessions)) missing.push("sessions");
		if (manifest.actions && !(used & FetchFeatures.actions)) missing.push("actions");
		if (manifest.middleware && !(used & FetchFeatures.middleware)) missing.push("middleware");
		if (manifest.i18n && manifest.i18n.strategy !== "manual" && !(used & FetchFeatures.i18n)) missing.push("i18n");
		if (manifest.cacheConfig && !(used & FetchFeatures.cache)) missing.push("cache");
		for (const feature of missing) this.logger.warn("router", `Your project uses ${feature}, but your custom src/fetch.ts does not call the ${feature}() handler. This feature will not work unless your fetch handler calls it.`);
	}
	getDefaultStatusCode(routeData, pathname) {
		return getDefaultStatusCode(this.manifest, routeData, pathname);
	}
	getManifest() {
		return this.manifest;
	}
	logThisRequest({ pathname, method, statusCode, isRewrite, timeStart }) {
		const timeEnd = performance.now();
		this.logRequest({
			pathname,
			method,
			statusCode,
			isRewrite,
			reqTime: timeEnd - timeStart
		});
	}
};
// node_modules/astro/dist/core/app/app.js
var App = class extends BaseApp {
	isDev() {
		return false;
	}
	logRequest(_options) {}
};
// node_modules/astro/dist/core/app/entrypoints/virtual/prod.js
var createApp$1 = ({ streaming } = {}) => {
	const app = new App(manifest, streaming);
	app.setFetchHandler(_virtual_astro_fetchable_default);
	return app;
};
// node_modules/astro/dist/core/app/entrypoints/virtual/index.js
var createApp = createApp$1;
// \0virtual:astro-node:config
var _virtual_astro_node_config_exports = /* @__PURE__ */ __exportAll({
	bodySizeLimit: () => bodySizeLimit,
	client: () => client,
	experimentalDisableStreaming: () => false,
	host: () => true,
	mode: () => mode,
	port: () => port,
	server: () => server,
	staticHeaders: () => false
});
var mode = "standalone";
var client = "file:///work/wt/edges/dist-edges2/client/";
var server = "file:///work/wt/edges/dist-edges2/server/";
var port = 4321;
var bodySizeLimit = 1073741824;
// node_modules/astro/dist/core/app/createOutgoingHttpHeaders.js
var createOutgoingHttpHeaders = (headers) => {
	if (!headers) return;
	const nodeHeaders = Object.fromEntries(headers.entries());
	if (Object.keys(nodeHeaders).length === 0) return;
	if (headers.has("set-cookie")) {
		const cookieHeaders = headers.getSetCookie();
		if (cookieHeaders.length > 1) nodeHeaders["set-cookie"] = cookieHeaders;
	}
	return nodeHeaders;
};
// node_modules/astro/dist/core/app/node.js
function createRequestFromNodeRequest(req, { skipBody = false, allowedDomains = [], bodySizeLimit, port: serverPort } = {}) {
	const controller = new AbortController();
	const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
	const url = buildRequestUrl(protocol, typeof req.headers.host === "string" ? req.headers.host : typeof req.headers[":authority"] === "string" ? req.headers[":authority"] : serverPort ? `localhost:${serverPort}` : "localhost", req.url, serverPort);
	const options = {
		method: req.method || "GET",
		headers: makeRequestHeaders(req),
		signal: controller.signal
	};
	if (options.method !== "HEAD" && options.method !== "GET" && skipBody === false) Object.assign(options, makeRequestBody(req, bodySizeLimit));
	const request = new Request(url, options);
	wireAbortController(req, controller);
	const untrustedHostname = req.headers.host ?? req.headers[":authority"];
	const validatedHostname = validateHost(typeof untrustedHostname === "string" ? untrustedHostname : void 0, protocol, allowedDomains);
	const validatedForwardedHost = validateForwardedHeaders(void 0, getFirstForwardedValue(req.headers["x-forwarded-host"]), void 0, allowedDomains).host;
	const clientIp = (validatedHostname !== void 0 || validatedForwardedHost !== void 0 ? getFirstForwardedValue(req.headers["x-forwarded-for"]) : void 0) || req.socket?.remoteAddress;
	if (clientIp) Reflect.set(request, clientAddressSymbol, clientIp);
	return request;
}
function wireAbortController(req, controller) {
	const socket = getRequestSocket(req);
	if (socket && typeof socket.on === "function") {
		const existingCleanup = getAbortControllerCleanup(req);
		if (existingCleanup) existingCleanup();
		let cleanedUp = false;
		const removeSocketListener = () => {
			if (typeof socket.off === "function") socket.off("close", onSocketClose);
			else if (typeof socket.removeListener === "function") socket.removeListener("close", onSocketClose);
		};
		const cleanup = () => {
			if (cleanedUp) return;
			cleanedUp = true;
			removeSocketListener();
			controller.signal.removeEventListener("abort", cleanup);
			Reflect.deleteProperty(req, nodeRequestAbortControllerCleanupSymbol);
		};
		const onSocketClose = () => {
			cleanup();
			if (!controller.signal.aborted) controller.abort();
		};
		socket.on("close", onSocketClose);
		controller.signal.addEventListener("abort", cleanup, { once: true });
		Reflect.set(req, nodeRequestAbortControllerCleanupSymbol, cleanup);
		if (socket.destroyed) onSocketClose();
	}
}
async function writeResponse(source, destination) {
	const { status, headers, body, statusText } = source;
	if (!(destination instanceof Http2ServerResponse)) destination.statusMessage = statusText;
	destination.writeHead(status, createOutgoingHttpHeaders(headers));
	const cleanupAbortFromDestination = getAbortControllerCleanup(destination.req ?? void 0);
	if (cleanupAbortFromDestination) {
		const runCleanup = () => {
			cleanupAbortFromDestination();
			if (typeof destination.off === "function") {
				destination.off("finish", runCleanup);
				destination.off("close", runCleanup);
			} else {
				destination.removeListener?.("finish", runCleanup);
				destination.removeListener?.("close", runCleanup);
			}
		};
		destination.on("finish", runCleanup);
		destination.on("close", runCleanup);
	}
	if (!body) return destination.end();
	try {
		const reader = body.getReader();
		destination.on("close", () => {
			reader.cancel().catch((err) => {
				console.error("There was an uncaught error in the middle of the stream while rendering %s.", destination.req.url, err);
			});
		});
		let result = await reader.read();
		while (!result.done) {
			destination.write(result.value);
			result = await reader.read();
		}
		destination.end();
	} catch (err) {
		destination.write("Internal server error", () => {
			err instanceof Error ? destination.destroy(err) : destination.destroy();
		});
	}
}
function buildRequestUrl(protocol, hostnamePort, requestPath, serverPort) {
	const path = requestPath ?? "";
	if (URL.canParse(`${protocol}://${hostnamePort}${path}`)) return new URL(`${protocol}://${hostnamePort}${path}`);
	if (URL.canParse(`${protocol}://${hostnamePort}`)) return new URL(`${protocol}://${hostnamePort}`);
	const fallbackHost = serverPort ? `localhost:${serverPort}` : "localhost";
	return new URL(`${protocol}://${fallbackHost}`);
}
function makeRequestHeaders(req) {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === void 0) continue;
		if (Array.isArray(value)) for (const item of value) headers.append(name, item);
		else headers.append(name, value);
	}
	return headers;
}
function makeRequestBody(req, bodySizeLimit) {
	if (req.body !== void 0) {
		if (typeof req.body === "string" && req.body.length > 0) return { body: Buffer.from(req.body) };
		if (req.body instanceof ArrayBuffer || ArrayBuffer.isView(req.body)) return { body: req.body };
		if (typeof req.body === "object" && req.body !== null && Object.keys(req.body).length > 0) return { body: Buffer.from(JSON.stringify(req.body)) };
		if (typeof req.body === "object" && req.body !== null && typeof req.body[Symbol.asyncIterator] !== "undefined") return asyncIterableToBodyProps(req.body, bodySizeLimit);
	}
	return asyncIterableToBodyProps(req, bodySizeLimit);
}
function asyncIterableToBodyProps(iterable, bodySizeLimit) {
	return {
		body: bodySizeLimit != null ? limitAsyncIterable(iterable, bodySizeLimit) : iterable,
		duplex: "half"
	};
}
async function* limitAsyncIterable(iterable, limit) {
	let received = 0;
	for await (const chunk of iterable) {
		const byteLength = chunk instanceof Uint8Array ? chunk.byteLength : typeof chunk === "string" ? Buffer.byteLength(chunk) : 0;
		received += byteLength;
		if (received > limit) throw new Error(`Body size limit exceeded: received more than ${limit} bytes`);
		yield chunk;
	}
}
function getAbortControllerCleanup(req) {
	if (!req) return void 0;
	const cleanup = Reflect.get(req, nodeRequestAbortControllerCleanupSymbol);
	return typeof cleanup === "function" ? cleanup : void 0;
}
function getRequestSocket(req) {
	if (req.socket && typeof req.socket.on === "function") return req.socket;
	const http2Socket = req.stream?.session?.socket;
	if (http2Socket && typeof http2Socket.on === "function") return http2Socket;
}
function resolveClientDir(options) {
	const clientURLRaw = new URL(options.client);
	const serverURLRaw = new URL(options.server);
	const rel = path.relative(url.fileURLToPath(serverURLRaw), url.fileURLToPath(clientURLRaw));
	const serverFolder = path.basename(options.server);
	let serverEntryFolderURL = path.dirname(import.meta.url);
	let previous = "";
	while (!serverEntryFolderURL.endsWith(serverFolder)) {
		if (serverEntryFolderURL === previous) throw new Error(`[@astrojs/node] Could not find the server directory "${serverFolder}" by walking up from "${import.meta.url}". This can happen when the server entry point is bundled into a single file (e.g. with esbuild) so that import.meta.url no longer contains the original "${serverFolder}" path segment. When bundling the server entry, make sure the output path contains a "${serverFolder}" directory segment, or avoid bundling the server entry entirely.`);
		previous = serverEntryFolderURL;
		serverEntryFolderURL = path.dirname(serverEntryFolderURL);
	}
	const serverEntryURL = serverEntryFolderURL + "/entry.mjs";
	const clientURL = new URL(appendForwardSlash(rel), serverEntryURL);
	return url.fileURLToPath(clientURL);
}
// node_modules/@astrojs/node/dist/serve-app.js
var PRERENDERED_ROUTE_TYPES = ["page", "endpoint"];
async function readErrorPageFromDisk(client, status) {
	const filePaths = [`${status}.html`, `${status}/index.html`];
	for (const filePath of filePaths) {
		const fullPath = path.join(client, filePath);
		let stream;
		try {
			stream = createReadStream(fullPath);
			await new Promise((resolve, reject) => {
				stream.once("open", () => resolve());
				stream.once("error", reject);
			});
			const webStream = Readable.toWeb(stream);
			return new Response(webStream, { headers: { "Content-Type": "text/html; charset=utf-8" } });
		} catch {
			stream?.destroy();
		}
	}
}
function createAppHandler(app, options) {
	const logger = app.adapterLogger;
	const requestContext = new AsyncLocalStorage();
	const abortedRequestErrors = /* @__PURE__ */ new WeakSet();
	process.on("unhandledRejection", (reason) => {
		const requestUrl = requestContext.getStore();
		if (!requestUrl || reason instanceof Error && abortedRequestErrors.has(reason)) return;
		const error = reason instanceof Error ? reason.stack || reason.message : String(reason);
		logger.error(`Unhandled rejection while rendering ${requestUrl}
${error}`);
	});
	const client = resolveClientDir(options);
	const prerenderedErrorPageFetch = async (url) => {
		const { pathname } = new URL(url);
		if (pathname.endsWith("/404.html") || pathname.endsWith("/404/index.html")) {
			const response = await readErrorPageFromDisk(client, 404);
			if (response) return response;
		}
		if (pathname.endsWith("/500.html") || pathname.endsWith("/500/index.html")) {
			const response = await readErrorPageFromDisk(client, 500);
			if (response) return response;
		}
		return new Response(null, { status: 404 });
	};
	const effectiveBodySizeLimit = options.bodySizeLimit === 0 || options.bodySizeLimit === Number.POSITIVE_INFINITY ? void 0 : options.bodySizeLimit;
	return async (req, res, next, locals) => {
		req.once("error", (error) => {
			if (error.code === "ECONNRESET") abortedRequestErrors.add(error);
		});
		let request;
		try {
			request = createRequestFromNodeRequest(req, {
				allowedDomains: app.getAllowedDomains?.() ?? [],
				bodySizeLimit: effectiveBodySizeLimit,
				port: options.port
			});
		} catch (err) {
			logger.error(`Could not render ${req.url}`);
			console.error(err);
			res.statusCode = 500;
			res.end("Internal Server Error");
			return;
		}
		try {
			let routeData = app.match(request, true);
			if (routeData?.prerender && PRERENDERED_ROUTE_TYPES.includes(routeData.type)) routeData = app.match(request);
			if (routeData) await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					locals,
					routeData,
					prerenderedErrorPageFetch
				}), res);
			});
			else if (next) {
				const cleanup = getAbortControllerCleanup(req);
				if (cleanup) cleanup();
				return next();
			} else await requestContext.run(request.url, async () => {
				await writeResponse(await app.render(request, {
					addCookieHeader: true,
					prerenderedErrorPageFetch
				}), res);
			});
		} catch (err) {
			if (err instanceof Error && abortedRequestErrors.has(err)) return;
			const error = err instanceof Error ? err.stack || err.message : String(err);
			logger.error(`Could not render ${request.url}
${error}`);
			if (!res.headersSent) {
				res.statusCode = 500;
				res.end("Internal Server Error");
			} else res.destroy();
		}
	};
}
// node_modules/@astrojs/node/dist/log-listening-on.js
var wildcardHosts = /* @__PURE__ */ new Set([
	"0.0.0.0",
	"::",
	"0000:0000:0000:0000:0000:0000:0000:0000"
]);
async function logListeningOn(logger, server, configuredHost) {
	await new Promise((resolve) => server.once("listening", resolve));
	const protocol = server instanceof https.Server ? "https" : "http";
	const host = getResolvedHostForHttpServer(configuredHost);
	const { port } = server.address();
	const address = getNetworkAddress(protocol, host, port);
	if (host === void 0 || wildcardHosts.has(host)) logger.info(`Server listening on 
  local: ${address.local[0]} 	
  network: ${address.network[0]}
`);
	else logger.info(`Server listening on ${address.local[0]}`);
}
function getResolvedHostForHttpServer(host) {
	if (host === false) return "localhost";
	else if (host === true) return;
	else return host;
}
function getNetworkAddress(protocol = "http", hostname, port, base) {
	const NetworkAddress = {
		local: [],
		network: []
	};
	Object.values(os.networkInterfaces()).flatMap((nInterface) => nInterface ?? []).filter((detail) => detail && detail.address && detail.family === "IPv4").forEach((detail) => {
		let host = detail.address.replace("127.0.0.1", hostname === void 0 || wildcardHosts.has(hostname) ? "localhost" : hostname);
		if (host.includes(":")) host = `[${host}]`;
		const url = `${protocol}://${host}:${port}${base ? base : ""}`;
		if (detail.address.includes("127.0.0.1")) NetworkAddress.local.push(url);
		else NetworkAddress.network.push(url);
	});
	return NetworkAddress;
}
// node_modules/@astrojs/node/dist/serve-static.js
function resolveStaticPath(client, urlPath) {
	const filePath = path.join(client, urlPath);
	const resolved = path.resolve(filePath);
	const resolvedClient = path.resolve(client);
	if (resolved !== resolvedClient && !resolved.startsWith(resolvedClient + path.sep)) return {
		filePath: resolved,
		isDirectory: false
	};
	let isDirectory = false;
	try {
		isDirectory = fs.lstatSync(filePath).isDirectory();
	} catch {}
	return {
		filePath: resolved,
		isDirectory
	};
}
function createStaticHandler(app, options, headersMap) {
	const client = resolveClientDir(options);
	return (req, res, ssr) => {
		if (req.url) {
			let fullUrl = req.url;
			if (req.url.includes("#")) fullUrl = fullUrl.slice(0, req.url.indexOf("#"));
			const qIndex = fullUrl.indexOf("?");
			const urlPath = qIndex >= 0 ? fullUrl.slice(0, qIndex) : fullUrl;
			const urlQuery = qIndex >= 0 ? fullUrl.slice(qIndex + 1) : "";
			let fsPath = app.removeBase(urlPath);
			try {
				fsPath = decodeURI(fsPath);
			} catch {}
			const { isDirectory } = resolveStaticPath(client, fsPath);
			const hasSlash = urlPath.endsWith("/");
			let pathname = urlPath;
			if (headersMap && headersMap.length > 0) {
				const request = createRequestFromNodeRequest(req, { port: options.port });
				const routeData = app.match(request, true);
				getAbortControllerCleanup(req)?.();
				if (routeData && routeData.prerender) {
					const baselessPathname = prependForwardSlash(app.removeBase(urlPath));
					const matchedRoute = headersMap.find((header) => header.pathname.includes(baselessPathname));
					if (matchedRoute) for (const header of matchedRoute.headers) res.setHeader(header.key, header.value);
				}
			}
			switch (app.manifest.trailingSlash) {
				case "never":
					if (isDirectory && urlPath !== "/" && hasSlash) {
						pathname = urlPath.slice(0, -1) + (urlQuery ? "?" + urlQuery : "");
						res.statusCode = 301;
						res.setHeader("Location", pathname);
						return res.end();
					}
					if (isDirectory && !hasSlash) pathname = `${urlPath}/index.html`;
					break;
				case "ignore":
					if (isDirectory && !hasSlash) pathname = `${urlPath}/index.html`;
					break;
				case "always": if (!hasSlash && !hasFileExtension(urlPath) && !isInternalPath(urlPath)) {
					pathname = urlPath + "/" + (urlQuery ? "?" + urlQuery : "");
					res.statusCode = 301;
					res.setHeader("Location", pathname);
					return res.end();
				}
			}
			pathname = prependForwardSlash(app.removeBase(pathname));
			const normalizedPathname = path.posix.normalize(pathname);
			const stream = send(req, normalizedPathname, {
				root: client,
				dotfiles: normalizedPathname.startsWith("/.well-known/") ? "allow" : "deny",
				extensions: app.manifest.buildFormat === "file" || app.manifest.buildFormat === "preserve" ? ["html"] : []
			});
			let forwardError = false;
			stream.on("error", (err) => {
				if (forwardError) {
					const status = "statusCode" in err ? err.statusCode : 500;
					if (status >= 500) console.error(err.toString());
					res.writeHead(status);
					res.end(status >= 500 ? "Internal server error" : "");
					return;
				}
				ssr();
			});
			stream.on("file", () => {
				forwardError = true;
			});
			stream.on("stream", () => {
				if (normalizedPathname.startsWith(`/${app.manifest.assetsDir}/`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
			});
			stream.pipe(res);
		} else ssr();
	};
}
function prependForwardSlash(pth) {
	return pth.startsWith("/") ? pth : "/" + pth;
}
// node_modules/@astrojs/node/dist/standalone.js
var hostOptions = (host) => {
	if (typeof host === "boolean") return host ? "0.0.0.0" : "localhost";
	return host;
};
function standalone(app, options, headersMap) {
	const port = process.env.PORT ? Number(process.env.PORT) : options.port ?? 8080;
	const host = process.env.HOST ?? hostOptions(options.host);
	const server = createServer(createStandaloneHandler(app, {
		...options,
		port
	}, headersMap), host, port);
	server.server.listen(port, host);
	if (process.env.ASTRO_NODE_LOGGING !== "disabled") app.getLogger().then(() => logListeningOn(app.adapterLogger, server.server, host));
	server.server.on("close", () => {
		app.logger.close();
	});
	return {
		server,
		done: server.closed()
	};
}
function createStandaloneHandler(app, options, headersMap) {
	const appHandler = createAppHandler(app, options);
	const staticHandler = createStaticHandler(app, options, headersMap);
	return (req, res) => {
		try {
			decodeURI(req.url);
		} catch {
			res.writeHead(400);
			res.end("Bad request.");
			return;
		}
		staticHandler(req, res, () => appHandler(req, res));
	};
}
function createServer(listener, host, port) {
	let httpServer;
	if (process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH) httpServer = https.createServer({
		key: fs.readFileSync(process.env.SERVER_KEY_PATH),
		cert: fs.readFileSync(process.env.SERVER_CERT_PATH)
	}, listener);
	else httpServer = http.createServer(listener);
	enableDestroy(httpServer);
	const closed = new Promise((resolve, reject) => {
		httpServer.addListener("close", resolve);
		httpServer.addListener("error", reject);
	});
	return {
		server: httpServer,
		host,
		port,
		closed() {
			return closed;
		},
		async stop() {
			await new Promise((resolve, reject) => {
				httpServer.destroy((err) => err ? reject(err) : resolve(void 0));
			});
		}
	};
}
var app = createApp({ streaming: true });
var headersMap = void 0;
var handler = createStandaloneHandler(app, _virtual_astro_node_config_exports, headersMap);
var startServer = () => standalone(app, _virtual_astro_node_config_exports, headersMap);
if (process.env.ASTRO_NODE_AUTOSTART !== "disabled") startServer();
export { handler, _virtual_astro_node_config_exports as options, startServer };
