import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { A as DepositIcon, M as LogoutIcon, P as ErrorBoundary, j as LoginIcon, k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EventsByLeague } from "./EventsByLeague_c3IdlxBG.mjs";
import { t as $$SearchResults } from "./SearchResults_DrlMS9eJ.mjs";
import { t as $session } from "./session_Co9MzN1G.mjs";
import { r as useT, t as useHydrated } from "./useHydrated_BwIPaeO1.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { useCallback, useEffect, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/islands/home/Slider.tsx
/** Where the home slider shows (global.css .desk-only); HomeSlider.astro hydrates it there. */
var DESKTOP = "(min-width: 1050px)";
var BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
/** Time each slide shows before the next (spec section 9: 10 seconds). */
var SLIDE_MS = 1e4;
var fill = (template, values) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => String(values[k] ?? ""));
/**
* The home page's image slider: swipeable (embla), rotating every 10 s, paused while the
* pointer or keyboard focus is on it, by its pause button, or when the visitor prefers reduced
* motion. Texts come from the page, translated on the server. The carousel engine loads after
* the first slide is on screen, so it costs the home page nothing at load.
*/
function Slider({ slides, labels }) {
	const viewportRef = useRef(null);
	const [embla, setEmbla] = useState(null);
	const wanted = useRef(null);
	useEffect(() => {
		let api;
		let cancelled = false;
		import("embla-carousel").then(({ default: EmblaCarousel }) => {
			if (cancelled || !viewportRef.current) return;
			api = EmblaCarousel(viewportRef.current, {
				loop: true,
				startIndex: wanted.current ?? 0
			});
			setEmbla(api);
		});
		return () => {
			cancelled = true;
			api?.destroy();
		};
	}, []);
	const [selected, setSelected] = useState(0);
	const [stopped, setStopped] = useState(false);
	const [hovered, setHovered] = useState(false);
	const [focused, setFocused] = useState(false);
	useEffect(() => {
		if (matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
	}, []);
	useEffect(() => {
		if (!embla) return;
		const onSelect = () => setSelected(embla.selectedScrollSnap());
		embla.on("select", onSelect);
		return () => {
			embla.off("select", onSelect);
		};
	}, [embla]);
	const running = !stopped && !hovered && !focused;
	useEffect(() => {
		if (!embla || !running) return;
		const timer = window.setInterval(() => embla.scrollNext(), SLIDE_MS);
		return () => window.clearInterval(timer);
	}, [
		embla,
		running,
		selected
	]);
	const total = slides.length;
	const go = useCallback((i) => {
		const index = (i % total + total) % total;
		if (embla) embla.scrollTo(index);
		else {
			wanted.current = index;
			setSelected(index);
		}
	}, [embla, total]);
	return /* @__PURE__ */ jsxs("section", {
		className: "slider",
		"aria-roledescription": "carousel",
		"aria-label": labels.region,
		onMouseEnter: () => setHovered(true),
		onMouseLeave: () => setHovered(false),
		onFocus: () => setFocused(true),
		onBlur: (e) => {
			if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
		},
		children: [/* @__PURE__ */ jsx("div", {
			className: "slider-viewport",
			ref: viewportRef,
			children: /* @__PURE__ */ jsx("div", {
				className: "slider-track",
				"aria-live": running ? "off" : "polite",
				children: slides.map((s, i) => /* @__PURE__ */ jsxs("div", {
					className: "slide",
					role: "group",
					"aria-roledescription": "slide",
					"aria-label": fill(labels.of, {
						n: i + 1,
						total
					}),
					"aria-hidden": i !== selected,
					children: [i === 0 ? /* @__PURE__ */ jsxs("picture", { children: [/* @__PURE__ */ jsx("source", {
						media: DESKTOP,
						srcSet: s.src
					}), /* @__PURE__ */ jsx("img", {
						src: BLANK,
						alt: "",
						width: 1200,
						height: 360,
						fetchPriority: "high",
						decoding: "async"
					})] }) : /* @__PURE__ */ jsx("img", {
						src: s.src,
						alt: "",
						width: 1200,
						height: 360,
						loading: "lazy",
						decoding: "async"
					}), /* @__PURE__ */ jsxs("div", {
						className: "slide-text",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "slide-title",
								children: s.title
							}),
							/* @__PURE__ */ jsx("p", { children: s.text }),
							s.cta && /* @__PURE__ */ jsx("a", {
								className: "btn btn-primary",
								href: s.cta.href,
								tabIndex: i === selected ? 0 : -1,
								children: s.cta.label
							})
						]
					})]
				}, s.src))
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "slider-controls",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "slider-btn",
					"aria-label": stopped ? labels.play : labels.pause,
					onClick: () => setStopped((v) => !v),
					children: stopped ? /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", { d: "M8 5v14l11-7z" })
					}) : /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", { d: "M7 5h4v14H7zM13 5h4v14h-4z" })
					})
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "slider-btn",
					"aria-label": labels.prev,
					onClick: () => embla ? embla.scrollPrev() : go(selected - 1),
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", {
							d: "m15 5-7 7 7 7",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2.4"
						})
					})
				}),
				/* @__PURE__ */ jsx("div", {
					className: "slider-dots",
					children: slides.map((s, i) => /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "slider-dot",
						"aria-label": fill(labels.goTo, { n: i + 1 }),
						"aria-current": i === selected ? "true" : void 0,
						onClick: () => go(i)
					}, s.src))
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "slider-btn",
					"aria-label": labels.next,
					onClick: () => embla ? embla.scrollNext() : go(selected + 1),
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", {
							d: "m9 5 7 7-7 7",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2.4"
						})
					})
				})
			]
		})]
	});
}
// src/components/home/HomeSlider.astro
createAstro("https://astro.build");
var $$HomeSlider = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HomeSlider;
	const { t } = Astro.locals;
	const slides = [
		{
			src: "/img/slider/slide-1.svg",
			title: t("home.welcomeTitle"),
			text: t("home.welcomeText"),
			cta: {
				href: "/sports-betting",
				label: t("home.welcomeCta")
			}
		},
		{
			src: "/img/slider/slide-2.svg",
			title: t("home.slide2Title"),
			text: t("home.slide2Text"),
			cta: {
				href: "/live-betting",
				label: t("home.slide2Cta")
			}
		},
		{
			src: "/img/slider/slide-3.svg",
			title: t("home.slide3Title"),
			text: t("home.slide3Text")
		},
		{
			src: "/img/slider/slide-4.svg",
			title: t("home.slide4Title"),
			text: t("home.slide4Text"),
			cta: {
				href: "/casino-games",
				label: t("home.slide4Cta")
			}
		},
		{
			src: "/img/slider/slide-5.svg",
			title: t("home.slide5Title"),
			text: t("home.slide5Text"),
			cta: {
				href: "/responsible-gaming",
				label: t("home.slide5Cta")
			}
		}
	];
	const labels = {
		region: t("home.slider"),
		pause: t("home.sliderPause"),
		play: t("home.sliderPlay"),
		prev: t("home.sliderPrev"),
		next: t("home.sliderNext"),
		goTo: t("home.sliderGoTo"),
		of: t("home.sliderOf")
	};
	return renderTemplate`${maybeRenderHead($$result)}<div class="desk-only home-slider">${renderComponent($$result, "Slider", Slider, {
		"client:media": "(min-width: 1050px)",
		"slides": slides,
		"labels": labels,
		"client:component-hydration": "media",
		"client:component-path": "/work/wt/edges/src/islands/home/Slider.tsx",
		"client:component-export": "default"
	})}</div>`;
}, "/work/wt/edges/src/components/home/HomeSlider.astro", void 0);
// src/components/home/HomeSearch.astro
createAstro("https://astro.build");
var $$HomeSearch = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$HomeSearch;
	const { value } = Astro.props;
	const { t } = Astro.locals;
	return renderTemplate`${maybeRenderHead($$result)}<form class="home-search desk-only" method="get" action="/" role="search" data-astro-cid-h4i5ydtb><label class="visually-hidden" for="home-q" data-astro-cid-h4i5ydtb>${t("home.searchLabel")}</label>${renderComponent($$result, "Icon", $$Icon, {
		"name": "search",
		"class": "icon",
		"data-astro-cid-h4i5ydtb": true
	})}<input id="home-q" name="query" type="search"${addAttribute(value, "value")}${addAttribute(t("home.searchPlaceholder"), "placeholder")} maxlength="50" autocomplete="off" enterkeyhint="search" data-astro-cid-h4i5ydtb>${value && renderTemplate`<a class="clear" href="/" data-astro-cid-h4i5ydtb>${t("home.clearSearch")}</a>`}</form>`;
}, "/work/wt/edges/src/components/home/HomeSearch.astro", void 0);
// src/islands/MobileMenuSession.tsx
/**
* The mobile main menu's session items: Login for a visitor, Deposit and Logout for a
* player. Renders menu rows (<a>/<button class="isl-menu-item">) for a list the layout owns.
*/
function MobileMenuSession({ lang }) {
	return /* @__PURE__ */ jsx(ErrorBoundary, {
		lang,
		children: /* @__PURE__ */ jsx(Items, { lang })
	});
}
function Items({ lang }) {
	const hydrated = useHydrated();
	const user = useStore($session);
	const t = useT(lang);
	if (!hydrated) return /* @__PURE__ */ jsx("span", {
		className: "isl-menu-item isl-menu-item--pending",
		"aria-hidden": "true"
	});
	if (!user) return /* @__PURE__ */ jsxs("a", {
		className: "isl-menu-item",
		href: "/login",
		children: [/* @__PURE__ */ jsx(LoginIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.login") })]
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("a", {
		className: "isl-menu-item",
		href: "/deposit",
		children: [/* @__PURE__ */ jsx(DepositIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.deposit") })]
	}), /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: "isl-menu-item",
		onClick: () => void import("./logout_Dc8AOnlj.mjs").then((n) => n.n).then(({ logout }) => logout()),
		children: [/* @__PURE__ */ jsx(LogoutIcon, {}), /* @__PURE__ */ jsx("span", { children: t("account.logout") })]
	})] });
}
// src/components/home/MobileMainMenu.astro
createAstro("https://astro.build");
var $$MobileMainMenu = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MobileMainMenu;
	const { t, lang } = Astro.locals;
	const ITEMS = [
		{
			href: "/sports-betting",
			label: "menu.sportsBetting",
			icon: "ball"
		},
		{
			href: "/live-betting",
			label: "menu.liveBetting",
			icon: "live",
			count: runtime().offer.liveEvents().length
		},
		{
			href: "/sports-betting/highlights",
			label: "menu.highlights",
			icon: "flame"
		},
		{
			href: "/live-casino",
			label: "menu.liveCasino",
			icon: "cards"
		},
		{
			href: "/casino-games",
			label: "menu.casinoGames",
			icon: "casino"
		},
		{
			href: "/evo-auto-games",
			label: "menu.evoAutoGames",
			icon: "roulette"
		},
		{
			href: "/results",
			label: "menu.results",
			icon: "trophy"
		},
		{
			href: "/search",
			label: "menu.search",
			icon: "search"
		},
		{
			href: "/contact",
			label: "menu.contact",
			icon: "mail"
		},
		{
			href: "/language",
			label: "menu.language",
			icon: "globe"
		},
		{
			href: "/info",
			label: "menu.other",
			icon: "info"
		}
	];
	return renderTemplate`${maybeRenderHead($$result)}<nav class="panel mob-only"${addAttribute(t("home.mobileMenu"), "aria-label")} data-astro-cid-warmj3xq><ul class="link-list" data-astro-cid-warmj3xq>${ITEMS.map((i) => renderTemplate`<li data-astro-cid-warmj3xq><a${addAttribute(i.href, "href")} data-astro-cid-warmj3xq>${renderComponent($$result, "Icon", $$Icon, {
		"name": i.icon,
		"data-astro-cid-warmj3xq": true
	})}<span class="grow" data-astro-cid-warmj3xq>${t(i.label)}</span>${i.count !== void 0 && renderTemplate`<span class="count-badge" data-astro-cid-warmj3xq><span class="visually-hidden" data-astro-cid-warmj3xq>${t("live.countNow")}: </span>${i.count}</span>`}${renderComponent($$result, "Icon", $$Icon, {
		"name": "chevron",
		"class": "icon icon-sm chev",
		"data-astro-cid-warmj3xq": true
	})}</a></li>`)}</ul><div class="session" data-astro-cid-warmj3xq>${renderComponent($$result, "MobileMenuSession", MobileMenuSession, {
		"client:afterpaint": true,
		"lang": lang,
		"data-astro-cid-warmj3xq": true,
		"client:component-hydration": "afterpaint",
		"client:component-path": "/work/wt/edges/src/islands/MobileMenuSession.tsx",
		"client:component-export": "default"
	})}</div></nav>`;
}, "/work/wt/edges/src/components/home/MobileMainMenu.astro", void 0);
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
createAstro("https://astro.build");
var $$Index = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const { t } = Astro.locals;
	const offer = runtime().offer;
	const query = Astro.url.searchParams.get("query");
	const highlights = offer.highlights();
	const lastMinute = offer.lastMinute();
	return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t("site.name") }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="visually-hidden">${t("site.name")}: ${t("site.tagline")}</h1>${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, {}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "HomeSearch", $$HomeSearch, { "value": query ?? "" })}${query !== null && renderTemplate`<section class="desk-only"${addAttribute(t("home.searchResults", { query }), "aria-label")}><h2 class="block-title">${renderComponent($$result, "Icon", $$Icon, { "name": "search" })}${t("home.searchResults", { query })}</h2>${renderComponent($$result, "SearchResults", $$SearchResults, {
		"raw": query,
		"level": 3
	})}</section>`}${renderComponent($$result, "HomeSlider", $$HomeSlider, {})}${renderComponent($$result, "MobileMainMenu", $$MobileMainMenu, {})}<h2 class="block-title" id="highlights">${renderComponent($$result, "Icon", $$Icon, { "name": "flame" })}${t("events.highlights")}</h2>${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"events": highlights,
		"limit": 12,
		"emptyText": t("events.emptyHighlights"),
		"emptyIcon": "flame"
	})}<h2 class="block-title" id="last-minute">${renderComponent($$result, "Icon", $$Icon, { "name": "clock" })}${t("events.lastMinute")}</h2>${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"events": lastMinute,
		"limit": 12,
		"emptyText": t("events.emptyLastMinute"),
		"emptyIcon": "clock"
	})}` })}` })}`;
}, "/work/wt/edges/src/pages/index.astro", void 0);
var $$file = "/work/wt/edges/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
