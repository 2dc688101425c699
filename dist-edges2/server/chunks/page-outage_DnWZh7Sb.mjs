import { t as runtime } from "./current_DIBg78p7.mjs";
// src/server/http/database-gate.ts
var PROBE_INTERVAL_MS = 1e3;
var PROBE_TIMEOUT_MS = 2e3;
var WATCH_INTERVAL_MS = 2e3;
var NETWORK_CODES = /* @__PURE__ */ new Set([
	"ECONNREFUSED",
	"ECONNRESET",
	"ETIMEDOUT",
	"EPIPE",
	"ENOTFOUND",
	"EAI_AGAIN",
	"EHOSTUNREACH",
	"ENETUNREACH",
	"ECONNABORTED"
]);
var UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
var UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database thread stopped|Cannot use a pool after calling end/i;
/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot be reached. */
function isDatabaseUnavailable(err) {
	const seen = /* @__PURE__ */ new Set();
	const queue = [err];
	while (queue.length > 0) {
		const e = queue.shift();
		if (e === null || typeof e !== "object" || seen.has(e)) continue;
		seen.add(e);
		const { code, message, cause, errors } = e;
		if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
		if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
		queue.push(cause);
		if (Array.isArray(errors)) queue.push(...errors);
	}
	return false;
}
function createDatabaseGate(ping, options = {}) {
	const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
	const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
	let down = false;
	let lastProbe = 0;
	let inFlight = null;
	const probe = () => {
		inFlight ??= (async () => {
			lastProbe = Date.now();
			let timer;
			const timeout = new Promise((resolve) => {
				timer = setTimeout(() => resolve(false), timeoutMs);
				timer.unref();
			});
			try {
				const ok = await Promise.race([ping().catch(() => false), timeout]);
				down = !ok;
				return ok;
			} finally {
				clearTimeout(timer);
				inFlight = null;
			}
		})();
		return inFlight;
	};
	return {
		isDown: () => down,
		markDown() {
			down = true;
		},
		async available() {
			if (!down) {
				if (!inFlight && Date.now() - lastProbe >= WATCH_INTERVAL_MS) probe();
				return true;
			}
			if (inFlight) return inFlight;
			if (Date.now() - lastProbe < intervalMs) return false;
			return probe();
		},
		probe
	};
}
var GATES = Symbol.for("sportsbook.databaseGates");
var gates = globalThis[GATES] ??= /* @__PURE__ */ new WeakMap();
/** The one gate of a runtime, shared by its API and its pages. */
function databaseGate(rt) {
	let gate = gates.get(rt);
	if (!gate) {
		gate = createDatabaseGate(() => rt.database.ping());
		gates.set(rt, gate);
	}
	return gate;
}
// src/server/http/page-outage.ts
/** True when the error (or a probe right after it) says the database is unreachable; marks the gate down. */
async function isDatabaseOutage(error) {
	let rt;
	try {
		rt = runtime();
	} catch {
		return isDatabaseUnavailable(error);
	}
	const gate = databaseGate(rt);
	if (isDatabaseUnavailable(error) || gate.isDown() || !await gate.probe()) {
		gate.markDown();
		return true;
	}
	return false;
}
/** Whether pages should answer "back soon" now: the gate knows the database down and a probe does not find it back. */
async function pagesUnavailable() {
	try {
		return !await databaseGate(runtime()).available();
	} catch {
		return false;
	}
}
export { pagesUnavailable as n, isDatabaseOutage as t };
