import { t as formatOdds } from "./odds_DluFzNdV.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/islands/live/OddButton.tsx
function OddButton({ event: e, group: g, odd: o, label, live, pressed, move }) {
	const off = o.suspended || g.suspended;
	const className = [
		"odd",
		move === "higher" ? "higher-value" : move === "lower" ? "lower-value" : "",
		pressed ? "selected" : ""
	].filter(Boolean).join(" ");
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className,
		disabled: off,
		"aria-pressed": pressed,
		"data-odd": "",
		"data-event-id": e.fi,
		"data-odd-custom-id": o.custom_id,
		"data-odd-value": o.value,
		"data-odd-name": o.name,
		"data-odd-name2": o.name2 ?? "",
		"data-odd-header": o.header ?? "",
		"data-handicap": o.handicap ?? "",
		"data-bet-name": g.realName || g.name,
		"data-bet-display": g.name,
		"data-event-time": e.time,
		"data-home": e.home.name,
		"data-away": e.away.name,
		"data-sport-id": e.sportId,
		"data-league": e.league.name,
		"data-live": live ? "true" : "false",
		"data-move": move,
		children: [/* @__PURE__ */ jsx("span", {
			className: "odd-label",
			children: label
		}), /* @__PURE__ */ jsxs("span", {
			className: "odd-value",
			children: [off ? "–" : formatOdds(o.value), move && !off ? /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "odd-arrow",
				children: move === "higher" ? "▲" : "▼"
			}) : null]
		})]
	});
}
/** The short label of an odd: its name ("1", "X", "2-0", "Over") with the line when it has one. */
function oddLabel(o) {
	const head = o.name === "Draw" ? "X" : o.name;
	return o.handicap ? `${head} ${o.handicap}` : head;
}
// src/islands/live/Scoreboard.tsx
var TENNIS = 13;
var BASKETBALL = 18;
/** "2H 67'", "Q3 8'", "S2", "OT 2'", "34'" */
function clockText(e, t) {
	const c = e.clock;
	if (!c) return t("live.live");
	if (e.sportId === TENNIS || !c.clocked && c.label.startsWith("S")) return t("live.setN", { n: c.period });
	const label = c.label === "OT" ? t("live.overtimeShort") : c.label;
	return `${label ? `${label} ` : ""}${c.minute}'`;
}
function Scoreboard({ event: e, t, detailed = false }) {
	const periods = e.resultPerPeriod ?? [];
	const showPeriods = e.sportId === TENNIS || e.sportId === BASKETBALL || detailed && periods.length > 1;
	return /* @__PURE__ */ jsx("div", {
		className: "live-score",
		"data-testid": "live-score",
		children: /* @__PURE__ */ jsx("table", {
			className: "live-score__table",
			children: /* @__PURE__ */ jsx("tbody", { children: ["home", "away"].map((side) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "row",
					className: "live-score__team",
					children: e[side].name
				}),
				showPeriods ? periods.map((p, i) => /* @__PURE__ */ jsx("td", {
					className: `live-score__period${i === periods.length - 1 ? " is-current" : ""}`,
					children: p[side]
				}, i)) : null,
				e.sportId === TENNIS ? /* @__PURE__ */ jsx("td", {
					className: "live-score__game",
					children: (e.currentGameResult ?? "0-0").split("-")[side === "home" ? 0 : 1]
				}) : null,
				/* @__PURE__ */ jsx("td", {
					className: "live-score__total",
					children: side === "home" ? e.homeGoals ?? 0 : e.awayGoals ?? 0
				})
			] }, side)) })
		})
	});
}
export { oddLabel as i, clockText as n, OddButton as r, Scoreboard as t };
