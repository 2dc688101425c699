import { E as renderComponent, F as addAttribute, H as unescapeHTML, L as createRenderInstruction, M as renderTemplate, N as maybeRenderHead, P as renderHead, k as renderSlot } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as ISLAND_RESOURCES } from "./i18n_DGcH_8Of.mjs";
import { i as formatMoney, l as formatClock, n as formatAmount, t as formatOdds } from "./odds_DluFzNdV.mjs";
import { a as isLang, i as LANGS, n as pageLang, o as reconcileLang, r as useT, s as saveLang, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { f as z, g as writeItem, h as removeItem, m as readItem, o as displayName, t as $session } from "./session_Co9MzN1G.mjs";
import { i as showToast, n as TOAST_TIMEOUT_MS, r as dismissToast, t as $toasts } from "./toasts_CQDAmuPS.mjs";
import { Component, Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { atom, computed } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/islands/ui/ErrorBoundary.tsx
function SystemError({ lang }) {
	const t = useT(lang);
	return /* @__PURE__ */ jsxs("div", {
		className: "isl-system-error",
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("strong", { children: t("error.systemTitle") }),
			/* @__PURE__ */ jsx("span", { children: t("error.systemText") }),
			/* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("error.homeLink")
			})
		]
	});
}
/** Catches a failing island so the rest of the page keeps working (spec section 2). */
var ErrorBoundary = class extends Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	componentDidCatch(error, info) {
		console.error("island failed", error, info.componentStack);
	}
	render() {
		return this.state.failed ? /* @__PURE__ */ jsx(SystemError, { lang: this.props.lang }) : this.props.children;
	}
};
// src/islands/Clock.tsx
/** The desktop top bar's clock: "23.11.2026. 18:30:05 GMT+1", ticking on the second. */
function Clock() {
	return /* @__PURE__ */ jsx(ErrorBoundary, { children: /* @__PURE__ */ jsx(Ticking, {}) });
}
function Ticking() {
	const [now, setNow] = useState(null);
	useEffect(() => {
		let timer;
		const tick = () => {
			const at = Date.now();
			setNow(at);
			timer = setTimeout(tick, 1e3 - at % 1e3);
		};
		tick();
		return () => clearTimeout(timer);
	}, []);
	return /* @__PURE__ */ jsx("time", {
		className: "isl-clock",
		dateTime: now === null ? void 0 : new Date(now).toISOString(),
		children: now === null ? "\xA0" : formatClock(now)
	});
}
// src/islands/LanguageSelect.tsx
/** The desktop top bar's language select; a change reloads the page in the new language. */
function LanguageSelect({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Select, { lang })
	});
}
function Select({ lang }) {
	const t = useT(lang);
	const id = useId();
	const onChange = (event) => {
		const next = event.target.value;
		if (!isLang(next) || next === lang) return;
		saveLang(next);
		window.location.reload();
	};
	return /* @__PURE__ */ jsxs("span", {
		className: "isl-lang-select",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: "isl-visually-hidden",
			children: t("language.label")
		}), /* @__PURE__ */ jsx("select", {
			id,
			value: lang,
			onChange,
			children: LANGS.map((code) => /* @__PURE__ */ jsx("option", {
				value: code,
				lang: code,
				children: t(`language.${code}`)
			}, code))
		})]
	});
}
// src/islands/ui/icons.tsx
function Icon({ children }) {
	return /* @__PURE__ */ jsx("svg", {
		className: "isl-icon",
		viewBox: "0 0 24 24",
		width: "20",
		height: "20",
		"aria-hidden": "true",
		focusable: "false",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.8",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		children
	});
}
var TicketIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M6 3h12v18l-3-2-3 2-3-2-3 2z" }), /* @__PURE__ */ jsx("path", { d: "M9 8h6M9 12h6M9 16h3" })] });
var DepositIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [
	/* @__PURE__ */ jsx("rect", {
		x: "3",
		y: "6",
		width: "18",
		height: "13",
		rx: "2"
	}),
	/* @__PURE__ */ jsx("path", { d: "M3 10h18M16 15h2" }),
	/* @__PURE__ */ jsx("path", { d: "M12 2v5M10 5l2 2 2-2" })
] });
var StatementIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M7 3h8l4 4v14H7z" }), /* @__PURE__ */ jsx("path", { d: "M15 3v4h4M10 12h6M10 16h6" })] });
var SettingsIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("circle", {
	cx: "12",
	cy: "8",
	r: "4"
}), /* @__PURE__ */ jsx("path", { d: "M4 21c0-4 3.6-7 8-7s8 3 8 7" })] });
var HistoryIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M3 12a9 9 0 1 0 3-6.7L3 8" }), /* @__PURE__ */ jsx("path", { d: "M3 3v5h5M12 7v5l3 2" })] });
var LogoutIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" }), /* @__PURE__ */ jsx("path", { d: "M16 17l5-5-5-5M21 12H9" })] });
var LoginIcon = () => /* @__PURE__ */ jsxs(Icon, { children: [/* @__PURE__ */ jsx("path", { d: "M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" }), /* @__PURE__ */ jsx("path", { d: "M10 17l5-5-5-5M15 12H3" })] });
// src/islands/AccountArea.tsx
/** The desktop sub-header's right side: the inline login form, or the player's shortcuts, name, balance and logout. */
function AccountArea({ lang, currency }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Account, {
			lang,
			currency
		})
	});
}
function Account({ lang, currency }) {
	const hydrated = useHydrated();
	const user = useStore($session);
	const t = useT(lang);
	if (!hydrated) return /* @__PURE__ */ jsx("div", {
		className: "isl-account isl-account--pending",
		"aria-hidden": "true"
	});
	return user ? /* @__PURE__ */ jsx(PlayerBar, {
		user,
		lang,
		t
	}) : /* @__PURE__ */ jsx(InlineLogin, {
		currency,
		t
	});
}
var SHORTCUTS = [
	{
		href: "/my-bets",
		label: "account.myBets",
		Icon: TicketIcon
	},
	{
		href: "/deposit",
		label: "account.deposit",
		Icon: DepositIcon
	},
	{
		href: "/account-statement",
		label: "account.accountStatement",
		Icon: StatementIcon
	},
	{
		href: "/account-settings",
		label: "account.accountSettings",
		Icon: SettingsIcon
	},
	{
		href: "/gaming-history",
		label: "account.gamingHistory",
		Icon: HistoryIcon
	}
];
function PlayerBar({ user, lang, t }) {
	const balance = formatMoney(user.balance, user.currency, lang);
	return /* @__PURE__ */ jsxs("div", {
		className: "isl-account",
		children: [
			/* @__PURE__ */ jsx("nav", {
				className: "isl-account__shortcuts",
				"aria-label": t("account.shortcuts"),
				children: SHORTCUTS.map(({ href, label, Icon }) => /* @__PURE__ */ jsx("a", {
					href,
					className: "isl-icon-link",
					"aria-label": t(label),
					title: t(label),
					children: /* @__PURE__ */ jsx(Icon, {})
				}, href))
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "isl-account__who",
				children: [/* @__PURE__ */ jsx("span", {
					className: "isl-account__name",
					children: displayName(user)
				}), /* @__PURE__ */ jsx("span", {
					className: "isl-account__balance",
					"aria-label": t("account.balanceValue", { amount: balance }),
					children: balance
				})]
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "isl-button isl-button--ghost",
				onClick: () => void import("./logout_Dc8AOnlj.mjs").then((n) => n.n).then(({ logout }) => logout()),
				children: [/* @__PURE__ */ jsx(LogoutIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.logout") })]
			})
		]
	});
}
function InlineLogin({ currency, t }) {
	const form = useRef(null);
	const [busy, setBusy] = useState(false);
	const ids = {
		user: useId(),
		pass: useId()
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		setBusy(true);
		const { afterLoginPath, login, loginFailureText } = await import("./login_DTfKhkr2.mjs").then((n) => n.i);
		const outcome = await login(String(data.get("username") ?? ""), String(data.get("password") ?? ""), currency);
		setBusy(false);
		if (outcome.ok) {
			window.location.assign(afterLoginPath(outcome.user, null));
			return;
		}
		if (outcome.messageKey === "wrong_credentials" || outcome.messageKey === "network_error_message") showToast({
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
		className: "isl-account isl-login",
		onSubmit,
		"aria-label": t("account.loginForm"),
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: ids.user,
				className: "isl-visually-hidden",
				children: t("account.username")
			}),
			/* @__PURE__ */ jsx("input", {
				id: ids.user,
				name: "username",
				type: "text",
				autoComplete: "username",
				placeholder: t("account.username"),
				className: "isl-input"
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: ids.pass,
				className: "isl-visually-hidden",
				children: t("account.password")
			}),
			/* @__PURE__ */ jsx("input", {
				id: ids.pass,
				name: "password",
				type: "password",
				autoComplete: "current-password",
				placeholder: t("account.password"),
				className: "isl-input"
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "isl-button isl-button--primary",
				disabled: busy,
				"aria-busy": busy,
				children: busy ? t("account.loggingIn") : t("account.login")
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "isl-login__links",
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
// src/components/icons.ts
var ICON_PATHS = {
	home: "<path d=\"M3 11 12 4l9 7\"/><path d=\"M5 10v10h5v-6h4v6h5V10\"/>",
	ball: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"m12 7 4 3-1.5 4.5h-5L8 10z\"/><path d=\"M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10 3.5 8.5\"/>",
	live: "<circle cx=\"12\" cy=\"12\" r=\"3\"/><path d=\"M7.8 7.8a6 6 0 0 0 0 8.4M16.2 16.2a6 6 0 0 0 0-8.4M5 5a10 10 0 0 0 0 14M19 19a10 10 0 0 0 0-14\"/>",
	casino: "<rect x=\"4\" y=\"4\" width=\"16\" height=\"16\" rx=\"3\"/><circle cx=\"9\" cy=\"9\" r=\"1.2\"/><circle cx=\"15\" cy=\"15\" r=\"1.2\"/><circle cx=\"15\" cy=\"9\" r=\"1.2\"/><circle cx=\"9\" cy=\"15\" r=\"1.2\"/>",
	cards: "<rect x=\"3\" y=\"6\" width=\"11\" height=\"15\" rx=\"2\"/><path d=\"M10 3.5 19.5 6l-3 12\"/><path d=\"M8.5 11.5 7 14l1.5 2.5L10 14z\"/>",
	roulette: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><circle cx=\"12\" cy=\"12\" r=\"4\"/><path d=\"M12 3v5M12 16v5M3 12h5M16 12h5\"/>",
	menu: "<path d=\"M4 7h16M4 12h16M4 17h16\"/>",
	back: "<path d=\"M15 5l-7 7 7 7\"/>",
	close: "<path d=\"M6 6l12 12M18 6 6 18\"/>",
	ticket: "<path d=\"M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z\"/><path d=\"M9 8h6M9 12h6\"/>",
	user: "<circle cx=\"12\" cy=\"8\" r=\"4\"/><path d=\"M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6\"/>",
	search: "<circle cx=\"11\" cy=\"11\" r=\"6.5\"/><path d=\"m16 16 5 5\"/>",
	mail: "<rect x=\"3\" y=\"5\" width=\"18\" height=\"14\" rx=\"2\"/><path d=\"m4 7 8 6 8-6\"/>",
	info: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 11v6M12 7.5v.5\"/>",
	globe: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18\"/>",
	handshake: "<path d=\"m2 11 4-4 4 2 3-2 4 1 5 4\"/><path d=\"m6 13 5 5c.8.8 2 .8 2.8 0L20 12\"/><path d=\"m10 15 3-3M13 17l2-2\"/>",
	building: "<path d=\"M4 21V5l8-2v18M12 8h8v13\"/><path d=\"M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20\"/>",
	star: "<path d=\"m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z\"/>",
	flame: "<path d=\"M12 21c-4 0-7-2.7-7-6.5 0-3.3 2.2-5.2 3.5-7 .5 2 1.5 3 2.5 3.5C11 7 12.5 4.5 15 3c-.3 3 1 4.5 2.3 6.2C18.5 10.8 19 12.5 19 14.5 19 18.3 16 21 12 21z\"/>",
	clock: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 7v5l3 2\"/>",
	trophy: "<path d=\"M8 4h8v5a4 4 0 0 1-8 0z\"/><path d=\"M8 6H4c0 3 1.5 5 4 5M16 6h4c0 3-1.5 5-4 5M12 13v4M8 21h8M9 17h6\"/>",
	chart: "<path d=\"M4 20V10M10 20V4M16 20v-7M21 20H3\"/>",
	calendar: "<rect x=\"3\" y=\"5\" width=\"18\" height=\"16\" rx=\"2\"/><path d=\"M3 10h18M8 3v4M16 3v4\"/>",
	chevron: "<path d=\"m9 5 7 7-7 7\"/>",
	wallet: "<path d=\"M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3\"/><circle cx=\"16\" cy=\"13.5\" r=\"1.3\"/>",
	list: "<path d=\"M9 6h11M9 12h11M9 18h11\"/><path d=\"M4 6h1M4 12h1M4 18h1\"/>",
	history: "<path d=\"M4 12a8 8 0 1 0 2.5-5.8L4 8.5\"/><path d=\"M4 4v4.5h4.5M12 8v4l3 2\"/>",
	settings: "<circle cx=\"12\" cy=\"12\" r=\"3\"/><path d=\"M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1\"/>",
	lock: "<rect x=\"5\" y=\"11\" width=\"14\" height=\"10\" rx=\"2\"/><path d=\"M8 11V8a4 4 0 0 1 8 0v3\"/>",
	shield: "<path d=\"M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z\"/><path d=\"m9 12 2 2 4-4\"/>",
	doc: "<path d=\"M6 3h8l4 4v14H6z\"/><path d=\"M14 3v4h4M9 12h6M9 16h6\"/>"
};
// src/components/Icon.astro
createAstro("https://astro.build");
var $$Icon = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Icon;
	const { name, class: className = "icon", label } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<svg${addAttribute(className, "class")} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"${addAttribute(label ? void 0 : "true", "aria-hidden")}${addAttribute(label ? "img" : void 0, "role")}${addAttribute(label, "aria-label")} focusable="false">${unescapeHTML(ICON_PATHS[name])}</svg>`;
}, "/work/wt/edges/src/components/Icon.astro", void 0);
// src/components/chrome/nav.ts
var MAIN_MENU = [
	{
		id: "home",
		href: "/",
		label: "menu.home",
		icon: "home"
	},
	{
		id: "sports",
		href: "/sports-betting",
		label: "menu.sportsBetting",
		icon: "ball"
	},
	{
		id: "live",
		href: "/live-betting",
		label: "menu.liveBetting",
		icon: "live"
	},
	{
		id: "casino",
		href: "/casino-games",
		label: "menu.casinoGames",
		icon: "casino"
	},
	{
		id: "live-casino",
		href: "/live-casino",
		label: "menu.liveCasino",
		icon: "cards"
	},
	{
		id: "evo",
		href: "/evo-auto-games",
		label: "menu.evoAutoGames",
		icon: "roulette"
	}
];
var SIDE_MENU = [
	{
		id: "language",
		href: "/language",
		label: "menu.language",
		icon: "globe"
	},
	{
		id: "contact",
		href: "/contact",
		label: "menu.contact",
		icon: "mail"
	},
	{
		id: "info",
		href: "/info",
		label: "menu.info",
		icon: "info"
	},
	{
		id: "search",
		href: "/search",
		label: "menu.search",
		icon: "search"
	},
	{
		id: "affiliate",
		href: "/become-affiliate",
		label: "menu.becomeAffiliate",
		icon: "handshake"
	},
	{
		id: "about",
		href: "/about-us",
		label: "menu.aboutUs",
		icon: "building"
	}
];
var COMPANY_LINKS = [
	{
		id: "about",
		href: "/about-us",
		label: "menu.aboutUs",
		icon: "building"
	},
	{
		id: "terms",
		href: "/terms-and-conditions",
		label: "menu.termsAndConditions",
		icon: "doc"
	},
	{
		id: "privacy",
		href: "/privacy-policy",
		label: "menu.privacyPolicy",
		icon: "lock"
	},
	{
		id: "aml",
		href: "/anti-money-laundering",
		label: "menu.antiMoneyLaundering",
		icon: "shield"
	},
	{
		id: "responsible",
		href: "/responsible-gaming",
		label: "menu.responsibleGaming",
		icon: "shield"
	},
	{
		id: "contact",
		href: "/contact",
		label: "menu.contact",
		icon: "mail"
	},
	{
		id: "affiliate",
		href: "/become-affiliate",
		label: "menu.becomeAffiliate",
		icon: "handshake"
	}
];
/** The main-menu entry a path belongs to, or undefined for pages outside it. */
function activeSection(pathname) {
	const path = pathname.replace(/\/+$/, "") || "/";
	if (path === "/") return "home";
	return MAIN_MENU.find((item) => item.href !== "/" && (path === item.href || path.startsWith(`${item.href}/`)))?.id;
}
// src/components/chrome/DesktopHeader.astro
createAstro("https://astro.build");
var $$DesktopHeader = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$DesktopHeader;
	const DESKTOP = "(min-width: 1050px)";
	const { active } = Astro.props;
	const { t, lang, currency } = Astro.locals;
	return renderTemplate`${maybeRenderHead($$result)}<header class="desk-only desk-header" data-astro-cid-dzksurv2><div class="topbar" data-astro-cid-dzksurv2><div class="wrap topbar-row" data-astro-cid-dzksurv2><div class="topbar-left" data-astro-cid-dzksurv2>${renderComponent($$result, "Clock", Clock, {
		"client:media": DESKTOP,
		"data-astro-cid-dzksurv2": true,
		"client:component-hydration": "media",
		"client:component-path": "/work/wt/edges/src/islands/Clock.tsx",
		"client:component-export": "default"
	})}<!-- The session's last-login figures; the login island fills and reveals them. --><dl class="session-info" data-session-info hidden data-astro-cid-dzksurv2><div data-astro-cid-dzksurv2><dt data-astro-cid-dzksurv2>${t("topBar.lastLogin")}</dt><dd data-last-login data-astro-cid-dzksurv2></dd></div><div data-astro-cid-dzksurv2><dt data-astro-cid-dzksurv2>${t("topBar.loggedInFrom")}</dt><dd data-logged-in-from data-astro-cid-dzksurv2></dd></div></dl></div>${renderComponent($$result, "LanguageSelect", LanguageSelect, {
		"client:media": DESKTOP,
		"lang": lang,
		"data-astro-cid-dzksurv2": true,
		"client:component-hydration": "media",
		"client:component-path": "/work/wt/edges/src/islands/LanguageSelect.tsx",
		"client:component-export": "default"
	})}</div></div><div class="subheader" data-astro-cid-dzksurv2><div class="wrap subheader-row" data-astro-cid-dzksurv2><a class="logo" href="/"${addAttribute(t("a11y.home"), "aria-label")} data-astro-cid-dzksurv2><img src="/img/logo.svg" alt="" width="170" height="34" data-astro-cid-dzksurv2></a><div class="account-slot" data-astro-cid-dzksurv2>${renderComponent($$result, "AccountArea", AccountArea, {
		"client:media": DESKTOP,
		"lang": lang,
		"currency": currency,
		"data-astro-cid-dzksurv2": true,
		"client:component-hydration": "media",
		"client:component-path": "/work/wt/edges/src/islands/AccountArea.tsx",
		"client:component-export": "default"
	})}</div></div></div><nav class="mainmenu"${addAttribute(t("a11y.mainMenu"), "aria-label")} data-astro-cid-dzksurv2><ul class="wrap" data-astro-cid-dzksurv2>${MAIN_MENU.map((item) => renderTemplate`<li data-astro-cid-dzksurv2><a${addAttribute(item.href, "href")}${addAttribute(item.id === active ? "page" : void 0, "aria-current")} data-astro-cid-dzksurv2>${renderComponent($$result, "Icon", $$Icon, {
		"name": item.icon,
		"class": "icon icon-sm",
		"data-astro-cid-dzksurv2": true
	})}${t(item.label)}</a></li>`)}</ul></nav></header>`;
}, "/work/wt/edges/src/components/chrome/DesktopHeader.astro", void 0);
// src/components/chrome/MobileHeader.astro
createAstro("https://astro.build");
var $$MobileHeader = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MobileHeader;
	const { title, showBack } = Astro.props;
	const { t } = Astro.locals;
	return renderTemplate`${maybeRenderHead($$result)}<header class="mob-only mheader" data-astro-cid-kdhsrkpj><div class="mheader-row" data-astro-cid-kdhsrkpj>${showBack ? renderTemplate`<button type="button" class="mh-btn" data-back${addAttribute(t("a11y.back"), "aria-label")} data-astro-cid-kdhsrkpj>${renderComponent($$result, "Icon", $$Icon, {
		"name": "back",
		"data-astro-cid-kdhsrkpj": true
	})}</button>` : renderTemplate`<a class="mh-logo" href="/"${addAttribute(t("a11y.home"), "aria-label")} data-astro-cid-kdhsrkpj><img src="/favicon.svg" alt="" width="30" height="30" data-astro-cid-kdhsrkpj></a>`}<p class="mheader-title" data-astro-cid-kdhsrkpj>${title}</p><button type="button" class="mh-btn" popovertarget="side-menu"${addAttribute(t("a11y.openMenu"), "aria-label")} data-astro-cid-kdhsrkpj>${renderComponent($$result, "Icon", $$Icon, {
		"name": "menu",
		"data-astro-cid-kdhsrkpj": true
	})}</button></div><div id="side-menu" class="side-menu" popover data-astro-cid-kdhsrkpj><div class="side-head" data-astro-cid-kdhsrkpj><img src="/img/logo.svg"${addAttribute(t("site.name"), "alt")} width="140" height="28" data-astro-cid-kdhsrkpj><button type="button" class="mh-btn" popovertarget="side-menu" popovertargetaction="hide"${addAttribute(t("a11y.closeMenu"), "aria-label")} data-astro-cid-kdhsrkpj>${renderComponent($$result, "Icon", $$Icon, {
		"name": "close",
		"data-astro-cid-kdhsrkpj": true
	})}</button></div><nav${addAttribute(t("a11y.sideMenu"), "aria-label")} data-astro-cid-kdhsrkpj><ul class="link-list" data-astro-cid-kdhsrkpj>${SIDE_MENU.map((item) => renderTemplate`<li data-astro-cid-kdhsrkpj><a${addAttribute(item.href, "href")} data-astro-cid-kdhsrkpj>${renderComponent($$result, "Icon", $$Icon, {
		"name": item.icon,
		"data-astro-cid-kdhsrkpj": true
	})}<span class="grow" data-astro-cid-kdhsrkpj>${item.id === "language" ? `${t("menu.settings")} · ${t("menu.language")}` : t(item.label)}</span>${renderComponent($$result, "Icon", $$Icon, {
		"name": "chevron",
		"class": "icon icon-sm chev",
		"data-astro-cid-kdhsrkpj": true
	})}</a></li>`)}</ul></nav></div></header>`;
}, "/work/wt/edges/src/components/chrome/MobileHeader.astro", void 0);
// src/islands/MobileAccountItem.tsx
/**
* The mobile bottom bar's account entries: "Login" for a visitor (returning to this page),
* or account settings with the balance and "My bets" for a player. Renders bar items
* (<a class="isl-bar-item">) to sit beside the bar's own items.
*/
function MobileAccountItem({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Item, { lang })
	});
}
function Item({ lang }) {
	const hydrated = useHydrated();
	const user = useStore($session);
	const t = useT(lang);
	if (!hydrated) return /* @__PURE__ */ jsx("span", {
		className: "isl-bar-item isl-bar-item--pending",
		"aria-hidden": "true"
	});
	if (!user) {
		const from = `${window.location.pathname}${window.location.search}`;
		const href = window.location.pathname === "/login" ? "/login" : `/login?from=${encodeURIComponent(from)}`;
		return /* @__PURE__ */ jsxs("a", {
			className: "isl-bar-item",
			href,
			children: [/* @__PURE__ */ jsx(LoginIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.login") })]
		});
	}
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("a", {
		className: "isl-bar-item",
		href: "/account-settings",
		"aria-label": `${t("account.accountSettings")}, ${t("account.balanceValue", { amount: formatMoney(user.balance, user.currency, lang) })}`,
		children: [/* @__PURE__ */ jsx(SettingsIcon, {}), /* @__PURE__ */ jsx("span", { children: formatAmount(user.balance, lang) })]
	}), /* @__PURE__ */ jsxs("a", {
		className: "isl-bar-item",
		href: "/my-bets",
		children: [/* @__PURE__ */ jsx(TicketIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.myBets") })]
	})] });
}
// src/lib/slip/pricing.ts
var ODDS_SCALE = 100n;
/** Every k-subset of indices 0..n-1, in lexicographic order. */
function* subsets(n, k) {
	if (k < 0 || k > n) return;
	const idx = Array.from({ length: k }, (_, i) => i);
	while (true) {
		yield [...idx];
		let i = k - 1;
		while (i >= 0 && idx[i] === n - k + i) i--;
		if (i < 0) return;
		idx[i] = (idx[i] ?? 0) + 1;
		for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] ?? 0) + 1;
	}
}
/** The event groups a ticket's combinations are made of: all events, or fixed + k of the others. */
function eventGroups(events, kind) {
	const live = events.map((e, i) => ({
		e,
		i
	})).filter(({ e }) => e.odds.length > 0);
	if (kind.type === "combination") return live.length === 0 ? [] : [live.map(({ i }) => i)];
	const fixed = live.filter(({ e }) => e.fixed).map(({ i }) => i);
	const free = live.filter(({ e }) => !e.fixed).map(({ i }) => i);
	const groups = [];
	for (const k of [...new Set(kind.sizes)].sort((a, b) => a - b)) for (const pick of subsets(free.length, k)) groups.push([...fixed, ...pick.map((j) => free[j])].sort((a, b) => a - b));
	return groups;
}
var product = (values) => values.reduce((a, b) => a * b, 1n);
/** Number of bets: per event group, the product of its events' pick counts; summed over groups. */
function betCount(events, kind = { type: "combination" }) {
	let total = 0n;
	for (const g of eventGroups(events, kind)) total += product(g.map((i) => BigInt(events[i]?.odds.length ?? 0)));
	return Number(total);
}
var best = (e) => BigInt(Math.max(...e?.odds ?? [100]));
/**
* The largest combination's product of odds, in hundredths (0 when the product is 1.00, as the
* spec says, or when there is nothing to price).
*/
function maxCoefficient(events, kind = { type: "combination" }) {
	let top = 0n;
	for (const g of eventGroups(events, kind)) {
		const hundredths = product(g.map((i) => best(events[i]))) / ODDS_SCALE ** BigInt(Math.max(0, g.length - 1));
		if (hundredths > top) top = hundredths;
	}
	return top === 100n ? 0 : Number(top);
}
/** Every choice of one element per list (the combinations' picks), as index tuples. */
function* picks(lists) {
	if (lists.some((l) => l.length === 0)) return;
	const at = lists.map(() => 0);
	while (true) {
		yield lists.map((l, i) => l[at[i]]);
		let i = lists.length - 1;
		while (i >= 0 && at[i] === lists[i].length - 1) at[i--] = 0;
		if (i < 0) return;
		at[i] = at[i] + 1;
	}
}
/**
* What the ticket pays, in minor units: each winning combination pays
* floor(stake per bet x product of its odds), with stake per bet = total / bet count.
* `winning(i)` lists the odds (hundredths) of event i's winning picks, with 100 for a returned
* or cancelled pick; an empty list means every pick on the event lost.
*/
function payout(events, kind, totalStake, winning, cap) {
	const count = BigInt(betCount(events, kind));
	if (count === 0n || totalStake <= 0n) return 0n;
	let sum = 0n;
	for (const g of eventGroups(events, kind)) {
		const scale = ODDS_SCALE ** BigInt(g.length);
		for (const combo of picks(g.map((i) => winning(i)))) sum += totalStake * product(combo.map((o) => BigInt(o))) / (count * scale);
	}
	return cap !== void 0 && sum > cap ? cap : sum;
}
/** Max gain: every event's highest-odds pick wins and its other picks lose. */
function maxGain(events, kind, totalStake, cap) {
	return payout(events, kind, totalStake, (i) => [Number(best(events[i]))], cap);
}
/** Stake per bet in minor units, rounded down to the cent (what the slip shows). */
function stakePerBet(totalStake, count) {
	return count > 0 ? totalStake / BigInt(count) : 0n;
}
var MAX_TOTAL_STAKE_MINOR = 1e5;
var MAX_COMBINATIONS = 1e3;
var MAX_PAYOUT_MINOR = 1e7;
/** The first stake rule a slip breaks, or null. */
function stakeProblem(totalStakeMinor, betCount) {
	if (betCount <= 0) return "no_bets";
	if (betCount > 1e3) return "too_many_combinations";
	if (totalStakeMinor > 1e5) return "max_stake";
	if (totalStakeMinor < 500) return "min_stake";
	if (betCount > 1 && Math.floor(totalStakeMinor / betCount) < 10) return "min_stake_per_bet";
	return null;
}
/** Which odds changes the player accepts without being asked again. */
var ODDS_CHANGE_POLICIES = [
	"none",
	"higher",
	"any"
];
// src/stores/slip.ts
var SLIP_KEY = "slip";
var SLIP_VERSION = 1;
var SlipOdd = z.object({
	name: z.string(),
	header: z.string(),
	handicap: z.string(),
	custom_id: z.string(),
	/** Hundredths. */
	value: z.int(),
	/** The odd's second name (the team a live pick backs): create_ticket's bet_name_second for live picks. */
	name2: z.optional(z.string())
});
var SlipBet = z.object({
	bet: z.object({
		name: z.string(),
		realName: z.string()
	}),
	odd: SlipOdd,
	disabled: z.boolean(),
	isLive: z.boolean(),
	/** Epoch ms after which a pre-match bet can no longer be enabled (the event's start). */
	timeout: z.optional(z.number()),
	/** Set when the server refused the slip because this odd moved, until the player accepts. */
	change: z.optional(z.enum(["higher", "lower"])),
	/** A live bet whose odd is missing or suspended in the latest live data: disabled, and cannot be enabled until it returns. */
	unavailable: z.optional(z.boolean())
});
var SlipMatch = z.object({
	id: z.int(),
	home: z.string(),
	away: z.string(),
	/** Epoch seconds of the start. */
	time: z.number(),
	sportId: z.int(),
	league: z.string()
});
var SlipEntry = z.object({
	match: SlipMatch,
	isLive: z.boolean(),
	fixed: z.boolean(),
	bets: z.array(SlipBet)
});
var Slip = z.object({
	v: z.literal(SLIP_VERSION),
	entries: z.array(SlipEntry),
	type: z.enum(["combination", "system"]),
	systemSizes: z.array(z.int()),
	/** The total stake in minor units; null means the default stake per bet times the bet count. */
	total: z.nullable(z.int()),
	oddsChange: z.enum(ODDS_CHANGE_POLICIES)
});
var EMPTY_SLIP = {
	v: SLIP_VERSION,
	entries: [],
	type: "combination",
	systemSizes: [],
	total: null,
	oddsChange: "higher"
};
function decodeSlip(text) {
	try {
		const parsed = Slip.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data : EMPTY_SLIP;
	} catch {
		return EMPTY_SLIP;
	}
}
function encodeSlip(slip) {
	return slip.entries.length === 0 && slip.total === null && slip.oddsChange === "higher" ? void 0 : JSON.stringify(slip);
}
var $slip = persistentAtom(SLIP_KEY, EMPTY_SLIP, {
	encode: encodeSlip,
	decode: decodeSlip
});
var started = (bet, nowMs) => !bet.isLive && bet.timeout !== void 0 && bet.timeout <= nowMs;
/** System sizes that still fit n free events; a system needs at least one size below n. */
function fitSizes(slip) {
	const free = slip.entries.filter((e) => e.bets.some((b) => !b.disabled) && !e.fixed).length;
	const sizes = slip.systemSizes.filter((k) => k >= 1 && k < free);
	return sizes.length === slip.systemSizes.length ? slip : {
		...slip,
		systemSizes: sizes
	};
}
/** Removes one bet; the last bet of an event takes the event with it. No bet given: the whole event. */
function withBetRemoved(slip, eventId, customId) {
	const entries = slip.entries.map((e) => e.match.id !== eventId ? e : customId === void 0 ? null : {
		...e,
		bets: e.bets.filter((b) => b.odd.custom_id !== customId)
	}).filter((e) => e !== null && e.bets.length > 0);
	return fitSizes({
		...slip,
		entries,
		...entries.length === 0 ? {
			systemSizes: [],
			type: "combination"
		} : {}
	});
}
/** Enables or disables a bet; a started pre-match bet and a live bet whose odd is gone stay disabled. */
function withBetEnabled(slip, eventId, customId, enabled, nowMs) {
	const entries = slip.entries.map((e) => e.match.id !== eventId ? e : {
		...e,
		bets: e.bets.map((b) => b.odd.custom_id !== customId ? b : {
			...b,
			disabled: enabled ? started(b, nowMs) || b.unavailable === true : true
		})
	});
	return fitSizes({
		...slip,
		entries
	});
}
/**
* Follows the latest live data (spec section 4): a live bet whose odd is missing or
* suspended is disabled and marked unavailable; when the odd returns the mark goes, but the
* bet stays disabled until the player enables it again. An available odd's price follows
* the live price. Before the first full live list (`ready` false) a missing key means "not
* loaded yet", so only present keys are read. Returns the same slip when nothing changed.
*/
function withLiveOdds(slip, odds, ready) {
	let changed = false;
	const entries = slip.entries.map((e) => {
		let touched = false;
		const bets = e.bets.map((b) => {
			if (!b.isLive) return b;
			const live = odds[`${e.match.id}:${b.odd.custom_id}`];
			if (!live && !ready) return b;
			const available = live !== void 0 && !live.suspended;
			let next = b;
			if (!available && (!b.unavailable || !b.disabled)) next = {
				...b,
				disabled: true,
				unavailable: true
			};
			else if (available && b.unavailable) {
				const { unavailable: _back, ...rest } = b;
				next = rest;
			}
			if (available && live.value !== next.odd.value) next = {
				...next,
				odd: {
					...next.odd,
					value: live.value
				}
			};
			if (next !== b) touched = true;
			return next;
		});
		if (!touched) return e;
		changed = true;
		return {
			...e,
			bets
		};
	});
	return changed ? fitSizes({
		...slip,
		entries
	}) : slip;
}
/** Puts the server's current odds in the slip, flagging each as higher or lower than what the player saw. */
function withOddsChanged(slip, changes) {
	const entries = slip.entries.map((e) => ({
		...e,
		bets: e.bets.map((b) => {
			const c = changes.find((x) => x.event_id === e.match.id && x.odd_custom_id === b.odd.custom_id);
			if (!c || c.value === b.odd.value) return b;
			return {
				...b,
				odd: {
					...b.odd,
					value: c.value
				},
				change: c.value > b.odd.value ? "higher" : "lower"
			};
		})
	}));
	return {
		...slip,
		entries
	};
}
/** The player has seen the new odds: the flags go. */
function withOddsAccepted(slip) {
	return {
		...slip,
		entries: slip.entries.map((e) => ({
			...e,
			bets: e.bets.map(({ change: _seen, ...b }) => b)
		}))
	};
}
/** The slip as the pricing functions see it: the enabled odds of each event. */
function pricedEvents(slip) {
	return slip.entries.map((e) => ({
		odds: e.bets.filter((b) => !b.disabled).map((b) => b.odd.value),
		fixed: e.fixed
	}));
}
function ticketKind(slip) {
	return slip.type === "system" ? {
		type: "system",
		sizes: slip.systemSizes
	} : { type: "combination" };
}
var GAIN_REFERENCE_STAKE = 1000000n;
/** Every figure the slip shows, from the shared pricing functions. */
function slipFigures(slip) {
	const events = pricedEvents(slip);
	const kind = ticketKind(slip);
	const count = slip.type === "system" && slip.systemSizes.length === 0 ? 0 : betCount(events, kind);
	const total = slip.total ?? 200 * Math.max(1, count);
	const cap = BigInt(MAX_PAYOUT_MINOR);
	return {
		eventCount: slip.entries.length,
		betCount: count,
		maxCoefficient: count > 0 ? maxCoefficient(events, kind) : 0,
		totalStake: total,
		stakePerBet: Number(stakePerBet(BigInt(total), count)),
		maxGain: count > 0 ? Number(maxGain(events, kind, BigInt(total), cap)) : 0,
		gainAtReference: count > 0 ? maxGain(events, kind, GAIN_REFERENCE_STAKE) : 0n,
		selectedBets: slip.entries.reduce((n, e) => n + e.bets.length, 0)
	};
}
var $slipFigures = computed($slip, slipFigures);
/** The custom ids of every odd in the slip, per event: what the odds buttons show as pressed. */
function pickedKeys(slip) {
	return new Set(slip.entries.flatMap((e) => e.bets.map((b) => `${e.match.id}:${b.odd.custom_id}`)));
}
/** The create_ticket body for this slip (spec section 7, plus odds seen, type and policy). */
function ticketRequest(slip, playerId, totalMinor) {
	return {
		stake: `${Math.floor(totalMinor / 100)}.${String(totalMinor % 100).padStart(2, "0")}`,
		player_id: playerId,
		type: slip.type,
		system_sizes: slip.type === "system" ? slip.systemSizes : [],
		odds_change: slip.oddsChange,
		ticket_events: slip.entries.flatMap((e) => e.bets.filter((b) => !b.disabled).map((b) => ({
			event_id: e.match.id,
			bet_name: b.bet.realName || b.bet.name,
			bet_name_second: b.isLive ? b.odd.name2 ?? "" : "",
			odd_name: b.odd.name,
			odd_custom_id: b.odd.custom_id,
			odd_value: `${Math.floor(b.odd.value / 100)}.${String(b.odd.value % 100).padStart(2, "0")}`,
			is_live: b.isLive ? "true" : "false",
			fixed: slip.type === "system" && e.fixed
		})))
	};
}
var update = (next) => {
	const current = $slip.get();
	const value = next(current);
	if (value !== current) $slip.set(value);
};
function removeBet(eventId, customId) {
	update((s) => withBetRemoved(s, eventId, customId));
}
function removeEvent(eventId) {
	update((s) => withBetRemoved(s, eventId));
}
function setEnabled(eventId, customId, enabled) {
	update((s) => withBetEnabled(s, eventId, customId, enabled, Date.now()));
}
function setType(type) {
	update((s) => {
		if (type === "combination") return {
			...s,
			type
		};
		const free = s.entries.filter((e) => !e.fixed).length;
		return {
			...s,
			type,
			systemSizes: s.systemSizes.length ? s.systemSizes : free > 1 ? [free - 1] : []
		};
	});
}
function setSystemSizes(sizes) {
	update((s) => fitSizes({
		...s,
		systemSizes: [...new Set(sizes)].sort((a, b) => a - b)
	}));
}
function toggleSystemSize(size) {
	const sizes = $slip.get().systemSizes;
	setSystemSizes(sizes.includes(size) ? sizes.filter((k) => k !== size) : [...sizes, size]);
}
function setFixed(eventId, fixed) {
	update((s) => fitSizes({
		...s,
		entries: s.entries.map((e) => e.match.id === eventId ? {
			...e,
			fixed
		} : e)
	}));
}
/** Sets the total stake in minor units; null goes back to the default stake per bet. */
function setTotalStake(totalMinor) {
	update((s) => s.total === totalMinor ? s : {
		...s,
		total: totalMinor
	});
}
function setOddsChange(policy) {
	update((s) => ({
		...s,
		oddsChange: policy
	}));
}
function applyOddsChanges(changes) {
	update((s) => withOddsChanged(s, changes));
}
function acceptOddsChanges() {
	update(withOddsAccepted);
}
/** Empties the slip, keeping the player's odds-change choice. */
function clearSlip() {
	update((s) => ({
		...EMPTY_SLIP,
		oddsChange: s.oddsChange
	}));
}
/** Whether any bet in the slip is a live pick. */
var hasLivePick = (slip) => slip.entries.some((e) => e.bets.some((b) => b.isLive));
// src/islands/SlipBarItem.tsx
/**
* The inside of the mobile bottom bar's slip link (the bar keeps the link to /bet-slip):
* the bet count on the ticket icon and the max coefficient under it.
*/
function SlipBarItem({ lang }) {
	const t = useT(lang);
	const hydrated = useHydrated();
	const figures = useStore($slipFigures);
	const count = hydrated ? figures.betCount : 0;
	const coefficient = formatOdds(hydrated ? figures.maxCoefficient : 0);
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("span", {
		className: "slip-bar__icon",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ jsx(TicketIcon, {}), /* @__PURE__ */ jsx("span", {
			className: "slip-bar__count",
			"data-slip-count": true,
			children: count
		})]
	}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
		className: "isl-visually-hidden",
		children: t("slip.barLabel", {
			count,
			coefficient
		})
	}), /* @__PURE__ */ jsx("span", {
		className: "slip-bar__coefficient",
		"data-slip-coefficient": true,
		"aria-hidden": "true",
		children: coefficient
	})] })] });
}
// src/components/chrome/BottomBar.astro
createAstro("https://astro.build");
var $$BottomBar = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BottomBar;
	const { active } = Astro.props;
	const { t, lang } = Astro.locals;
	const path = Astro.url.pathname;
	return renderTemplate`${maybeRenderHead($$result)}<nav class="mob-only bottombar"${addAttribute(t("a11y.bottomBar"), "aria-label")} data-astro-cid-c6vamk7c><a href="/"${addAttribute(active === "home" ? "page" : void 0, "aria-current")} data-astro-cid-c6vamk7c>${renderComponent($$result, "Icon", $$Icon, {
		"name": "home",
		"data-astro-cid-c6vamk7c": true
	})}<span data-astro-cid-c6vamk7c>${t("menu.home")}</span></a><div class="bb-account" data-astro-cid-c6vamk7c>${renderComponent($$result, "MobileAccountItem", MobileAccountItem, {
		"client:afterpaint": true,
		"lang": lang,
		"data-astro-cid-c6vamk7c": true,
		"client:component-hydration": "afterpaint",
		"client:component-path": "/work/wt/edges/src/islands/MobileAccountItem.tsx",
		"client:component-export": "default"
	})}</div><a href="/sports-betting"${addAttribute(active === "sports" ? "page" : void 0, "aria-current")} data-astro-cid-c6vamk7c>${renderComponent($$result, "Icon", $$Icon, {
		"name": "ball",
		"data-astro-cid-c6vamk7c": true
	})}<span data-astro-cid-c6vamk7c>${t("menu.sportsBetting")}</span></a><a href="/bet-slip" class="bb-slip"${addAttribute(path === "/bet-slip" ? "page" : void 0, "aria-current")} data-astro-cid-c6vamk7c>${renderComponent($$result, "SlipBarItem", SlipBarItem, {
		"client:afterpaint": true,
		"lang": lang,
		"data-astro-cid-c6vamk7c": true,
		"client:component-hydration": "afterpaint",
		"client:component-path": "/work/wt/edges/src/islands/SlipBarItem.tsx",
		"client:component-export": "default"
	})}</a></nav>`;
}, "/work/wt/edges/src/components/chrome/BottomBar.astro", void 0);
// src/components/chrome/Footer.astro
createAstro("https://astro.build");
var $$Footer = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Footer;
	const { t } = Astro.locals;
	const PAYMENTS = [
		{
			file: "card",
			label: "payment.card"
		},
		{
			file: "bank",
			label: "payment.bankTransfer"
		},
		{
			file: "ewallet",
			label: "payment.eWallet"
		},
		{
			file: "crypto",
			label: "payment.crypto"
		},
		{
			file: "voucher",
			label: "payment.voucher"
		}
	];
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer" data-astro-cid-r4f3bwe4><div class="wrap" data-astro-cid-r4f3bwe4><div class="footer-top" data-astro-cid-r4f3bwe4><nav${addAttribute(t("a11y.companyLinks"), "aria-label")} data-astro-cid-r4f3bwe4><h2 class="footer-heading" data-astro-cid-r4f3bwe4>${t("footer.company")}</h2><ul class="footer-links" data-astro-cid-r4f3bwe4>${COMPANY_LINKS.map((item) => renderTemplate`<li data-astro-cid-r4f3bwe4><a${addAttribute(item.href, "href")} data-astro-cid-r4f3bwe4>${t(item.label)}</a></li>`)}</ul></nav><section aria-labelledby="footer-payments" data-astro-cid-r4f3bwe4><h2 class="footer-heading" id="footer-payments" data-astro-cid-r4f3bwe4>${t("footer.payments")}</h2><ul class="payments"${addAttribute(t("a11y.payments"), "aria-label")} data-astro-cid-r4f3bwe4>${PAYMENTS.map((p) => renderTemplate`<li data-astro-cid-r4f3bwe4><img${addAttribute(`/img/pay/${p.file}.svg`, "src")}${addAttribute(t(p.label), "alt")}${addAttribute(t(p.label), "title")} width="52" height="32" data-astro-cid-r4f3bwe4></li>`)}</ul></section></div><div class="footer-legal" data-astro-cid-r4f3bwe4><span class="age" role="img"${addAttribute(t("footer.ageLabel"), "aria-label")} data-astro-cid-r4f3bwe4>${t("footer.ageNotice")}</span><div data-astro-cid-r4f3bwe4><p data-astro-cid-r4f3bwe4>${t("footer.licence")}</p><p data-astro-cid-r4f3bwe4>${t("footer.responsible")} <a href="/responsible-gaming" data-astro-cid-r4f3bwe4>${t("menu.responsibleGaming")}</a></p><p class="copyright" data-astro-cid-r4f3bwe4>${t("footer.copyright", { year })}</p></div></div></div></footer>`;
}, "/work/wt/edges/src/components/chrome/Footer.astro", void 0);
// src/islands/Toasts.tsx
/** The toasts of $toasts, top-right. Mounted once on every page of both layouts. */
function Toasts() {
	return /* @__PURE__ */ jsx(ErrorBoundary, { children: /* @__PURE__ */ jsx(ToastList, {}) });
}
function ToastList() {
	const toasts = useStore($toasts);
	const hydrated = useHydrated();
	const t = useT();
	useEffect(() => reconcileLang(pageLang()), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "isl-toasts",
		"aria-label": hydrated ? t("toast.region") : void 0,
		role: hydrated ? "region" : void 0,
		children: [/* @__PURE__ */ jsx("div", {
			"aria-live": "polite",
			children: hydrated && toasts.filter((toast) => toast.kind !== "error").map((toast) => /* @__PURE__ */ jsx(ToastItem, {
				toast,
				t
			}, toast.id))
		}), /* @__PURE__ */ jsx("div", {
			"aria-live": "assertive",
			children: hydrated && toasts.filter((toast) => toast.kind === "error").map((toast) => /* @__PURE__ */ jsx(ToastItem, {
				toast,
				t
			}, toast.id))
		})]
	});
}
function ToastItem({ toast, t }) {
	const text = toast.messageKey ? t(toast.messageKey, toast.params) : toast.message ?? "";
	return /* @__PURE__ */ jsxs("div", {
		className: `isl-toast isl-toast--${toast.kind}`,
		children: [/* @__PURE__ */ jsx("p", {
			className: "isl-toast__text",
			children: text
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "isl-toast__dismiss",
			"aria-label": t("toast.dismiss"),
			onClick: () => dismissToast(toast.id),
			children: /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "×"
			})
		})]
	});
}
// src/stores/login-modal.ts
var $loginModal = atom(null);
/** Opens the login modal; after login the player stays on the page unless `from` is given. */
function openLoginModal(options = {}) {
	$loginModal.set({ from: options.from ?? null });
}
function closeLoginModal() {
	$loginModal.set(null);
}
// src/islands/account/notice.ts
var NOTICE_KEY = "account-notice";
function showNotice(messageKey, params) {
	showToast({
		id: NOTICE_KEY,
		kind: "info",
		messageKey,
		params
	});
	writeItem("session", NOTICE_KEY, JSON.stringify({
		messageKey,
		params
	}));
	setTimeout(() => removeItem("session", NOTICE_KEY), TOAST_TIMEOUT_MS);
}
/** Shows a notice left by the previous page, once. */
function replayNotice() {
	const text = readItem("session", NOTICE_KEY);
	if (!text) return;
	removeItem("session", NOTICE_KEY);
	try {
		const { messageKey, params } = JSON.parse(text);
		if (typeof messageKey === "string") showToast({
			id: NOTICE_KEY,
			kind: "info",
			messageKey,
			params
		});
	} catch {}
}
// src/islands/Session.tsx
var SessionKeeper = lazy(() => import("./SessionKeeper_DELaX6d0.mjs"));
var LoginModal = lazy(() => import("./LoginModal_CnxYIQNS.mjs"));
/**
* Mounted once on every page of both layouts, with nothing to show of its own: replays a
* notice left by the previous page, runs the session keeper while a player is logged in and
* hosts the login modal.
*/
function Session(props) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang: props.lang,
		children: /* @__PURE__ */ jsx(SessionHost, { ...props })
	});
}
function SessionHost({ lang, currency }) {
	const hydrated = useHydrated();
	const user = useStore($session);
	const modalAsked = useStore($loginModal) !== null;
	const [modal, setModal] = useState(false);
	if (modalAsked && !modal) setModal(true);
	useEffect(replayNotice, []);
	if (!hydrated) return null;
	return /* @__PURE__ */ jsxs(Suspense, {
		fallback: null,
		children: [user ? /* @__PURE__ */ jsx(SessionKeeper, { lang }, user.id) : null, modal ? /* @__PURE__ */ jsx(LoginModal, {
			lang,
			currency
		}) : null]
	});
}
// src/layouts/Base.astro
createAstro("https://astro.build");
var $$Base = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Base;
	const { title, description } = Astro.props;
	const { t, lang, currency } = Astro.locals;
	const path = Astro.url.pathname;
	const active = activeSection(path);
	const siteName = t("site.name");
	const i18nJson = JSON.stringify({
		lang,
		resources: ISLAND_RESOURCES[lang]
	}).replace(/</g, "\\u003c");
	return renderTemplate`<html${addAttribute(lang, "lang")}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description"${addAttribute(description ?? t("meta.description"), "content")}><meta name="theme-color" content="#0f1d33"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title === siteName ? siteName : `${title} | ${siteName}`}</title><script type="application/json" id="i18n-resources">${unescapeHTML(i18nJson)}<\/script>${renderHead($$result)}</head><body><a class="skip-link" href="#main">${t("a11y.skipToContent")}</a>${renderComponent($$result, "DesktopHeader", $$DesktopHeader, { "active": active })}${renderComponent($$result, "MobileHeader", $$MobileHeader, {
		"title": title,
		"showBack": path !== "/"
	})}<main id="main" tabindex="-1">${renderSlot($$result, $$slots["default"])}</main>${renderComponent($$result, "Footer", $$Footer, {})}${renderComponent($$result, "BottomBar", $$BottomBar, { "active": active })}${renderComponent($$result, "Toasts", Toasts, {
		"client:afterpaint": true,
		"client:component-hydration": "afterpaint",
		"client:component-path": "/work/wt/edges/src/islands/Toasts.tsx",
		"client:component-export": "default"
	})}${renderComponent($$result, "Session", Session, {
		"client:afterpaint": true,
		"lang": lang,
		"currency": currency,
		"client:component-hydration": "afterpaint",
		"client:component-path": "/work/wt/edges/src/islands/Session.tsx",
		"client:component-export": "default"
	})}${renderScript($$result, "/work/wt/edges/src/layouts/Base.astro?astro&type=script&index=0&lang.ts")}<script>
      document.addEventListener('click', function (e) {
        if (e.target instanceof Element && e.target.closest('[data-back]')) history.back();
      });
    <\/script></body></html>`;
}, "/work/wt/edges/src/layouts/Base.astro", void 0);
export { DepositIcon as A, withLiveOdds as C, stakeProblem as D, ODDS_CHANGE_POLICIES as E, renderScript as F, LogoutIcon as M, TicketIcon as N, COMPANY_LINKS as O, ErrorBoundary as P, toggleSystemSize as S, MAX_TOTAL_STAKE_MINOR as T, setFixed as _, openLoginModal as a, setType as b, GAIN_REFERENCE_STAKE as c, clearSlip as d, hasLivePick as f, setEnabled as g, removeEvent as h, closeLoginModal as i, LoginIcon as j, $$Icon as k, acceptOddsChanges as l, removeBet as m, showNotice as n, $slip as o, pickedKeys as p, $loginModal as r, $slipFigures as s, $$Base as t, applyOddsChanges as u, setOddsChange as v, MAX_COMBINATIONS as w, ticketRequest as x, setTotalStake as y };
