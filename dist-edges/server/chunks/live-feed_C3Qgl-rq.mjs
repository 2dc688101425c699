import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as apiGet } from "./client_QVtWpBMY.mjs";
import { a as setLiveOddsFrom, l as oddMoves, n as flagOddMoves, o as updateLiveOdds, s as applyPush } from "./odd-flags_x-xvSUch.mjs";
import { f as z } from "./session_Co9MzN1G.mjs";
import { atom, computed } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
// src/stores/live-favorites.ts
var LIVE_FAVORITES_KEY = "live-favorites";
var FavoriteEvent = z.object({
	fi: z.int(),
	home: z.object({ name: z.string() }),
	away: z.object({ name: z.string() }),
	time: z.int(),
	sportId: z.int(),
	league: z.object({ name: z.string() })
});
var Favorites = z.record(z.string(), z.array(FavoriteEvent));
function decodeFavorites(text) {
	try {
		const parsed = Favorites.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data : {};
	} catch {
		return {};
	}
}
var $liveFavorites = persistentAtom(LIVE_FAVORITES_KEY, {}, {
	encode: JSON.stringify,
	decode: decodeFavorites
});
var $liveFavoriteIds = computed($liveFavorites, (f) => new Set(Object.values(f).flatMap((list) => list.map((e) => e.fi))));
var lite = (e) => ({
	fi: e.fi,
	home: { name: e.home.name },
	away: { name: e.away.name },
	time: e.time,
	sportId: e.sportId,
	league: { name: e.league.name }
});
/** Adds the event to its sport's favourites, or removes it when it is there. */
function withFavoriteToggled(f, e) {
	const key = String(e.sportId);
	const list = f[key] ?? [];
	const next = list.some((x) => x.fi === e.fi) ? list.filter((x) => x.fi !== e.fi) : [...list, lite(e)];
	const out = {
		...f,
		[key]: next
	};
	if (next.length === 0) delete out[key];
	return out;
}
/** Favourites re-synced to fresh live data: fresh names and times; events no longer live leave. */
function withFavoritesSynced(f, live) {
	const byId = new Map(live.map((e) => [e.fi, e]));
	const out = {};
	for (const [sport, list] of Object.entries(f)) {
		const kept = list.flatMap((e) => {
			const fresh = byId.get(e.fi);
			return fresh ? [lite(fresh)] : [];
		});
		if (kept.length) out[sport] = kept;
	}
	return out;
}
function toggleLiveFavorite(e) {
	$liveFavorites.set(withFavoriteToggled($liveFavorites.get(), e));
}
function syncLiveFavorites(live) {
	const before = $liveFavorites.get();
	const after = withFavoritesSynced(before, live);
	if (JSON.stringify(after) !== JSON.stringify(before)) $liveFavorites.set(after);
}
// src/islands/live/live-feed.ts
var live_feed_exports = /* @__PURE__ */ __exportAll({ startLiveFeed: () => startLiveFeed });
var LIVE_REFRESH_MS = 1e4;
var KEEP_ALIVE_TEXT = "Hello, I am still here.";
var KEEP_ALIVE_MS = 12e3;
var BACKOFF_MS = [
	1e3,
	2e3,
	5e3,
	1e4,
	3e4
];
/** Live events by start time. */
var $liveEvents = atom([]);
/** Seeds the store with the server-rendered list (no flags: nothing moved yet). */
function seedLiveEvents(events) {
	if ($liveEvents.get().length === 0 && events.length) {
		$liveEvents.set(events);
		setLiveOddsFrom(events);
	}
}
/** A fresh full list: previous odds are kept to flag what moved since. */
function replaceLiveEvents(events) {
	const before = new Map($liveEvents.get().map((e) => [e.fi, e]));
	flagOddMoves(events.flatMap((e) => oddMoves(before.get(e.fi), e)));
	$liveEvents.set(events);
	setLiveOddsFrom(events);
	syncLiveFavorites(events);
}
/** Applies a batch of pushes; finished events leave the list. */
function applyPushes(pushes) {
	const list = $liveEvents.get();
	const index = new Map(list.map((e, i) => [e.fi, i]));
	const next = [...list];
	const changed = [];
	const moves = [];
	let removed = false;
	for (const p of pushes) {
		const i = index.get(p.id);
		if (i === void 0) continue;
		const before = next[i];
		const after = applyPush(before, p);
		moves.push(...oddMoves(before, after));
		next[i] = after;
		changed.push(after);
		if (after.status !== "live") removed = true;
	}
	if (changed.length === 0) return;
	flagOddMoves(moves);
	$liveEvents.set(removed ? next.filter((e) => e.status === "live") : next);
	updateLiveOdds(changed);
}
async function refetch(signal) {
	replaceLiveEvents((await apiGet("get_live_events", {
		noCache: true,
		signal
	})).events);
}
function socketUrl() {
	return `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/api/live`;
}
var users = 0;
var stopFeed;
/** Starts the refetch timer and the socket (once, however many islands ask); returns the release. */
function startLiveFeed() {
	users += 1;
	if (users === 1) stopFeed = run();
	let released = false;
	return () => {
		if (released) return;
		released = true;
		users -= 1;
		if (users === 0) {
			stopFeed?.();
			stopFeed = void 0;
		}
	};
}
function run() {
	const abort = new AbortController();
	let closed = false;
	let socket = null;
	let keepAlive;
	let retry;
	let failures = 0;
	const load = () => void refetch(abort.signal).catch(() => void 0);
	load();
	const poll = setInterval(load, LIVE_REFRESH_MS);
	const open = () => {
		if (closed) return;
		let ws;
		try {
			ws = new WebSocket(socketUrl());
		} catch {
			schedule();
			return;
		}
		socket = ws;
		ws.onopen = () => {
			if (failures > 0) load();
			failures = 0;
			keepAlive = setInterval(() => {
				if (ws.readyState === WebSocket.OPEN) ws.send(KEEP_ALIVE_TEXT);
			}, KEEP_ALIVE_MS);
		};
		ws.onmessage = (event) => {
			let message;
			try {
				message = JSON.parse(String(event.data));
			} catch {
				return;
			}
			const m = message;
			if (m && m.type === "live" && Array.isArray(m.events)) {
				applyPushes(m.events);
				if (m.events.some((p) => p.status === "live" && !$liveEvents.get().some((e) => e.fi === p.id))) load();
			}
		};
		ws.onclose = () => {
			clearInterval(keepAlive);
			socket = null;
			schedule();
		};
	};
	const schedule = () => {
		if (closed) return;
		const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 3e4;
		failures += 1;
		retry = setTimeout(open, wait);
	};
	open();
	return () => {
		closed = true;
		abort.abort();
		clearInterval(poll);
		clearInterval(keepAlive);
		clearTimeout(retry);
		if (socket) {
			socket.onclose = null;
			socket.close();
		}
	};
}
export { $liveFavoriteIds as a, startLiveFeed as i, live_feed_exports as n, toggleLiveFavorite as o, seedLiveEvents as r, $liveEvents as t };
