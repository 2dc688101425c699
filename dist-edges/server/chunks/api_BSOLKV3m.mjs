// src/islands/account/api.ts
/** The account, always fresh from the server (settings pages must not show a cached copy). */
async function fetchAccount() {
	const { apiGet } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
	return apiGet("account", { noCache: true });
}
/** The message key of a failed account call: the API's code when translated, else a general one. */
function failureKey(error, known) {
	const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
	if ((typeof error === "object" && error !== null && "status" in error ? Number(error.status) : -1) === 0) return "network_error_message";
	return known.includes(code) ? `account.error.${code}` : "account.error.generic";
}
export { fetchAccount as n, failureKey as t };
