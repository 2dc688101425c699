import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { p as browserStorage, t as $session } from "./session_Co9MzN1G.mjs";
import ky, { HTTPError, TimeoutError } from "ky";
var GAME_LIST_TTL_MS = 3e5;
/** Prefix of every cache entry's key in session storage. */
var CACHE_PREFIX = "http-cache:v1:";
/** Only GET and HEAD answers are cached. */
function isCacheable(method) {
	const m = method.toUpperCase();
	return m === "GET" || m === "HEAD";
}
/**
* The cache key of a request, or undefined when the method is not cached. Query parameters
* are sorted so the same question asked in another order hits the same entry; the partition
* (the player's id) keeps one player's answers away from the next one in the same tab.
*/
function cacheKey(method, path, params, partition = "") {
	if (!isCacheable(method)) return void 0;
	const query = new URLSearchParams([...params ?? new URLSearchParams()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)).toString();
	return `${CACHE_PREFIX}${partition}|${method.toUpperCase()} ${path}${query ? `?${query}` : ""}`;
}
function parseEntry(text) {
	if (text === null) return void 0;
	try {
		const value = JSON.parse(text);
		if (typeof value !== "object" || value === null) return void 0;
		const { status, body, expires } = value;
		if (typeof status !== "number" || typeof body !== "string" || typeof expires !== "number") return void 0;
		return {
			status,
			body,
			expires
		};
	} catch {
		return;
	}
}
/** A fresh cached answer, or undefined. Expired or unreadable entries are removed. */
function readCached(storage, key, now) {
	try {
		const entry = parseEntry(storage.getItem(key));
		if (entry && entry.expires > now) return {
			status: entry.status,
			body: entry.body
		};
		storage.removeItem(key);
	} catch {}
}
/** Removes every expired or unreadable cache entry; returns how many went. */
function purgeExpired(storage, now) {
	let removed = 0;
	try {
		const keys = [];
		for (let i = 0; i < storage.length; i++) {
			const key = storage.key(i);
			if (key?.startsWith("http-cache:v1:")) keys.push(key);
		}
		for (const key of keys) {
			const entry = parseEntry(storage.getItem(key));
			if (!entry || entry.expires <= now) {
				storage.removeItem(key);
				removed++;
			}
		}
	} catch {}
	return removed;
}
/** Removes every cache entry (other session storage keys stay). */
function clearCache(storage) {
	try {
		const keys = [];
		for (let i = 0; i < storage.length; i++) {
			const key = storage.key(i);
			if (key?.startsWith("http-cache:v1:")) keys.push(key);
		}
		for (const key of keys) storage.removeItem(key);
	} catch {}
}
/**
* Keeps a successful (2xx) answer for ttlMs. A full storage is first relieved of expired
* entries and tried once more; if it is still full the answer simply is not cached.
*/
function writeCached(storage, key, response, ttlMs, now) {
	if (response.status < 200 || response.status >= 300 || ttlMs <= 0) return false;
	const text = JSON.stringify({
		status: response.status,
		body: response.body,
		expires: now + ttlMs
	});
	for (let attempt = 0; attempt < 2; attempt++) try {
		storage.setItem(key, text);
		return true;
	} catch {
		if (attempt === 0 && purgeExpired(storage, now) === 0) return false;
	}
	return false;
}
// src/islands/api/client.ts
var client_exports = /* @__PURE__ */ __exportAll({
	ApiFailure: () => ApiFailure,
	apiGet: () => apiGet,
	apiPost: () => apiPost,
	clearApiCache: () => clearApiCache
});
/** Why a call failed: the API's `{ error: { code, message } }`, or status 0 when no answer came. */
var ApiFailure = class extends Error {
	status;
	code;
	constructor(status, code, message) {
		super(message);
		this.name = "ApiFailure";
		this.status = status;
		this.code = code;
	}
};
var http = ky.create({
	prefix: "/api",
	timeout: 15e3,
	retry: { limit: 1 },
	hooks: { beforeRequest: [({ request }) => {
		const token = $session.get()?.access_token;
		if (token && !request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
	}] }
});
function toParams(query) {
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(query ?? {})) if (value !== void 0) params.set(name, String(value));
	return params;
}
async function toFailure(error) {
	if (error instanceof ApiFailure) return error;
	if (error instanceof HTTPError) {
		const { status } = error.response;
		try {
			const body = await error.response.clone().json();
			if (typeof body.error?.code === "string") return new ApiFailure(status, body.error.code, typeof body.error.message === "string" ? body.error.message : body.error.code);
		} catch {}
		return new ApiFailure(status, status === 404 ? "not_found" : "http_error", error.response.statusText || `HTTP ${status}`);
	}
	if (error instanceof TimeoutError) return new ApiFailure(0, "timeout", error.message);
	if (error instanceof DOMException && error.name === "AbortError") return new ApiFailure(0, "aborted", error.message);
	return new ApiFailure(0, "network_error", error instanceof Error ? error.message : String(error));
}
var clean = (path) => path.replace(/^\/+/, "");
function parseJson(text) {
	return text ? JSON.parse(text) : void 0;
}
/** Partition of the cache: one player's answers are never served to the next one in the tab. */
var partition = () => String($session.get()?.id ?? "");
/** A GET whose JSON answer is cached per the spec; throws ApiFailure. */
async function apiGet(path, options = {}) {
	const params = toParams(options.searchParams);
	const storage = options.noCache ? void 0 : browserStorage("session");
	const key = storage ? cacheKey("GET", `/api/${clean(path)}`, params, partition()) : void 0;
	if (storage && key) {
		const cached = readCached(storage, key, Date.now());
		if (cached) return parseJson(cached.body);
	}
	try {
		const response = await http.get(clean(path), {
			searchParams: params,
			signal: options.signal
		});
		const body = await response.text();
		if (storage && key) writeCached(storage, key, {
			status: response.status,
			body
		}, options.ttlMs ?? 6e4, Date.now());
		return parseJson(body);
	} catch (error) {
		throw await toFailure(error);
	}
}
/** A POST with a JSON body; never cached, never retried. Returns the parsed answer (undefined when empty). */
async function apiPost(path, json, options = {}) {
	try {
		return parseJson(await (await http.post(clean(path), {
			json,
			signal: options.signal,
			retry: { limit: 0 }
		})).text());
	} catch (error) {
		throw await toFailure(error);
	}
}
/** Forgets every cached answer, e.g. at logout so the next person at this browser sees none of them. */
function clearApiCache() {
	const storage = browserStorage("session");
	if (storage) clearCache(storage);
}
export { GAME_LIST_TTL_MS as a, client_exports as i, apiGet as n, apiPost as r, ApiFailure as t };
