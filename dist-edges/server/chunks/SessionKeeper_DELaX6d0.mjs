import { a as currentSessionMeta, c as patchSessionMeta, d as updateTokens, n as $sessionMeta, r as $sessionSettings, t as $session, u as updateBalance } from "./session_Co9MzN1G.mjs";
import { a as parseMajor, d as formatDateTime, i as formatMoney } from "./odds_DluFzNdV.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Modal } from "./Modal_DKT_rl_O.mjs";
import { P as ErrorBoundary } from "./Base_3V3zp8oW.mjs";
import { t as logout } from "./logout_Dc8AOnlj.mjs";
import { useEffect } from "react";
import { atom } from "nanostores";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/account/live.ts
var KEEP_ALIVE_TEXT = "Hello, I am still here.";
var KEEP_ALIVE_MS = 12e3;
var BACKOFF_MS = [
	1e3,
	2e3,
	5e3,
	1e4,
	3e4
];
/** The balance of a push in minor units, or null when the message is not one. */
function balanceFromMessage(message) {
	if (typeof message !== "object" || message === null) return null;
	const { type, balance } = message;
	if (type !== "balance" || typeof balance !== "string") return null;
	const minor = parseMajor(balance, { allowNegative: true });
	return minor === void 0 ? null : Number(minor);
}
function liveUrl(location, playerId) {
	return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/live?id=${encodeURIComponent(String(playerId))}`;
}
function connectLive(options) {
	let socket = null;
	let keepAlive;
	let retry;
	let failures = 0;
	let closed = false;
	const stop = () => {
		clearInterval(keepAlive);
		clearTimeout(retry);
		if (socket) {
			socket.onclose = null;
			socket.onmessage = null;
			socket.onopen = null;
			socket.close();
			socket = null;
			options.onState?.(false);
		}
	};
	const open = () => {
		stop();
		if (closed) return;
		let ws;
		try {
			ws = new WebSocket(liveUrl(window.location, options.playerId), ["bearer", options.token()]);
		} catch {
			schedule();
			return;
		}
		socket = ws;
		ws.onopen = () => {
			failures = 0;
			options.onState?.(true);
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
			const balance = balanceFromMessage(message);
			if (balance !== null) options.onBalance(balance);
			else if (typeof message === "object" && message !== null) options.onMessage?.(message);
		};
		ws.onclose = () => {
			clearInterval(keepAlive);
			options.onState?.(false);
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
	return {
		renew: () => {
			failures = 0;
			open();
		},
		close: () => {
			closed = true;
			stop();
			options.onState?.(false);
		}
	};
}
// src/islands/account/keeper.ts
var REFRESH_EVERY_MS = 24e4;
/** After a refresh that got no answer (network loss), the next try comes sooner. */
var REFRESH_RETRY_MS = 15e3;
/** How often idle time and the reality check are looked at. */
var TICK_MS = 5e3;
var ACTIVITY_EVENTS = [
	"pointerdown",
	"pointermove",
	"keydown",
	"wheel",
	"touchstart",
	"scroll"
];
/** The reality check being shown, or null. */
var $realityCheck = atom(null);
/** Whether the idle time has passed the player's automatic-logout setting (0 is off). */
function idleExpired(lastActivity, now, autoLogoutMinutes) {
	return autoLogoutMinutes > 0 && now - lastActivity >= autoLogoutMinutes * 6e4;
}
/** Whether a reality check is due (0 is off). */
function realityCheckDue(lastShown, now, everyMinutes) {
	return everyMinutes > 0 && now - lastShown >= everyMinutes * 6e4;
}
/**
* Counts the balance pushes, so that a balance read which started before the latest push (and
* answers after it) is not applied over the newer pushed balance.
*/
function balanceReads() {
	let pushes = 0;
	return {
		pushed: () => {
			pushes += 1;
		},
		startRead: () => {
			const at = pushes;
			return () => pushes === at;
		}
	};
}
var reads = balanceReads();
function pushedBalance(balance) {
	reads.pushed();
	updateBalance(balance);
}
async function loadSettings() {
	const { apiGet } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
	const stillFresh = reads.startRead();
	try {
		const account = await apiGet("account", { noCache: true });
		$sessionSettings.set({
			auto_logout_minutes: account.auto_logout_minutes,
			reality_check_minutes: account.reality_check_minutes
		});
		const minor = parseMajor(account.balance, { allowNegative: true });
		if (minor !== void 0 && stillFresh()) updateBalance(Number(minor));
	} catch {}
}
async function refreshTokens(user) {
	const { apiPost, ApiFailure } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
	try {
		const answer = await apiPost("token/refresh", { refresh: user.refresh_token });
		if (typeof answer?.access !== "string" || typeof answer.refresh !== "string") return "refused";
		if ($session.get()?.id !== user.id) return "refused";
		updateTokens(answer.access, answer.refresh);
		patchSessionMeta({ refreshed_at: Date.now() });
		return "ok";
	} catch (error) {
		return error instanceof ApiFailure && error.status !== 0 ? "refused" : "offline";
	}
}
/** Runs the background work for one logged-in player until stopped. */
function runFor(user) {
	let lastActivity = Date.now();
	let refreshTimer;
	let stopped = false;
	const meta = currentSessionMeta(user, Date.now());
	const live = connectLive({
		playerId: user.id,
		token: () => $session.get()?.access_token ?? "",
		onBalance: pushedBalance,
		onState: (open) => {
			if (open) document.documentElement.dataset.live = "open";
			else delete document.documentElement.dataset.live;
			if (open) loadSettings();
		}
	});
	const scheduleRefresh = (waitMs) => {
		clearTimeout(refreshTimer);
		refreshTimer = setTimeout(async () => {
			const current = $session.get();
			if (stopped || !current) return;
			const outcome = await refreshTokens(current);
			if (stopped) return;
			if (outcome === "refused") {
				logout({
					callServer: false,
					noticeKey: "account.sessionEnded"
				});
				return;
			}
			if (outcome === "ok") live.renew();
			scheduleRefresh(outcome === "ok" ? REFRESH_EVERY_MS : REFRESH_RETRY_MS);
		}, Math.max(0, waitMs));
	};
	scheduleRefresh(meta.refreshed_at + REFRESH_EVERY_MS - Date.now());
	const onActivity = () => {
		lastActivity = Date.now();
	};
	for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, {
		passive: true,
		capture: true
	});
	const tick = setInterval(() => {
		const settings = $sessionSettings.get();
		const current = $session.get();
		if (!settings || !current) return;
		const now = Date.now();
		if (idleExpired(lastActivity, now, settings.auto_logout_minutes)) {
			logout({ noticeKey: "account.autoLoggedOut" });
			return;
		}
		const shown = $sessionMeta.get();
		if (shown && !$realityCheck.get() && realityCheckDue(shown.reality_checked_at, now, settings.reality_check_minutes)) $realityCheck.set({
			durationMs: now - shown.started_at,
			netMinor: current.balance - shown.opening_balance,
			currency: current.currency
		});
	}, TICK_MS);
	loadSettings();
	return () => {
		stopped = true;
		clearTimeout(refreshTimer);
		clearInterval(tick);
		for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
		live.close();
		$realityCheck.set(null);
	};
}
/** Starts following the session; returns the function that stops everything. */
function startKeeper() {
	let running = null;
	const follow = (user) => {
		if (running && (!user || user.id !== running.id)) {
			running.stop();
			running = null;
		}
		if (user && !running) running = {
			id: user.id,
			stop: runFor(user)
		};
	};
	follow($session.get());
	const unsubscribe = $session.listen(follow);
	return () => {
		unsubscribe();
		running?.stop();
		running = null;
	};
}
/** "Continue" on the reality check: the next one comes a full interval later. */
function continueAfterRealityCheck() {
	patchSessionMeta({ reality_checked_at: Date.now() });
	$realityCheck.set(null);
}
// src/islands/account/SessionKeeper.tsx
/**
* Mounted once per page while a player is logged in: keeps the session alive (token
* refresh, live socket, automatic logout, reality check) and fills the desktop top bar's
* last-login figures.
*/
function SessionKeeper({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Keeper, { lang })
	});
}
function Keeper({ lang }) {
	const t = useT(lang);
	useEffect(startKeeper, []);
	useTopBar();
	return /* @__PURE__ */ jsx(RealityCheckModal, {
		lang,
		t
	});
}
/** The layout's top-bar slots for "last login" and "logged in since", revealed for a player. */
function useTopBar() {
	const user = useStore($session);
	useEffect(() => {
		const box = document.querySelector("[data-session-info]");
		if (!box) return;
		const last = box.querySelector("[data-last-login]");
		const from = box.querySelector("[data-logged-in-from]");
		const lastAt = user?.last_login ? Date.parse(user.last_login) : NaN;
		if (last) last.textContent = Number.isFinite(lastAt) ? formatDateTime(lastAt) : "–";
		if (from) from.textContent = user?.logged_in_from ?? "–";
		box.hidden = !user;
	}, [user]);
	useEffect(() => () => {
		const box = document.querySelector("[data-session-info]");
		if (box) box.hidden = true;
	}, []);
}
/** "1 h 05 min" style duration. */
function durationText(ms, t) {
	const minutes = Math.max(0, Math.floor(ms / 6e4));
	const hours = Math.floor(minutes / 60);
	return hours > 0 ? t("account.durationHours", {
		hours,
		minutes: String(minutes % 60).padStart(2, "0")
	}) : t("account.durationMinutes", { minutes });
}
function RealityCheckModal({ lang, t }) {
	const check = useStore($realityCheck);
	return /* @__PURE__ */ jsx(Modal, {
		open: check !== null,
		onClose: continueAfterRealityCheck,
		title: t("account.realityCheckTitle"),
		lang,
		actions: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "isl-button isl-button--primary",
			onClick: continueAfterRealityCheck,
			children: t("account.realityCheckContinue")
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "isl-button isl-button--ghost",
			onClick: () => void logout(),
			children: t("account.logout")
		})] }),
		children: check ? /* @__PURE__ */ jsxs("dl", {
			className: "acc-facts",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("account.realityCheckDuration") }), /* @__PURE__ */ jsx("dd", { children: durationText(check.durationMs, t) })] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("account.realityCheckNet") }), /* @__PURE__ */ jsxs("dd", {
				className: check.netMinor < 0 ? "acc-negative" : void 0,
				children: [check.netMinor > 0 ? "+" : "", formatMoney(check.netMinor, check.currency, lang)]
			})] })]
		}) : null
	});
}
export { SessionKeeper as default, durationText };
