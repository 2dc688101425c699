import { i as closeLoginModal, r as $loginModal } from "./Base_3V3zp8oW.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Modal } from "./Modal_DKT_rl_O.mjs";
import { t as afterLoginPath } from "./login_DTfKhkr2.mjs";
import { t as LoginForm } from "./LoginForm_D_Ix9Mwt.mjs";
import { jsx } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/account/LoginModal.tsx
/**
* The desktop login modal, opened through openLoginModal() by any action that needs a
* player. After login the player stays on the page (the islands follow the session), unless
* the password must be changed first or the opener named a destination.
*/
function LoginModal({ lang, currency }) {
	const state = useStore($loginModal);
	const t = useT(lang);
	return /* @__PURE__ */ jsx(Modal, {
		open: state !== null,
		onClose: closeLoginModal,
		title: t("login.modalTitle"),
		lang,
		children: /* @__PURE__ */ jsx(LoginForm, {
			t,
			currency,
			inlineErrors: true,
			onSuccess: (user) => {
				closeLoginModal();
				if (!user.has_logged_in_before || state?.from) window.location.assign(afterLoginPath(user, state?.from ?? null));
			}
		})
	});
}
export { LoginModal as default };
