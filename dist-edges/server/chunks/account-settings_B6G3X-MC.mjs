import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, n as showNotice, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$InfoPanel } from "./InfoPanel_RHx7k_3r.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { n as fetchAccount, t as failureKey } from "./api_BSOLKV3m.mjs";
import { r as usePlayer } from "./usePlayer_rDAN8bxo.mjs";
import { t as VisitorPrompt } from "./VisitorPrompt_B90X58ik.mjs";
import { t as ChangePasswordForm } from "./ChangePasswordForm_C3nfpoVD.mjs";
import { r as $sessionSettings, t as $session } from "./session_Co9MzN1G.mjs";
import { a as parseMajor, d as formatDateTime, i as formatMoney } from "./odds_DluFzNdV.mjs";
import { t as logout } from "./logout_Dc8AOnlj.mjs";
import { useCallback, useEffect, useId, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/settings/dob.ts
/** "1990-07-31" as "07-31-1990"; empty for no date. */
function toMonthDayYear(iso) {
	const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
	return match ? `${match[2]}-${match[3]}-${match[1]}` : "";
}
/**
* "07-31-1990" (or with slashes or dots) as "1990-07-31"; null for an empty field,
* undefined for something that is not a real calendar date.
*/
function fromMonthDayYear(text) {
	const trimmed = text.trim();
	if (!trimmed) return null;
	const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
	if (!match) return void 0;
	const [month, day, year] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const date = new Date(Date.UTC(year, month - 1, day));
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return void 0;
	return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
// src/islands/account/settings/SaveStatus.tsx
/** The line under a panel's button: saved, or why it was not. */
function SaveStatus({ state, t, savedKey = "account.saved" }) {
	if (state.kind === "saved") return /* @__PURE__ */ jsx("p", {
		className: "acc-ok",
		role: "status",
		children: t(savedKey)
	});
	if (state.kind === "error") return /* @__PURE__ */ jsx("p", {
		className: "acc-error",
		role: "alert",
		children: t(state.key)
	});
	return null;
}
// src/islands/account/settings/useSave.ts
/** Runs one save at a time and remembers how it ended, as a translation key. */
function useSave(knownCodes) {
	const [state, setState] = useState({ kind: "idle" });
	const run = async (action) => {
		setState({ kind: "busy" });
		try {
			const result = await action();
			setState({ kind: "saved" });
			return result;
		} catch (error) {
			setState({
				kind: "error",
				key: failureKey(error, knownCodes)
			});
			return;
		}
	};
	return {
		state,
		run,
		busy: state.kind === "busy"
	};
}
// src/islands/account/settings/PersonalPanel.tsx
var TEXT_FIELDS = [
	{
		name: "first_name",
		label: "account.personal.firstName",
		autoComplete: "given-name",
		max: 60
	},
	{
		name: "last_name",
		label: "account.personal.lastName",
		autoComplete: "family-name",
		max: 60
	},
	{
		name: "street",
		label: "account.personal.street",
		autoComplete: "address-line1",
		max: 120
	},
	{
		name: "house_number",
		label: "account.personal.houseNumber",
		autoComplete: "off",
		max: 20
	},
	{
		name: "zip",
		label: "account.personal.zip",
		autoComplete: "postal-code",
		max: 20
	},
	{
		name: "city",
		label: "account.personal.city",
		autoComplete: "address-level2",
		max: 80
	},
	{
		name: "country",
		label: "account.personal.country",
		autoComplete: "country-name",
		max: 80
	},
	{
		name: "mobile_phone",
		label: "account.personal.mobilePhone",
		autoComplete: "tel",
		max: 32
	}
];
function valueOf(account, name) {
	return name === "first_name" || name === "last_name" ? account[name] : account.personal[name];
}
/** Personal details of spec section 2; the date of birth is typed and shown month-day-year. */
function PersonalPanel({ account, onSaved, t }) {
	const { state, run, busy } = useSave(["invalid_date", "validation_failed"]);
	const [dobError, setDobError] = useState(false);
	const ids = {
		title: useId(),
		dob: useId(),
		lang: useId(),
		base: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		const dob = fromMonthDayYear(String(data.get("date_of_birth") ?? ""));
		setDobError(dob === void 0);
		if (dob === void 0) return;
		const title = String(data.get("title") ?? "");
		const body = {
			title: title === "mr" || title === "mrs" ? title : null,
			date_of_birth: dob,
			contact_language: String(data.get("contact_language") ?? "en")
		};
		for (const field of TEXT_FIELDS) body[field.name] = String(data.get(field.name) ?? "").trim();
		const { apiPut } = await import("./put_CwWfLRED.mjs");
		const saved = await run(() => apiPut("account/personal", body));
		if (!saved) return;
		onSaved(saved);
		const user = $session.get();
		if (user) $session.set({
			...user,
			first_name: saved.first_name,
			last_name: saved.last_name
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form acc-grid",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.title,
					children: t("account.personal.salutation")
				}), /* @__PURE__ */ jsxs("select", {
					id: ids.title,
					name: "title",
					className: "isl-input",
					defaultValue: account.personal.title ?? "",
					children: [
						/* @__PURE__ */ jsx("option", {
							value: "",
							children: "–"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "mr",
							children: t("account.personal.mr")
						}),
						/* @__PURE__ */ jsx("option", {
							value: "mrs",
							children: t("account.personal.mrs")
						})
					]
				})]
			}),
			TEXT_FIELDS.slice(0, 2).map((f) => /* @__PURE__ */ jsx(Field, {
				id: `${ids.base}-${f.name}`,
				label: t(f.label),
				name: f.name,
				autoComplete: f.autoComplete,
				max: f.max,
				value: valueOf(account, f.name)
			}, f.name)),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: ids.dob,
						children: t("account.personal.dateOfBirth")
					}),
					/* @__PURE__ */ jsx("input", {
						id: ids.dob,
						name: "date_of_birth",
						className: "isl-input",
						inputMode: "numeric",
						placeholder: t("account.personal.datePlaceholder"),
						defaultValue: toMonthDayYear(account.personal.date_of_birth),
						"aria-invalid": dobError || void 0,
						"aria-describedby": dobError ? `${ids.dob}-error` : void 0
					}),
					dobError ? /* @__PURE__ */ jsx("span", {
						id: `${ids.dob}-error`,
						className: "acc-error",
						children: t("account.personal.dateInvalid")
					}) : null
				]
			}),
			TEXT_FIELDS.slice(2).map((f) => /* @__PURE__ */ jsx(Field, {
				id: `${ids.base}-${f.name}`,
				label: t(f.label),
				name: f.name,
				autoComplete: f.autoComplete,
				max: f.max,
				value: valueOf(account, f.name)
			}, f.name)),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.lang,
					children: t("account.personal.contactLanguage")
				}), /* @__PURE__ */ jsxs("select", {
					id: ids.lang,
					name: "contact_language",
					className: "isl-input",
					defaultValue: account.personal.contact_language,
					children: [
						/* @__PURE__ */ jsx("option", {
							value: "en",
							children: "English"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "de",
							children: "Deutsch"
						}),
						/* @__PURE__ */ jsx("option", {
							value: "sr",
							children: "Srpski"
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--primary",
					disabled: busy,
					"aria-busy": busy,
					children: t("account.save")
				}), /* @__PURE__ */ jsx(SaveStatus, {
					state,
					t
				})]
			})
		]
	});
}
function Field({ id, label, name, autoComplete, max, value }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "acc-field",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx("input", {
			id,
			name,
			className: "isl-input",
			autoComplete,
			maxLength: max,
			defaultValue: value
		})]
	});
}
// src/islands/account/settings/EmailPanel.tsx
/** Changes the e-mail address; the password confirms it is the player. */
function EmailPanel({ account, onSaved, t }) {
	const { state, run, busy } = useSave(["invalid_email", "wrong_password"]);
	const ids = {
		email: useId(),
		pass: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		const { apiPost } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
		const saved = await run(() => apiPost("account/email", {
			email: String(data.get("email") ?? "").trim(),
			password: String(data.get("password") ?? "")
		}));
		form.querySelector("input[name=\"password\"]").value = "";
		if (saved) onSaved(saved);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: account.email ? t("account.email.current", { email: account.email }) : t("account.email.none")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.email,
					children: t("account.email.new")
				}), /* @__PURE__ */ jsx("input", {
					id: ids.email,
					name: "email",
					type: "email",
					autoComplete: "email",
					className: "isl-input",
					defaultValue: account.email ?? ""
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.pass,
					children: t("account.confirmPassword")
				}), /* @__PURE__ */ jsx("input", {
					id: ids.pass,
					name: "password",
					type: "password",
					autoComplete: "current-password",
					className: "isl-input"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--primary",
					disabled: busy,
					"aria-busy": busy,
					children: t("account.email.submit")
				}), /* @__PURE__ */ jsx(SaveStatus, {
					state,
					t
				})]
			})
		]
	});
}
// src/islands/account/settings/LimitsPanel.tsx
var PERIODS$1 = [
	"daily",
	"weekly",
	"monthly"
];
/**
* Daily, weekly and monthly limits on stakes or deposits. An empty field means no limit;
* a lower limit applies at once, a higher one (or removing it) after 24 hours, shown as pending.
*/
function LimitsPanel({ account, onSaved, t, lang, kind }) {
	const { state, run, busy } = useSave(["invalid_limit", "validation_failed"]);
	const [invalid, setInvalid] = useState(null);
	const base = useId();
	const limits = kind === "stake" ? account.stake_limits : account.deposit_limits;
	const money = (major) => formatMoney(parseMajor(major) ?? 0n, account.currency, lang);
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		const input = {};
		for (const period of PERIODS$1) {
			const text = String(data.get(period) ?? "").trim().replace(",", ".");
			const minor = text ? parseMajor(text) : null;
			if (minor === void 0 || minor !== null && minor <= 0n) {
				setInvalid(period);
				return;
			}
			input[period] = text || null;
		}
		setInvalid(null);
		const { apiPut } = await import("./put_CwWfLRED.mjs");
		const saved = await run(() => apiPut("account/limits", { [kind]: input }));
		if (saved) onSaved(saved);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: t("account.limits.rules")
			}),
			/* @__PURE__ */ jsx("div", {
				className: "acc-grid",
				children: PERIODS$1.map((period) => {
					const id = `${base}-${period}`;
					const limit = limits[period];
					return /* @__PURE__ */ jsxs("div", {
						className: "acc-field",
						children: [
							/* @__PURE__ */ jsxs("label", {
								htmlFor: id,
								children: [
									t(`account.limits.${period}`),
									" (",
									account.currency,
									")"
								]
							}),
							/* @__PURE__ */ jsx("input", {
								id,
								name: period,
								className: "isl-input",
								inputMode: "decimal",
								placeholder: t("account.limits.none"),
								defaultValue: limit.value ?? "",
								"aria-invalid": invalid === period || void 0
							}),
							/* @__PURE__ */ jsx("span", {
								className: "acc-hint",
								children: limit.value ? t("account.limits.current", { amount: money(limit.value) }) : t("account.limits.noneSet")
							}),
							limit.pending ? /* @__PURE__ */ jsx("span", {
								className: "acc-pending-change",
								children: t("account.limits.pending", {
									amount: limit.pending.value ? money(limit.pending.value) : t("account.limits.none"),
									at: formatDateTime(Date.parse(limit.pending.effective_at))
								})
							}) : null
						]
					}, period);
				})
			}),
			invalid ? /* @__PURE__ */ jsx("p", {
				className: "acc-error",
				role: "alert",
				children: t("account.limits.invalid")
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "acc-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--primary",
					disabled: busy,
					"aria-busy": busy,
					children: t("account.save")
				}), /* @__PURE__ */ jsx(SaveStatus, {
					state,
					t
				})]
			})
		]
	}, JSON.stringify(limits));
}
// src/islands/account/settings/LockPanel.tsx
var PERIODS = [
	"24h",
	"7d",
	"30d",
	"6m",
	"indefinite"
];
/**
* Self-exclusion: the account is locked for the chosen period, confirmed with the password
* and a second question. The server ends every session; here the player is logged out.
*/
function LockPanel({ t }) {
	const { state, run, busy } = useSave(["wrong_password", "validation_failed"]);
	const [period, setPeriod] = useState("24h");
	const [confirmed, setConfirmed] = useState(false);
	const ids = {
		period: useId(),
		pass: useId(),
		confirm: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const password = String(new FormData(form).get("password") ?? "");
		const { apiPost } = await import("./client_QVtWpBMY.mjs").then((n) => n.i);
		const locked = await run(() => apiPost("account/lock", {
			period,
			password
		}));
		form.querySelector("input[name=\"password\"]").value = "";
		if (!locked) return;
		await logout({ callServer: false });
		showNotice(locked.locked_until ? "account.lock.doneUntil" : "account.lock.doneIndefinite", locked.locked_until ? { until: formatDateTime(Date.parse(locked.locked_until)) } : void 0);
		window.location.assign("/");
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form",
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "acc-hint",
				children: t("account.lock.explain")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.period,
					children: t("account.lock.period")
				}), /* @__PURE__ */ jsx("select", {
					id: ids.period,
					name: "period",
					className: "isl-input",
					value: period,
					onChange: (e) => setPeriod(e.currentTarget.value),
					children: PERIODS.map((p) => /* @__PURE__ */ jsx("option", {
						value: p,
						children: t(`account.lock.${p}`)
					}, p))
				})]
			}),
			period === "indefinite" ? /* @__PURE__ */ jsx("p", {
				className: "acc-warning",
				children: t("account.lock.indefiniteWarning")
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: ids.pass,
					children: t("account.confirmPassword")
				}), /* @__PURE__ */ jsx("input", {
					id: ids.pass,
					name: "password",
					type: "password",
					autoComplete: "current-password",
					className: "isl-input"
				})]
			}),
			/* @__PURE__ */ jsxs("label", {
				className: "acc-check",
				htmlFor: ids.confirm,
				children: [/* @__PURE__ */ jsx("input", {
					id: ids.confirm,
					type: "checkbox",
					checked: confirmed,
					onChange: (e) => setConfirmed(e.currentTarget.checked)
				}), /* @__PURE__ */ jsx("span", { children: t("account.lock.confirm") })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "acc-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "isl-button isl-button--danger",
					disabled: busy || !confirmed,
					"aria-busy": busy,
					children: t("account.lock.submit")
				}), /* @__PURE__ */ jsx(SaveStatus, {
					state,
					t
				})]
			})
		]
	});
}
// src/islands/account/settings/SessionSettingsPanel.tsx
var AUTO_LOGOUT = [
	0,
	15,
	30,
	60
];
var REALITY_CHECK = [
	0,
	30,
	60,
	120,
	240,
	480
];
function minutesLabel(minutes, t) {
	if (minutes === 0) return t("account.sessionSettings.off");
	return minutes % 60 === 0 ? t("account.sessionSettings.hours", { hours: minutes / 60 }) : t("account.sessionSettings.minutes", { minutes });
}
/** Automatic logout after inactivity and the reality-check reminder; they apply at once. */
function SessionSettingsPanel({ account, onSaved, t }) {
	const { state, run, busy } = useSave(["validation_failed"]);
	const ids = {
		auto: useId(),
		reality: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		const body = {
			auto_logout_minutes: Number(data.get("auto_logout_minutes")),
			reality_check_minutes: Number(data.get("reality_check_minutes"))
		};
		const { apiPut } = await import("./put_CwWfLRED.mjs");
		const saved = await run(() => apiPut("account/session-settings", body));
		if (!saved) return;
		onSaved(saved);
		$sessionSettings.set({
			auto_logout_minutes: saved.auto_logout_minutes,
			reality_check_minutes: saved.reality_check_minutes
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "acc-form",
		onSubmit,
		noValidate: true,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "acc-grid",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: ids.auto,
						children: t("account.sessionSettings.autoLogout")
					}),
					/* @__PURE__ */ jsx("select", {
						id: ids.auto,
						name: "auto_logout_minutes",
						className: "isl-input",
						defaultValue: String(account.auto_logout_minutes),
						children: AUTO_LOGOUT.map((m) => /* @__PURE__ */ jsx("option", {
							value: m,
							children: minutesLabel(m, t)
						}, m))
					}),
					/* @__PURE__ */ jsx("span", {
						className: "acc-hint",
						children: t("account.sessionSettings.autoLogoutHint")
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "acc-field",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: ids.reality,
						children: t("account.sessionSettings.realityCheck")
					}),
					/* @__PURE__ */ jsx("select", {
						id: ids.reality,
						name: "reality_check_minutes",
						className: "isl-input",
						defaultValue: String(account.reality_check_minutes),
						children: REALITY_CHECK.map((m) => /* @__PURE__ */ jsx("option", {
							value: m,
							children: minutesLabel(m, t)
						}, m))
					}),
					/* @__PURE__ */ jsx("span", {
						className: "acc-hint",
						children: t("account.sessionSettings.realityCheckHint")
					})
				]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "acc-actions",
			children: [/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "isl-button isl-button--primary",
				disabled: busy,
				"aria-busy": busy,
				children: t("account.save")
			}), /* @__PURE__ */ jsx(SaveStatus, {
				state,
				t
			})]
		})]
	});
}
// src/islands/account/AccountSettings.tsx
/** /account-settings: change password and the player-protection tools, each in its own panel. */
function AccountSettings({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Settings, { lang })
	});
}
function Settings({ lang }) {
	const { hydrated, user } = usePlayer();
	const t = useT(lang);
	const [account, setAccount] = useState(null);
	const [failed, setFailed] = useState(false);
	const load = useCallback(() => {
		setFailed(false);
		fetchAccount().then(setAccount, () => setFailed(true));
	}, []);
	const userId = user?.id;
	useEffect(() => {
		if (userId !== void 0) load();
	}, [userId, load]);
	if (!user) return /* @__PURE__ */ jsx(VisitorPrompt, {
		hydrated,
		t
	});
	const props = account ? {
		account,
		onSaved: setAccount,
		t,
		lang
	} : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "acc-settings",
		children: [/* @__PURE__ */ jsx(Section, {
			id: "password",
			title: t("account.password.title"),
			children: /* @__PURE__ */ jsx(ChangePasswordForm, { t })
		}), failed ? /* @__PURE__ */ jsxs("p", {
			className: "acc-error",
			role: "alert",
			children: [
				t("account.error.loadFailed"),
				" ",
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "isl-button isl-button--ghost",
					onClick: load,
					children: t("account.retry")
				})
			]
		}) : !props ? /* @__PURE__ */ jsx(Loader, { lang }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(Section, {
				id: "personal",
				title: t("account.personal.heading"),
				children: /* @__PURE__ */ jsx(PersonalPanel, { ...props })
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "email",
				title: t("account.email.title"),
				children: /* @__PURE__ */ jsx(EmailPanel, { ...props })
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "betting-limits",
				title: t("account.limits.stakeTitle"),
				children: /* @__PURE__ */ jsx(LimitsPanel, {
					...props,
					kind: "stake"
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "deposit-limits",
				title: t("account.limits.depositTitle"),
				children: /* @__PURE__ */ jsx(LimitsPanel, {
					...props,
					kind: "deposit"
				})
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "session",
				title: t("account.sessionSettings.title"),
				children: /* @__PURE__ */ jsx(SessionSettingsPanel, { ...props })
			}),
			/* @__PURE__ */ jsx(Section, {
				id: "lock",
				title: t("account.lock.title"),
				children: /* @__PURE__ */ jsx(LockPanel, { ...props })
			})
		] })]
	});
}
function Section({ id, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "acc-section",
		id,
		"aria-labelledby": `${id}-title`,
		children: [/* @__PURE__ */ jsx("h2", {
			className: "acc-section__title",
			id: `${id}-title`,
			children: title
		}), children]
	});
}
// src/pages/account-settings.astro
var account_settings_exports = /* @__PURE__ */ __exportAll({
	default: () => $$AccountSettings,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$AccountSettings = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AccountSettings;
	const { t, lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.accountSettings"),
		"data-astro-cid-yvcynlom": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "InfoPanel", $$InfoPanel, {
		"title": t("menu.accountSettings"),
		"icon": "settings",
		"data-astro-cid-yvcynlom": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="panel-body" data-astro-cid-yvcynlom><p class="intro" data-astro-cid-yvcynlom>${t("account.settingsText")}</p>${renderComponent($$result, "AccountSettings", AccountSettings, {
		"client:load": true,
		"lang": lang,
		"data-astro-cid-yvcynlom": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/account/AccountSettings.tsx",
		"client:component-export": "default"
	})}<noscript><a class="btn btn-primary" href="/login?from=/account-settings" data-astro-cid-yvcynlom>${t("menu.login")}</a></noscript></div>` })}` })}`;
}, "/work/wt/edges/src/pages/account-settings.astro", void 0);
var $$file = "/work/wt/edges/src/pages/account-settings.astro";
var $$url = "/account-settings";
// \0virtual:astro:page:src/pages/account-settings@_@astro
var page = () => account_settings_exports;
export { page };
