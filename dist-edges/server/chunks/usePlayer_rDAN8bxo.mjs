import { t as $session } from "./session_Co9MzN1G.mjs";
import { a as openLoginModal } from "./Base_3V3zp8oW.mjs";
import { t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { useEffect } from "react";
import { useStore } from "@nanostores/react";
// src/islands/account/usePlayer.ts
/** Width from which the desktop chrome (and its login modal) is shown. */
var DESKTOP_QUERY = "(min-width: 1050px)";
/** The /login address that returns to this page. */
function loginHref() {
	return `/login?from=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}
/**
* The logged-in player of an account page. A visitor (also one logged out while on the page)
* goes to /login?from=this page; on desktop, where /login does not exist, the login modal
* opens over the page instead. Null until hydrated and for a visitor.
*/
function usePlayer() {
	const hydrated = useHydrated();
	const user = useStore($session);
	const visitor = hydrated && user === null;
	useEffect(() => {
		if (!visitor) return;
		if (window.matchMedia("(min-width: 1050px)").matches) openLoginModal({ from: `${window.location.pathname}${window.location.search}` });
		else window.location.replace(loginHref());
	}, [visitor]);
	return {
		hydrated,
		user: hydrated ? user : null
	};
}
export { loginHref as n, usePlayer as r, DESKTOP_QUERY as t };
