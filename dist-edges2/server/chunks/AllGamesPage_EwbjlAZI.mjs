import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { P as ErrorBoundary, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { o as displayName, t as $session } from "./session_Co9MzN1G.mjs";
import { i as showToast } from "./toasts_CQDAmuPS.mjs";
import { a as GAME_LIST_TTL_MS, n as apiGet, r as apiPost } from "./client_QVtWpBMY.mjs";
import { c as translate } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { t as casinoMessages } from "./messages_DfbVccqj.mjs";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/casino/filter.ts
/** Games whose name contains the query, case-insensitive; popularOnly keeps popular ones. */
function filterGames(games, query, popularOnly = false) {
	const q = query.trim().toLocaleLowerCase();
	return games.filter((g) => (!popularOnly || g.popular) && (q === "" || g.name.toLocaleLowerCase().includes(q)));
}
/** Groups in the providers' order; games without a known provider go last under null. */
function groupByProvider(games, providers) {
	const groups = providers.map((provider) => ({
		provider,
		games: games.filter((g) => g.provider === provider)
	}));
	const other = games.filter((g) => !providers.includes(g.provider));
	if (other.length > 0) groups.push({
		provider: null,
		games: other
	});
	return groups.filter((g) => g.games.length > 0);
}
/** Window messages that close the game frame. */
function isCloseMessage(data) {
	return data === "closeFrame" || data === "close-frame";
}
// src/islands/casino/AllGames.tsx
/** The all-games screen of one section: search, popular filter, providers' collapsible groups and the game frame. */
function AllGames(props) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang: props.lang,
		children: /* @__PURE__ */ jsx(Lobby, { ...props })
	});
}
function Lobby({ lang, section, messages }) {
	const t = (key, params) => translate(messages, key, params);
	const user = useStore($session);
	const [catalogue, setCatalogue] = useState(null);
	const [failed, setFailed] = useState(false);
	const [attempt, setAttempt] = useState(0);
	const [query, setQuery] = useState("");
	const [popularOnly, setPopularOnly] = useState(false);
	const [closed, setClosed] = useState(/* @__PURE__ */ new Set());
	const [opened, setOpened] = useState(/* @__PURE__ */ new Set());
	const [playing, setPlaying] = useState(null);
	const [launching, setLaunching] = useState(null);
	const frame = useRef(null);
	const searchId = useId();
	useEffect(() => {
		const abort = new AbortController();
		setFailed(false);
		apiGet("get_all_games_and_providers", {
			searchParams: { section },
			ttlMs: GAME_LIST_TTL_MS,
			signal: abort.signal
		}).then(setCatalogue).catch(() => !abort.signal.aborted && setFailed(true));
		return () => abort.abort();
	}, [section, attempt]);
	useEffect(() => {
		if (!playing) return;
		const onMessage = (event) => {
			if (event.origin === playing.origin && event.source === frame.current?.contentWindow && isCloseMessage(event.data)) setPlaying(null);
		};
		window.addEventListener("message", onMessage);
		return () => window.removeEventListener("message", onMessage);
	}, [playing]);
	useEffect(() => {
		if (!user) setPlaying(null);
	}, [user]);
	useEffect(() => {
		if (playing) frame.current?.scrollIntoView({
			behavior: "smooth",
			block: "nearest"
		});
	}, [playing]);
	const groups = useMemo(() => catalogue ? groupByProvider(filterGames(catalogue.games, query, popularOnly), catalogue.providers) : [], [
		catalogue,
		query,
		popularOnly
	]);
	async function launch(game) {
		if (!user) {
			showToast({
				id: "must_be_logged_in",
				kind: "error",
				message: t("casino.mustBeLoggedIn")
			});
			return;
		}
		setLaunching(game.uuid);
		try {
			const { url } = await apiPost("init-demo", {
				game_uuid: game.uuid,
				player_id: user.id,
				player_name: displayName(user),
				lang
			});
			const absolute = new URL(url, window.location.href);
			setPlaying({
				game,
				url: absolute.href,
				origin: absolute.origin
			});
		} catch {
			showToast({
				kind: "error",
				message: t("casino.launchFailed")
			});
		} finally {
			setLaunching(null);
		}
	}
	const isOpen = (key, index) => index === 0 ? !closed.has(key) : opened.has(key);
	const toggle = (key, index) => {
		const flip = (set) => {
			const next = new Set(set);
			if (next.has(key)) next.delete(key);
			else next.add(key);
			return next;
		};
		if (index === 0) setClosed(flip);
		else setOpened(flip);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "cas",
		children: [
			playing && /* @__PURE__ */ jsxs("section", {
				className: "cas-playing",
				"aria-labelledby": `${searchId}-playing`,
				children: [/* @__PURE__ */ jsxs("header", {
					className: "cas-playing__head",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: `${searchId}-playing`,
							children: t("casino.currentlyPlaying")
						}),
						/* @__PURE__ */ jsx("span", {
							className: "cas-playing__name",
							children: playing.game.name
						}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "cas-playing__close",
							onClick: () => setPlaying(null),
							"aria-label": t("casino.closeGame"),
							children: "×"
						})
					]
				}), /* @__PURE__ */ jsx("iframe", {
					ref: frame,
					className: "cas-frame",
					src: playing.url,
					title: t("casino.frameTitle", { name: playing.game.name }),
					allow: "autoplay; fullscreen",
					referrerPolicy: "same-origin"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "cas-toolbar",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "cas-search",
					htmlFor: searchId,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "cas-visually-hidden",
							children: t("casino.search")
						}),
						/* @__PURE__ */ jsxs("svg", {
							viewBox: "0 0 24 24",
							"aria-hidden": "true",
							children: [/* @__PURE__ */ jsx("circle", {
								cx: "11",
								cy: "11",
								r: "7"
							}), /* @__PURE__ */ jsx("path", { d: "M16.5 16.5L21 21" })]
						}),
						/* @__PURE__ */ jsx("input", {
							id: searchId,
							type: "search",
							value: query,
							placeholder: t("casino.searchPlaceholder"),
							onChange: (e) => setQuery(e.target.value),
							autoComplete: "off"
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: "cas-tabs",
					role: "group",
					"aria-label": t("casino.search"),
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-pressed": !popularOnly,
						onClick: () => setPopularOnly(false),
						children: t("casino.allGames")
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-pressed": popularOnly,
						onClick: () => setPopularOnly(true),
						children: ["★ ", t("casino.popularGames")]
					})]
				})]
			}),
			!catalogue && !failed && /* @__PURE__ */ jsx("div", {
				className: "cas-loading",
				children: /* @__PURE__ */ jsx(Loader, { lang })
			}),
			failed && /* @__PURE__ */ jsxs("p", {
				className: "cas-empty",
				role: "alert",
				children: [
					t("casino.loadFailed"),
					" ",
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "cas-link",
						onClick: () => setAttempt((n) => n + 1),
						children: t("casino.retry")
					})
				]
			}),
			catalogue && groups.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "cas-empty",
				children: t("casino.noGames")
			}),
			groups.map((group, index) => {
				const key = group.provider ?? "";
				const open = query.trim() !== "" || isOpen(key, index);
				const panelId = `${searchId}-g${index}`;
				return /* @__PURE__ */ jsxs("section", {
					className: "cas-group",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "cas-group__head",
						children: /* @__PURE__ */ jsxs("button", {
							type: "button",
							"aria-expanded": open,
							"aria-controls": panelId,
							onClick: () => toggle(key, index),
							children: [
								/* @__PURE__ */ jsx("span", { children: group.provider ?? t("casino.other") }),
								/* @__PURE__ */ jsx("small", { children: t("casino.gamesCount", { count: group.games.length }) }),
								/* @__PURE__ */ jsx("svg", {
									viewBox: "0 0 24 24",
									"aria-hidden": "true",
									className: "cas-chevron",
									children: /* @__PURE__ */ jsx("path", { d: "M6 9l6 6 6-6" })
								})
							]
						})
					}), /* @__PURE__ */ jsx("ul", {
						className: "cas-grid",
						id: panelId,
						hidden: !open,
						children: group.games.map((game) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
							type: "button",
							className: "cas-tile",
							onClick: () => launch(game),
							"aria-label": t("casino.play", { name: game.name }),
							"aria-busy": launching === game.uuid,
							"data-playing": playing?.game.uuid === game.uuid || void 0,
							children: [
								/* @__PURE__ */ jsx("img", {
									src: game.image,
									alt: "",
									width: 320,
									height: 240,
									loading: "lazy",
									decoding: "async"
								}),
								/* @__PURE__ */ jsx("span", {
									className: "cas-tile__name",
									children: game.name
								}),
								game.popular && /* @__PURE__ */ jsx("span", {
									className: "cas-tile__star",
									"aria-hidden": "true",
									children: "★"
								})
							]
						}) }, game.uuid))
					})]
				}, key);
			})
		]
	});
}
// src/components/casino/AllGamesPage.astro
createAstro("https://astro.build");
var $$AllGamesPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AllGamesPage;
	const { title, section } = Astro.props;
	const { lang } = Astro.locals;
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": title }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="visually-hidden">${title}</h1>${renderComponent($$result, "AllGames", AllGames, {
		"client:load": true,
		"lang": lang,
		"section": section,
		"messages": casinoMessages(lang),
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/edges/src/islands/casino/AllGames.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt/edges/src/components/casino/AllGamesPage.astro", void 0);
export { $$AllGamesPage as t };
