import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { i as clearSession, t as $session } from "./session_Co9MzN1G.mjs";
import { i as showToast } from "./toasts_CQDAmuPS.mjs";
import { n as showNotice } from "./Base_3V3zp8oW.mjs";
// src/islands/account/logout.ts
var logout_exports = /* @__PURE__ */ __exportAll({ logout: () => logout });
async function logout(options = {}) {
	const user = $session.get();
	if (!user) return;
	const { apiPost, clearApiCache } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
	try {
		if (options.callServer !== false) await apiPost("logout", { refresh_token: user.refresh_token });
	} catch {
		showToast({
			id: "logout-error",
			kind: "error",
			messageKey: "network_error_message"
		});
	} finally {
		clearSession();
		clearApiCache();
		if (options.noticeKey) showNotice(options.noticeKey);
	}
}
export { logout_exports as n, logout as t };
