import { m as zonedInstant, p as wallClock } from "./odds_DluFzNdV.mjs";
// src/islands/account/statement-period.ts
var STATEMENT_PERIODS = [
	"today",
	"3",
	"7",
	"14",
	"30",
	"60"
];
function periodFromTime(period, now) {
	if (period === "today") return Math.floor(zonedInstant({
		...wallClock(now),
		hour: 0,
		minute: 0,
		second: 0
	}) / 1e3);
	return Math.floor((now - Number(period) * 864e5) / 1e3);
}
var LEDGER_KIND_KEYS = /* @__PURE__ */ new Set([
	"opening_balance",
	"operator_credit",
	"operator_debit",
	"ticket_stake",
	"ticket_payout",
	"ticket_refund",
	"casino_bet",
	"casino_win",
	"deposit"
]);
export { STATEMENT_PERIODS as n, periodFromTime as r, LEDGER_KIND_KEYS as t };
