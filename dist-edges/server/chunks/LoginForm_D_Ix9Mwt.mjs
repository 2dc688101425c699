import { i as showToast } from "./toasts_CQDAmuPS.mjs";
import { n as login, r as loginFailureText } from "./login_DTfKhkr2.mjs";
import { useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/LoginForm.tsx
/** Username, password and submit, shared by the mobile /login page and the desktop login modal. */
function LoginForm({ t, currency, inlineErrors, onSuccess, autoFocus }) {
	const form = useRef(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const ids = {
		user: useId(),
		pass: useId(),
		error: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		setBusy(true);
		setError(null);
		const outcome = await login(String(data.get("username") ?? ""), String(data.get("password") ?? ""), currency);
		setBusy(false);
		if (outcome.ok) {
			onSuccess(outcome.user);
			return;
		}
		const refused = outcome.messageKey === "wrong_credentials";
		if (inlineErrors) setError(refused ? t("login.incorrect") : loginFailureText(outcome, t));
		else if (refused || outcome.messageKey === "network_error_message") showToast({
			id: "login-error",
			kind: "error",
			messageKey: outcome.messageKey
		});
		else showToast({
			id: "login-error",
			kind: "error",
			message: loginFailureText(outcome, t),
			persistent: outcome.messageKey === "login.accountLocked"
		});
		form.current?.reset();
		form.current?.querySelector("input[name=\"username\"]")?.focus();
	};
	return /* @__PURE__ */ jsxs("form", {
		ref: form,
		className: "acc-form acc-login",
		onSubmit,
		"aria-label": t("account.loginForm"),
		noValidate: true,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.user,
					children: t("account.username")
				}), /* @__PURE__ */ jsx("input", {
					id: ids.user,
					name: "username",
					type: "text",
					autoComplete: "username",
					autoCapitalize: "none",
					className: "isl-input",
					autoFocus,
					"aria-describedby": error ? ids.error : void 0
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.pass,
					children: t("account.password")
				}), /* @__PURE__ */ jsx("input", {
					id: ids.pass,
					name: "password",
					type: "password",
					autoComplete: "current-password",
					className: "isl-input",
					"aria-describedby": error ? ids.error : void 0
				})]
			}),
			error ? /* @__PURE__ */ jsx("p", {
				id: ids.error,
				className: "acc-error",
				role: "alert",
				children: error
			}) : null,
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "isl-button isl-button--primary acc-submit",
				disabled: busy,
				"aria-busy": busy,
				children: busy ? t("account.loggingIn") : t("account.login")
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "acc-links",
				children: [/* @__PURE__ */ jsx("a", {
					href: "/forgot-username",
					children: t("account.forgotUsername")
				}), /* @__PURE__ */ jsx("a", {
					href: "/forgot-password",
					children: t("account.forgotPassword")
				})]
			})
		]
	});
}
export { LoginForm as t };
