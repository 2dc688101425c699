import { atom, map } from "nanostores";
// src/lib/offer/live-merge.ts
/** `${eventId}:${oddCustomId}`, the key of the slip and of the live-odds store. */
var oddKey = (eventId, customId) => `${eventId}:${customId}`;
/** The event with the patch applied; the same object when nothing in it changes. */
function applyPush(e, p) {
	const odds = new Map(p.odds?.map(([id, value, suspended]) => [id, {
		value,
		suspended
	}]));
	const groups = new Map(p.groups ?? []);
	const bets = odds.size || groups.size ? e.bets.map((g) => {
		const groupOff = groups.get(g.custom_id);
		if (!(groupOff !== void 0 || g.odds.some((o) => odds.has(o.custom_id)))) return g;
		const suspended = groupOff ?? g.suspended;
		return {
			...g,
			suspended,
			odds: g.odds.map((o) => {
				const next = odds.get(o.custom_id);
				const value = next?.value ?? o.value;
				const oddOff = (next ? next.suspended : groupOff === void 0 ? o.suspended : false) || suspended;
				return {
					...o,
					value,
					odds: value / 100,
					suspended: oddOff
				};
			})
		};
	}) : e.bets;
	const next = {
		...e,
		bets,
		fullTimeBet: e.fullTimeBet ? bets.find((b) => b.custom_id === e.fullTimeBet?.custom_id) ?? null : null
	};
	if (p.homeGoals !== void 0) next.homeGoals = p.homeGoals;
	if (p.awayGoals !== void 0) next.awayGoals = p.awayGoals;
	if (p.status === "live" || p.status === "finished" || p.status === "scheduled" || p.status === "cancelled") next.status = p.status;
	if (p.live) Object.assign(next, p.live);
	return next;
}
/** Odds whose value differs between two versions of an event, with the direction. */
function oddMoves(before, after) {
	if (!before) return [];
	const old = new Map(before.bets.flatMap((g) => g.odds.map((o) => [o.custom_id, o.value])));
	const out = [];
	for (const g of after.bets) for (const o of g.odds) {
		const was = old.get(o.custom_id);
		if (was !== void 0 && was !== o.value) out.push([oddKey(after.fi, o.custom_id), o.value > was ? "higher" : "lower"]);
	}
	return out;
}
// src/stores/live-odds.ts
var $liveOdds = map({});
var $liveOddsReady = atom(false);
function entries(e) {
	return e.bets.flatMap((g) => g.odds.map((o) => [oddKey(e.fi, o.custom_id), {
		value: o.value,
		suspended: o.suspended || g.suspended
	}]));
}
/** Replaces everything with a full list of live events (the 10 s refetch). */
function setLiveOddsFrom(events) {
	$liveOdds.set(Object.fromEntries(events.flatMap(entries)));
	$liveOddsReady.set(true);
}
/** Updates the odds of changed events; a finished event's odds leave the store. An event's odds keep their custom ids, so its own list names the keys to touch. */
function updateLiveOdds(events) {
	const next = { ...$liveOdds.get() };
	for (const e of events) for (const [k, v] of entries(e)) if (e.status === "live") next[k] = v;
	else delete next[k];
	$liveOdds.set(next);
}
// src/stores/odd-flags.ts
var ODD_FLAG_MS = 6e3;
/** `${eventId}:${oddCustomId}` -> the direction of its last move, for ODD_FLAG_MS. */
var $oddFlags = map({});
/** When each flag ends; one sweep clears every flag that is due, so 200 moves a second cost one render per sweep, not one per flag. */
var flagEnds = /* @__PURE__ */ new Map();
var SWEEP_MS = 200;
var sweeper;
function sweep() {
	const now = Date.now();
	let next;
	for (const [key, end] of flagEnds) {
		if (end > now) continue;
		flagEnds.delete(key);
		next ??= { ...$oddFlags.get() };
		delete next[key];
	}
	if (next) $oddFlags.set(next);
	if (flagEnds.size === 0) {
		clearInterval(sweeper);
		sweeper = void 0;
	}
}
/** Marks moved odds; each mark clears ODD_FLAG_MS later. */
function flagOddMoves(moves) {
	if (moves.length === 0) return;
	const next = { ...$oddFlags.get() };
	const end = Date.now() + ODD_FLAG_MS;
	for (const [key, move] of moves) {
		next[key] = move;
		flagEnds.set(key, end);
	}
	$oddFlags.set(next);
	sweeper ??= setInterval(sweep, SWEEP_MS);
}
export { setLiveOddsFrom as a, oddKey as c, $liveOddsReady as i, oddMoves as l, flagOddMoves as n, updateLiveOdds as o, $liveOdds as r, applyPush as s, $oddFlags as t };
