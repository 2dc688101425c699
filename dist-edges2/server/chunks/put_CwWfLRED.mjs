import { t as $session } from "./session_Co9MzN1G.mjs";
import { t as ApiFailure } from "./client_QVtWpBMY.mjs";
// src/islands/account/settings/put.ts
async function apiPut(path, json) {
	const token = $session.get()?.access_token;
	let response;
	try {
		response = await fetch(`/api/${path}`, {
			method: "PUT",
			headers: {
				"content-type": "application/json",
				...token ? { authorization: `Bearer ${token}` } : {}
			},
			body: JSON.stringify(json)
		});
	} catch (error) {
		throw new ApiFailure(0, "network_error", error instanceof Error ? error.message : String(error));
	}
	const body = await response.json().catch(() => null);
	if (!response.ok) {
		const error = body?.error;
		throw new ApiFailure(response.status, typeof error?.code === "string" ? error.code : "http_error", typeof error?.message === "string" ? error.message : response.statusText);
	}
	return body;
}
export { apiPut };
