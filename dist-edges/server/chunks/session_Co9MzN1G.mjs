import { atom } from "nanostores";
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
// src/stores/storage.ts
/** The browser's storage of that kind, or undefined on the server or when access is refused. */
function browserStorage(kind) {
	try {
		if (typeof window === "undefined") return void 0;
		return kind === "local" ? window.localStorage : window.sessionStorage;
	} catch {
		return;
	}
}
function readItem(kind, key) {
	try {
		return browserStorage(kind)?.getItem(key) ?? null;
	} catch {
		return null;
	}
}
/** Writes a value; false when the storage refused it (full or blocked). */
function writeItem(kind, key, value) {
	try {
		const storage = browserStorage(kind);
		if (!storage) return false;
		storage.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}
function removeItem(kind, key) {
	try {
		browserStorage(kind)?.removeItem(key);
	} catch {}
}
/**
* The object @nanostores/persistent reads and writes with property syntax, over a Storage:
* every access is guarded, so a refused write keeps the value in memory for this page only.
*/
function guardedEngine(storage) {
	const fallback = {};
	const keys = () => {
		try {
			if (!storage) return Object.keys(fallback);
			const out = [];
			for (let i = 0; i < storage.length; i++) {
				const key = storage.key(i);
				if (key !== null) out.push(key);
			}
			return [.../* @__PURE__ */ new Set([...out, ...Object.keys(fallback)])];
		} catch {
			return Object.keys(fallback);
		}
	};
	const get = (key) => {
		if (key in fallback) return fallback[key];
		try {
			return storage?.getItem(key) ?? void 0;
		} catch {
			return;
		}
	};
	return new Proxy(fallback, {
		get: (_, key) => typeof key === "string" ? get(key) : void 0,
		has: (_, key) => typeof key === "string" && get(key) !== void 0,
		set: (_, key, value) => {
			if (typeof key !== "string") return true;
			try {
				if (!storage) throw new Error("no storage");
				storage.setItem(key, String(value));
				delete fallback[key];
			} catch {
				fallback[key] = String(value);
			}
			return true;
		},
		deleteProperty: (_, key) => {
			if (typeof key !== "string") return true;
			delete fallback[key];
			try {
				storage?.removeItem(key);
			} catch {}
			return true;
		},
		ownKeys: () => keys(),
		getOwnPropertyDescriptor: (_, key) => {
			if (typeof key !== "string") return void 0;
			const value = get(key);
			return value === void 0 ? void 0 : {
				value,
				writable: true,
				enumerable: true,
				configurable: true
			};
		}
	});
}
if (typeof window !== "undefined") setPersistentEngine(guardedEngine(browserStorage("session")), windowPersistentEvents);
else setPersistentEngine({}, {
	addEventListener() {},
	removeEventListener() {}
});
// src/lib/shape/index.ts
var FAIL = { ok: false };
function shape(check) {
	return {
		check,
		safeParse(value) {
			const r = check(value);
			return r.ok ? {
				success: true,
				data: r.value
			} : { success: false };
		}
	};
}
var primitive = (test) => shape((v) => test(v) ? {
	ok: true,
	value: v
} : FAIL);
var z = {
	string: () => primitive((v) => typeof v === "string"),
	number: () => primitive((v) => typeof v === "number" && Number.isFinite(v)),
	int: () => primitive((v) => Number.isSafeInteger(v)),
	boolean: () => primitive((v) => typeof v === "boolean"),
	literal: (literal) => primitive((v) => v === literal),
	enum: (values) => primitive((v) => typeof v === "string" && values.includes(v)),
	optional: (inner) => shape((v) => v === void 0 ? {
		ok: true,
		value: void 0
	} : inner.check(v)),
	nullable: (inner) => shape((v) => v === null ? {
		ok: true,
		value: null
	} : inner.check(v)),
	array: (item) => shape((v) => {
		if (!Array.isArray(v)) return FAIL;
		const out = [];
		for (const x of v) {
			const r = item.check(x);
			if (!r.ok) return FAIL;
			out.push(r.value);
		}
		return {
			ok: true,
			value: out
		};
	}),
	record: (_key, item) => shape((v) => {
		if (typeof v !== "object" || v === null || Array.isArray(v)) return FAIL;
		const out = {};
		for (const [k, x] of Object.entries(v)) {
			const r = item.check(x);
			if (!r.ok) return FAIL;
			out[k] = r.value;
		}
		return {
			ok: true,
			value: out
		};
	}),
	object: (props) => shape((v) => {
		if (typeof v !== "object" || v === null || Array.isArray(v)) return FAIL;
		const out = {};
		for (const [k, s] of Object.entries(props)) {
			const r = s.check(v[k]);
			if (!r.ok) return FAIL;
			if (r.value !== void 0) out[k] = r.value;
		}
		return {
			ok: true,
			value: out
		};
	})
};
// src/stores/session.ts
var SESSION_KEY = "session";
var SESSION_VERSION = 1;
var LoggedUser = z.object({
	id: z.int(),
	username: z.string(),
	first_name: z.string(),
	last_name: z.string(),
	/** Minor units (cents). */
	balance: z.int(),
	/** ISO 8601 instant of the previous login, or null on a first login. */
	last_login: z.nullable(z.string()),
	/** The formatted time of this login, shown in the desktop top bar. */
	logged_in_from: z.nullable(z.string()),
	has_logged_in_before: z.boolean(),
	access_token: z.string(),
	refresh_token: z.string(),
	currency: z.string()
});
var Stored = z.object({
	v: z.literal(SESSION_VERSION),
	user: LoggedUser
});
/** A LoggedUser from untrusted data, or null when it is not one. */
function parseLoggedUser(value) {
	const parsed = LoggedUser.safeParse(value);
	return parsed.success ? parsed.data : null;
}
/** Reads a stored entry; anything but the current version's valid shape is null. */
function decodeSession(text) {
	try {
		const parsed = Stored.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data.user : null;
	} catch {
		return null;
	}
}
/** The stored text of a user; undefined removes the entry. */
function encodeSession(user) {
	return user ? JSON.stringify({
		v: SESSION_VERSION,
		user
	}) : void 0;
}
var $session = persistentAtom(SESSION_KEY, null, {
	encode: encodeSession,
	decode: decodeSession
});
function setSession(user) {
	$session.set(user);
}
function clearSession() {
	$session.set(null);
	$sessionMeta.set(null);
	$sessionSettings.set(null);
}
/** A new balance in minor units, as the live socket pushes it. Ignored when logged out. */
function updateBalance(balance) {
	const user = $session.get();
	if (user && Number.isSafeInteger(balance)) $session.set({
		...user,
		balance
	});
}
/** "First Last", or the username when the operator gave no name. */
function displayName(user) {
	return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
var SessionMetaShape = z.object({
	id: z.int(),
	started_at: z.number(),
	opening_balance: z.int(),
	refreshed_at: z.number(),
	reality_checked_at: z.number()
});
var $sessionMeta = persistentAtom("session-meta", null, {
	encode: (meta) => meta ? JSON.stringify(meta) : void 0,
	decode: (text) => {
		try {
			const parsed = SessionMetaShape.safeParse(JSON.parse(text));
			return parsed.success ? parsed.data : null;
		} catch {
			return null;
		}
	}
});
/** The meta of the logged-in player, started now when missing or left by another player. */
function currentSessionMeta(user, now) {
	const meta = $sessionMeta.get();
	if (meta && meta.id === user.id) return meta;
	const fresh = {
		id: user.id,
		started_at: now,
		opening_balance: user.balance,
		refreshed_at: now,
		reality_checked_at: now
	};
	$sessionMeta.set(fresh);
	return fresh;
}
function patchSessionMeta(patch) {
	const meta = $sessionMeta.get();
	if (meta) $sessionMeta.set({
		...meta,
		...patch
	});
}
/** New tokens after a refresh or a password change. Ignored when logged out. */
function updateTokens(access, refresh) {
	const user = $session.get();
	if (user) $session.set({
		...user,
		access_token: access,
		refresh_token: refresh
	});
}
var $sessionSettings = atom(null);
export { currentSessionMeta as a, patchSessionMeta as c, updateTokens as d, z as f, writeItem as g, removeItem as h, clearSession as i, setSession as l, readItem as m, $sessionMeta as n, displayName as o, browserStorage as p, $sessionSettings as r, parseLoggedUser as s, $session as t, updateBalance as u };
