// src/components/sports/market.ts
function isDraw(odd) {
	return odd.name === "Draw" || odd.name === "X" || odd.name === "Tie" || odd.header === "Tie";
}
/** The odds of a market in display order, draw renamed. */
function shownOdds(group) {
	return group.odds.map((odd) => ({
		odd,
		name: isDraw(odd) ? "Draw" : odd.name
	}));
}
/** Number of bet groups besides the main market, for the +N link. */
function otherBetCount(event) {
	const main = event.fullTimeBet?.custom_id;
	return event.bets.reduce((n, g) => g.custom_id === main ? n : n + 1, 0);
}
/** The label of one odd inside its market: its name (Draw translated), then its line or
*  handicap; a team name (name2) is added only where the name alone says little. */
function oddLabel(odd, name, drawLabel) {
	if (name === "Draw") return drawLabel;
	const parts = [name];
	if (odd.name2 && name !== "1" && name !== "2" && !name.includes(odd.name2)) parts.push(odd.name2);
	if (odd.handicap && !name.includes(odd.handicap)) parts.push(odd.handicap);
	return parts.join(" ");
}
/** The bet types other than the main market offered across events, with how many events offer each. */
function otherBetTypes(events) {
	const types = /* @__PURE__ */ new Map();
	for (const e of events) {
		const main = e.fullTimeBet?.custom_id;
		for (const g of e.bets) {
			if (g.custom_id === main) continue;
			const known = types.get(g.custom_id);
			if (known) known.count += 1;
			else types.set(g.custom_id, {
				custom_id: g.custom_id,
				name: g.name,
				count: 1,
				priority: g.priority
			});
		}
	}
	return [...types.values()].sort((a, b) => a.priority - b.priority).map(({ custom_id, name, count }) => ({
		custom_id,
		name,
		count
	}));
}
/** The market a row shows: the chosen bet type, or the main market when none is chosen. */
function marketOf(event, betType) {
	if (!betType) return event.fullTimeBet;
	return event.bets.find((g) => g.custom_id === betType) ?? null;
}
/** The data attributes every odds button carries, read by the slip's click script
*  (odds in integer hundredths, start in epoch seconds). */
function oddButtonData(event, group, shown, live = event.status === "live") {
	const { odd, name } = shown;
	return {
		"data-odd": "",
		"data-event-id": event.fi,
		"data-odd-custom-id": odd.custom_id,
		"data-odd-value": odd.value,
		"data-odd-name": name,
		"data-odd-header": odd.header === "Tie" ? "Draw" : odd.header ?? "",
		"data-handicap": odd.handicap ?? "",
		"data-bet-name": group.realName || group.name,
		"data-bet-display": group.name,
		"data-event-time": event.time,
		"data-home": event.home.name,
		"data-away": event.away.name,
		"data-sport-id": event.sportId,
		"data-league": event.league.name,
		"data-live": live ? "true" : "false"
	};
}
/** Sports whose league pages show market tabs (spec section 9) and the tabs they offer, in order. */
var MARKET_TABS = {
	1: [
		"main",
		"over_under",
		"handicap",
		"goal_1",
		"double_chance",
		"btts"
	],
	13: [
		"main",
		"set_1",
		"set_betting",
		"handicap",
		"over_under"
	],
	18: [
		"main",
		"handicap",
		"over_under",
		"period_1"
	]
};
/** Bet types ordered for a sport's menu: its market tabs first (when it has them), then the rest by priority. */
function orderForSport(sportId, types) {
	const tabs = MARKET_TABS[sportId];
	if (!tabs) return types;
	const rank = (id) => {
		const i = tabs.indexOf(id);
		return i < 0 ? tabs.length : i;
	};
	return [...types].sort((a, b) => rank(a.custom_id) - rank(b.custom_id));
}
/** The translation key of the tooltip explaining a bet type, or null when it needs none. */
function betTypeTip(customId, oddsCount) {
	if (customId === "main") return oddsCount === 3 ? "sports.tip.threeWay" : "sports.tip.twoWay";
	if (customId === "over_under") return "sports.tip.overUnder";
	if (customId === "handicap") return "sports.tip.handicap";
	if (customId === "set_betting") return "sports.tip.setResult";
	if (/^goal_\d+$/.test(customId)) return "sports.tip.nextGoal";
	if (/^set_\d+$/.test(customId)) return "sports.tip.setWinner";
	if (/remaining|rest_of_match/.test(customId)) return "sports.tip.matchRemaining";
	return null;
}
export { oddLabel as a, otherBetTypes as c, oddButtonData as i, shownOdds as l, betTypeTip as n, orderForSport as o, marketOf as r, otherBetCount as s, MARKET_TABS as t };
