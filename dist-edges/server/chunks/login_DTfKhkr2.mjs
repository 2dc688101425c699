import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as parseMajor, d as formatDateTime } from "./odds_DluFzNdV.mjs";
import { l as setSession, n as $sessionMeta, s as parseLoggedUser } from "./session_Co9MzN1G.mjs";
// src/islands/account/login.ts
var login_exports = /* @__PURE__ */ __exportAll({
	afterLoginPath: () => afterLoginPath,
	login: () => login,
	loginFailureText: () => loginFailureText
});
/** The stored user from a login answer: balance in minor units, the site currency when the answer names none. */
function userFromLogin(raw, currency) {
	if (typeof raw !== "object" || raw === null) return null;
	const data = raw;
	const balance = typeof data.balance === "string" ? parseMajor(data.balance) : data.balance;
	return parseLoggedUser({
		last_login: null,
		logged_in_from: null,
		...data,
		balance: typeof balance === "bigint" ? Number(balance) : balance,
		currency: typeof data.currency === "string" ? data.currency : currency
	});
}
/** The failure an error answer stands for; anything unexpected reads as wrong credentials. */
function failureFromAnswer(status, body, retryAfterHeader) {
	const error = typeof body === "object" && body !== null ? body.error : void 0;
	if (status === 429) {
		const seconds = Number(error?.details?.retry_after_seconds ?? retryAfterHeader);
		return {
			ok: false,
			messageKey: "login.tooManyAttempts",
			minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15
		};
	}
	if (status === 403 && error?.code === "account_locked") {
		const until = error.details?.until;
		return {
			ok: false,
			messageKey: "login.accountLocked",
			until: typeof until === "string" && Number.isFinite(Date.parse(until)) ? until : null
		};
	}
	return {
		ok: false,
		messageKey: "wrong_credentials"
	};
}
/**
* Logs in and stores the player; never throws. Plain fetch rather than the shared client,
* because the refusals carry details (Retry-After, the lock's end) the player must see.
*/
async function login(username, password, currency) {
	if (!username.trim() || !password) return {
		ok: false,
		messageKey: "wrong_credentials"
	};
	let response;
	try {
		response = await fetch("/api/login", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({
				username: username.trim(),
				password
			})
		});
	} catch {
		return {
			ok: false,
			messageKey: "network_error_message"
		};
	}
	const body = await response.json().catch(() => null);
	if (!response.ok) return failureFromAnswer(response.status, body, response.headers.get("retry-after"));
	const user = userFromLogin(body, currency);
	if (!user) return {
		ok: false,
		messageKey: "wrong_credentials"
	};
	$sessionMeta.set(null);
	setSession(user);
	return {
		ok: true,
		user
	};
}
/** The translated text of a refused login. */
function loginFailureText(failure, t) {
	switch (failure.messageKey) {
		case "login.tooManyAttempts": return t("login.tooManyAttempts", { minutes: failure.minutes });
		case "login.accountLocked": return failure.until ? t("login.accountLockedUntil", { until: formatDateTime(Date.parse(failure.until)) }) : t("login.accountLockedIndefinitely");
		default: return t(failure.messageKey);
	}
}
/** Where a fresh login goes: the change-password screen first, else the return path or home. */
function afterLoginPath(user, from) {
	if (!user.has_logged_in_before) return "/change-password";
	return from && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}
export { login_exports as i, login as n, loginFailureText as r, afterLoginPath as t };
