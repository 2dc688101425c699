import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { t as $session } from "./session_Co9MzN1G.mjs";
import { i as showToast } from "./toasts_CQDAmuPS.mjs";
import { n as contactMessageProblems, t as CONTACT_CONTENT_MAX_LENGTH } from "./validation_CoNaQxIi.mjs";
import { r as apiPost, t as ApiFailure } from "./client_QVtWpBMY.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/contact/errors.ts
var PARAMS = {
	min: 3,
	max: CONTACT_CONTENT_MAX_LENGTH
};
var SUBJECT_PARAMS = { max: 200 };
/** Each invalid field's translation key (contact.error.<field>.<problem>) with its values. */
function contactErrors(input) {
	const errors = {};
	for (const [field, problem] of Object.entries(contactMessageProblems(input))) errors[field] = {
		key: `contact.error.${field}.${problem}`,
		params: field === "subject" ? SUBJECT_PARAMS : PARAMS
	};
	return errors;
}
// src/islands/ContactForm.tsx
/** The contact form (spec section 5): e-mail, subject and message required; the player's username sent along. */
function ContactForm({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Form, { lang })
	});
}
var EMPTY = {
	email: "",
	subject: "",
	content: ""
};
function Form({ lang }) {
	const t = useT(lang);
	const hydrated = useHydrated();
	const user = useStore($session);
	const username = hydrated ? user?.username : void 0;
	const [values, setValues] = useState(EMPTY);
	const [errors, setErrors] = useState({});
	const [status, setStatus] = useState("idle");
	const formId = useId();
	const update = (field, value) => {
		const next = {
			...values,
			[field]: value
		};
		setValues(next);
		if (status === "sent" || status === "failed") setStatus("idle");
		if (errors[field]) setErrors({
			...errors,
			[field]: contactErrors({
				...next,
				username
			})[field]
		});
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const found = contactErrors({
			...values,
			username
		});
		setErrors(found);
		const firstInvalid = [
			"email",
			"subject",
			"content"
		].find((field) => found[field]);
		if (firstInvalid) {
			document.getElementById(`${formId}-${firstInvalid}`)?.focus();
			return;
		}
		setStatus("sending");
		try {
			await apiPost("contact", {
				...username ? { username } : {},
				email: values.email.trim(),
				subject: values.subject.trim(),
				content: values.content.trim()
			});
			setValues(EMPTY);
			setStatus("sent");
		} catch (error) {
			setStatus("failed");
			if (error instanceof ApiFailure && error.status === 0) showToast({
				id: "contact-error",
				kind: "error",
				messageKey: "network_error_message"
			});
		}
	};
	const field = (name) => ({
		id: `${formId}-${name}`,
		error: errors[name]
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "isl-form",
		onSubmit,
		noValidate: true,
		"aria-busy": status === "sending",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "isl-form__note",
				children: t("contact.requiredNote")
			}),
			username ? /* @__PURE__ */ jsx(Field, {
				...field("username"),
				label: t("contact.username"),
				t,
				children: (props) => /* @__PURE__ */ jsx("input", {
					...props,
					className: "isl-input",
					name: "username",
					value: username,
					readOnly: true
				})
			}) : null,
			/* @__PURE__ */ jsx(Field, {
				...field("email"),
				label: t("contact.email"),
				required: true,
				t,
				children: (props) => /* @__PURE__ */ jsx("input", {
					...props,
					className: "isl-input",
					name: "email",
					type: "email",
					autoComplete: "email",
					maxLength: 254,
					value: values.email,
					onChange: (e) => update("email", e.target.value)
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				...field("subject"),
				label: t("contact.subject"),
				required: true,
				t,
				children: (props) => /* @__PURE__ */ jsx("input", {
					...props,
					className: "isl-input",
					name: "subject",
					maxLength: 200,
					value: values.subject,
					onChange: (e) => update("subject", e.target.value)
				})
			}),
			/* @__PURE__ */ jsx(Field, {
				...field("content"),
				label: t("contact.content"),
				required: true,
				t,
				children: (props) => /* @__PURE__ */ jsx("textarea", {
					...props,
					className: "isl-input isl-textarea",
					name: "content",
					rows: 6,
					maxLength: CONTACT_CONTENT_MAX_LENGTH,
					value: values.content,
					onChange: (e) => update("content", e.target.value)
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "isl-form__actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--primary",
					disabled: status === "sending",
					children: t("contact.submit")
				}), status === "sending" ? /* @__PURE__ */ jsx(Loader, {
					lang,
					label: t("contact.sending")
				}) : null]
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "status",
				className: "isl-form__outcome",
				children: [status === "sent" ? /* @__PURE__ */ jsx("p", {
					className: "isl-form__success",
					children: t("contact.success")
				}) : null, status === "failed" ? /* @__PURE__ */ jsx("p", {
					className: "isl-form__failure",
					children: t("contact.failed")
				}) : null]
			})
		]
	});
}
function Field({ id, label, required, error, t, children }) {
	const errorId = `${id}-error`;
	return /* @__PURE__ */ jsxs("div", {
		className: "isl-field",
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				className: "isl-field__label",
				children: [label, required ? /* @__PURE__ */ jsx("span", {
					className: "isl-field__required",
					title: t("contact.required"),
					"aria-hidden": "true",
					children: " *"
				}) : null]
			}),
			children({
				id,
				...required ? { required: true } : {},
				...error ? {
					"aria-invalid": true,
					"aria-describedby": errorId
				} : {}
			}),
			error ? /* @__PURE__ */ jsx("p", {
				id: errorId,
				className: "isl-field__error",
				children: t(error.key, error.params)
			}) : null
		]
	});
}
// src/pages/contact.astro
var contact_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Contact,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Contact = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Contact;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("contact.title"),
		"data-astro-cid-6bfsojfh": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="contact" data-astro-cid-6bfsojfh>${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("contact.title"),
		"icon": "mail",
		"data-astro-cid-6bfsojfh": true
	}, { "default": ($$result) => renderTemplate`<div class="panel-body" data-astro-cid-6bfsojfh>${renderComponent($$result, "ContactForm", ContactForm, {
		"client:load": true,
		"lang": lang,
		"data-astro-cid-6bfsojfh": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/ContactForm.tsx",
		"client:component-export": "default"
	})}</div>` })}<aside class="panel contact-aside" data-astro-cid-6bfsojfh><div class="panel-body" data-astro-cid-6bfsojfh><p data-astro-cid-6bfsojfh>${t("contact.text")}</p><dl data-astro-cid-6bfsojfh><dt data-astro-cid-6bfsojfh>${t("contact.email")}</dt><dd data-astro-cid-6bfsojfh>${t("contact.emailAddress")}</dd><dt data-astro-cid-6bfsojfh>${t("contact.hours")}</dt><dd data-astro-cid-6bfsojfh>${t("contact.hoursValue")}</dd></dl></div></aside></div>` })}`;
}, "/work/wt/edges/src/pages/contact.astro", void 0);
var $$file = "/work/wt/edges/src/pages/contact.astro";
var $$url = "/contact";
// \0virtual:astro:page:src/pages/contact@_@astro
var page = () => contact_exports;
export { page };
