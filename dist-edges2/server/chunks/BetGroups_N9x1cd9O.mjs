import { E as renderComponent, F as addAttribute, M as renderTemplate, N as maybeRenderHead, x as spreadAttributes } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as formatOdds } from "./odds_DluFzNdV.mjs";
import "./links_DtMVl73c.mjs";
import { n as $$BetTip, t as uniqueId } from "./ids_DBSRDixb.mjs";
import { a as oddLabel, i as oddButtonData, l as shownOdds, n as betTypeTip } from "./market_B9IF4cRG.mjs";
// src/components/sports/BetGroups.astro
createAstro("https://astro.build");
var $$BetGroups = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BetGroups;
	const { event: e, withMain = true, compact = false } = Astro.props;
	const { t } = Astro.locals;
	const drawLabel = t("odds.draw");
	const main = e.fullTimeBet?.custom_id;
	const groups = [...e.bets].filter((g) => withMain || g.custom_id !== main).sort((a, b) => a.custom_id === main ? -1 : b.custom_id === main ? 1 : a.priority - b.priority);
	const tipLabel = t("sports.tip.label");
	return renderTemplate`${maybeRenderHead($$result)}<div${addAttribute(compact ? "bet-groups compact" : "bet-groups", "class")}>${groups.map((g) => {
		const tip = betTypeTip(g.custom_id, g.odds.length);
		return renderTemplate`<section class="group"${addAttribute(g.name, "aria-label")}><h3 class="group-head"><span>${g.name}</span>${tip && renderTemplate`${renderComponent($$result, "BetTip", $$BetTip, {
			"id": uniqueId("bg"),
			"text": t(tip),
			"label": tipLabel
		})}`}</h3><div${addAttribute(`group-odds n${g.odds.length}`, "class")}>${shownOdds(g).map((shown) => renderTemplate`<button type="button" class="odd" aria-pressed="false"${addAttribute(g.suspended || shown.odd.suspended, "disabled")}${spreadAttributes(oddButtonData(e, g, shown))}><span class="odd-label">${oddLabel(shown.odd, shown.name, drawLabel)}</span><span class="odd-value">${g.suspended || shown.odd.suspended ? "–" : formatOdds(shown.odd.value)}</span></button>`)}</div></section>`;
	})}</div>`;
}, "/work/wt/edges/src/components/sports/BetGroups.astro", void 0);
export { $$BetGroups as t };
