import { E as renderComponent, F as addAttribute, H as unescapeHTML, M as renderTemplate, N as maybeRenderHead, k as renderSlot } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { n as renderRows } from "./row-html_CUNSNjxM.mjs";
import { n as $$BetTip, t as uniqueId } from "./ids_DBSRDixb.mjs";
import { t as $$SportIcon } from "./SportIcon_BEJ5aIFW.mjs";
import { c as otherBetTypes, n as betTypeTip, o as orderForSport, t as MARKET_TABS } from "./market_B9IF4cRG.mjs";
// src/components/sports/EventRows.astro
createAstro("https://astro.build");
var $$EventRows = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EventRows;
	const { events, betType } = Astro.props;
	const { t, lang } = Astro.locals;
	const texts = {
		lang,
		draw: t("odds.draw"),
		suspended: t("odds.suspended"),
		noOffer: t("events.noOffer"),
		favorite: t("sports.favorite"),
		more: (count) => t("events.moreBets", { count }),
		moreLabel: (count) => t("events.moreBetsLabel", { count })
	};
	return renderTemplate`${maybeRenderHead($$result)}<ol${addAttribute(betType ? "event-rows event-rows-any" : "event-rows", "class")}>${unescapeHTML(renderRows(events, betType, texts))}</ol>`;
}, "/work/wt/edges/src/components/sports/EventRows.astro", void 0);
// src/components/sports/LeagueBlock.astro
createAstro("https://astro.build");
var $$LeagueBlock = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LeagueBlock;
	const { title, subtitle, href, deskHref, events, level = 2, betMenuBase, betType } = Astro.props;
	const { t } = Astro.locals;
	const Heading = level === 1 ? "h1" : level === 2 ? "h2" : "h3";
	const sorted = events.length > 1 ? [...events].sort((a, b) => a.time - b.time) : events;
	const sportId = Astro.props.sportId ?? sorted[0]?.sportId ?? 0;
	const threeWay = sorted.some((e) => (e.fullTimeBet?.odds.length ?? 0) === 3);
	const mainName = sorted.find((e) => e.fullTimeBet)?.fullTimeBet?.name ?? t("events.fullTimeResult");
	const betTypes = betMenuBase && sorted.length > 0 ? orderForSport(sportId, otherBetTypes(sorted)) : [];
	const tabs = MARKET_TABS[sportId] !== void 0;
	const betHref = (id) => {
		if (!betMenuBase) return "";
		const url = new URL(betMenuBase);
		if (id) url.searchParams.set("bet", id);
		else url.searchParams.delete("bet");
		return url.pathname + url.search;
	};
	const tipLabel = t("sports.tip.label");
	const mainTip = betTypeTip("main", threeWay ? 3 : 2);
	const tipFor = (id) => betTypeTip(id, sorted.find((e) => e.bets.some((g) => g.custom_id === id))?.bets.find((g) => g.custom_id === id)?.odds.length ?? 0);
	return renderTemplate`${maybeRenderHead($$result)}<section class="league panel" data-league-block><div class="league-head">${renderComponent($$result, "Heading", Heading, { "class": "league-title" }, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportIcon", $$SportIcon, {
		"sportId": sportId,
		"class": "icon icon-sm"
	})}${subtitle && renderTemplate`<span class="league-sport">${subtitle}</span>`}${href ? renderTemplate`<a${addAttribute(href, "href")}${addAttribute(deskHref, "data-desk-href")}>${title}</a>` : renderTemplate`<span>${title}</span>`}` })}<span class="league-count">${t("sports.matches", { count: sorted.length })}</span></div>${betTypes.length > 0 && renderTemplate`<nav${addAttribute(tabs ? "bet-types market-tabs" : "bet-types", "class")}${addAttribute(tabs ? t("sports.marketTabs") : t("events.betTypes"), "aria-label")}><span class="bt-item"><a${addAttribute(betHref(), "href")}${addAttribute(!betType ? "true" : void 0, "aria-current")}>${mainName} <span class="bt-count">${sorted.length}</span></a>${mainTip && renderTemplate`${renderComponent($$result, "BetTip", $$BetTip, {
		"id": uniqueId("bt"),
		"text": t(mainTip),
		"label": tipLabel
	})}`}</span>${betTypes.map((b) => {
		const tip = tipFor(b.custom_id);
		return renderTemplate`<span class="bt-item"><a${addAttribute(betHref(b.custom_id), "href")}${addAttribute(b.custom_id === betType ? "true" : void 0, "aria-current")}>${b.name} <span class="bt-count">${b.count}</span></a>${tip && renderTemplate`${renderComponent($$result, "BetTip", $$BetTip, {
			"id": uniqueId("bt"),
			"text": t(tip),
			"label": tipLabel
		})}`}</span>`;
	})}</nav>`}${!betType && sorted.length > 0 && renderTemplate`<div class="cols-row" aria-hidden="true"><div class="cols"><span>1</span><span>${threeWay ? t("odds.draw") : ""}</span><span>2</span></div></div>`}${renderSlot($$result, $$slots["default"])}${renderComponent($$result, "EventRows", $$EventRows, {
		"events": sorted,
		"betType": betType
	})}</section>`;
}, "/work/wt/edges/src/components/sports/LeagueBlock.astro", void 0);
export { $$LeagueBlock as t };
