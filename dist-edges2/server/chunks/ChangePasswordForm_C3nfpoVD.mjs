import { c as patchSessionMeta, d as updateTokens, t as $session } from "./session_Co9MzN1G.mjs";
import { P as ErrorBoundary, n as showNotice } from "./Base_3V3zp8oW.mjs";
import { r as passwordProblem } from "./validation_CoNaQxIi.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { t as VisitorPrompt } from "./VisitorPrompt_B90X58ik.mjs";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/lib/account/password-rules.ts
/** Returns the first problem in the spec's order, or null when the new password is acceptable. */
function checkNewPassword(input) {
	if (!input.oldPassword || !input.newPassword || !input.repeatPassword) return "required";
	if ([...input.newPassword].length < 8) return "too_short";
	if (input.newPassword !== input.repeatPassword) return "mismatch";
	return passwordProblem(input.newPassword) ?? null;
}
// src/islands/account/ChangePasswordForm.tsx
var PROBLEM_KEYS = {
	required: "account.password.required",
	too_short: "account.password.tooShort",
	too_long: "account.password.tooLong",
	mismatch: "account.password.mismatch",
	needs_letters_and_numbers: "account.password.complexity",
	wrong_password: "account.password.wrong"
};
/** The /change-password page: the form, and the desktop chrome hidden until the first change. */
function ChangePasswordPage({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Page, { lang })
	});
}
function Page({ lang }) {
	const { hydrated, user } = usePlayer();
	const t = useT(lang);
	const firstLogin = user !== null && !user.has_logged_in_before;
	useEffect(() => {
		if (firstLogin) document.documentElement.dataset.firstLogin = "true";
		else delete document.documentElement.dataset.firstLogin;
	}, [firstLogin]);
	if (!user) return /* @__PURE__ */ jsx(VisitorPrompt, {
		hydrated,
		t
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [firstLogin ? /* @__PURE__ */ jsx("p", {
		className: "acc-note",
		children: t("account.password.firstLoginNote")
	}) : null, /* @__PURE__ */ jsx(ChangePasswordForm, { t })] });
}
/** Old, new and repeated password, checked in the spec's order; success goes home. */
function ChangePasswordForm({ t }) {
	const form = useRef(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const ids = {
		old: useId(),
		next: useId(),
		repeat: useId(),
		error: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const user = $session.get();
		if (!user) return;
		const data = new FormData(event.currentTarget);
		const input = {
			oldPassword: String(data.get("old_password") ?? ""),
			newPassword: String(data.get("new_password") ?? ""),
			repeatPassword: String(data.get("repeat_password") ?? "")
		};
		const problem = checkNewPassword(input);
		if (problem) {
			setError(t(PROBLEM_KEYS[problem]));
			return;
		}
		setBusy(true);
		setError(null);
		const { apiPost, ApiFailure } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
		try {
			const answer = await apiPost("change_password", {
				old_password: input.oldPassword,
				new_password: input.newPassword,
				repeat_password: input.repeatPassword,
				username: user.username
			});
			updateTokens(answer.access, answer.refresh);
			const current = $session.get();
			if (current) $session.set({
				...current,
				has_logged_in_before: true
			});
			patchSessionMeta({ refreshed_at: Date.now() });
			showNotice("account.password.changed");
			window.location.assign("/");
		} catch (failure) {
			setBusy(false);
			const code = failure instanceof ApiFailure ? failure.code.replace(/^password_/, "") : "";
			const key = code in PROBLEM_KEYS ? PROBLEM_KEYS[code] : failure instanceof ApiFailure && failure.status === 0 ? "network_error_message" : PROBLEM_KEYS.wrong_password;
			setError(t(key));
			form.current?.reset();
		}
	};
	const described = error ? ids.error : void 0;
	return /* @__PURE__ */ jsxs("form", {
		ref: form,
		className: "acc-form",
		onSubmit,
		"aria-label": t("account.password.title"),
		noValidate: true,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: ids.old,
					children: [t("account.password.old"), " *"]
				}), /* @__PURE__ */ jsx("input", {
					id: ids.old,
					name: "old_password",
					type: "password",
					autoComplete: "current-password",
					required: true,
					className: "isl-input",
					"aria-describedby": described
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: ids.next,
					children: [t("account.password.new"), " *"]
				}), /* @__PURE__ */ jsx("input", {
					id: ids.next,
					name: "new_password",
					type: "password",
					autoComplete: "new-password",
					required: true,
					className: "isl-input",
					"aria-describedby": described
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsxs("label", {
					htmlFor: ids.repeat,
					children: [t("account.password.repeat"), " *"]
				}), /* @__PURE__ */ jsx("input", {
					id: ids.repeat,
					name: "repeat_password",
					type: "password",
					autoComplete: "new-password",
					required: true,
					className: "isl-input",
					"aria-describedby": described
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: t("account.password.rules")
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
				children: t("account.password.submit")
			})
		]
	});
}
export { ChangePasswordPage as n, ChangePasswordForm as t };
