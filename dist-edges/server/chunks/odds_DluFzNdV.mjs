// src/lib/format/datetime.ts
/** The operator's time zone: every page shows event times and the clock in it. */
var SITE_TIME_ZONE = "Europe/Belgrade";
var formatters = /* @__PURE__ */ new Map();
function partsFormatter(timeZone) {
	let formatter = formatters.get(timeZone);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat("en-US", {
			timeZone,
			hourCycle: "h23",
			year: "numeric",
			month: "numeric",
			day: "numeric",
			hour: "numeric",
			minute: "numeric",
			second: "numeric"
		});
		formatters.set(timeZone, formatter);
	}
	return formatter;
}
var toMs = (at) => typeof at === "number" ? at : at.getTime();
/** The wall-clock reading of an instant (epoch milliseconds or Date) in a time zone. */
function wallClock(at, timeZone = SITE_TIME_ZONE) {
	const ms = toMs(at);
	const minute = Math.floor(ms / 6e4);
	const key = `${timeZone}|${minute}`;
	let base = minuteReadings.get(key);
	if (!base) {
		base = {
			year: 0,
			month: 0,
			day: 0,
			hour: 0,
			minute: 0,
			second: 0
		};
		for (const part of partsFormatter(timeZone).formatToParts(minute * 6e4)) if (part.type in base) base[part.type] = Number(part.value);
		if (minuteReadings.size >= MAX_MINUTE_READINGS) minuteReadings.delete(minuteReadings.keys().next().value);
		minuteReadings.set(key, base);
	}
	return {
		...base,
		second: Math.floor((ms - minute * 6e4) / 1e3)
	};
}
var MAX_MINUTE_READINGS = 2e4;
var minuteReadings = /* @__PURE__ */ new Map();
var two = (n) => String(n).padStart(2, "0");
/** "23.11.2026." */
function formatDate(at, timeZone = SITE_TIME_ZONE) {
	const w = wallClock(at, timeZone);
	return `${two(w.day)}.${two(w.month)}.${w.year}.`;
}
/** "18:30", or "18:30:05" with seconds. */
function formatTime(at, options = {}) {
	const w = wallClock(at, options.timeZone ?? "Europe/Belgrade");
	const hm = `${two(w.hour)}:${two(w.minute)}`;
	return options.seconds ? `${hm}:${two(w.second)}` : hm;
}
/** "23.11.2026. 18:30" */
function formatDateTime(at, timeZone = SITE_TIME_ZONE) {
	return `${formatDate(at, timeZone)} ${formatTime(at, { timeZone })}`;
}
/** Minutes the zone is ahead of UTC at that instant (60 for Belgrade in winter, 120 in summer). */
function zoneOffsetMinutes(at, timeZone = SITE_TIME_ZONE) {
	const ms = toMs(at);
	const w = wallClock(ms, timeZone);
	const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
	return Math.round((asUtc - Math.floor(ms / 1e3) * 1e3) / 6e4);
}
/** "GMT+1", "GMT+2", "GMT-3:30", "GMT+0". */
function gmtOffsetLabel(at, timeZone = SITE_TIME_ZONE) {
	const offset = zoneOffsetMinutes(at, timeZone);
	const sign = offset < 0 ? "-" : "+";
	const abs = Math.abs(offset);
	const minutes = abs % 60;
	return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${two(minutes)}` : ""}`;
}
/** The desktop clock's text: "23.11.2026. 18:30:05 GMT+1". */
function formatClock(at, timeZone = SITE_TIME_ZONE) {
	return `${formatDate(at, timeZone)} ${formatTime(at, {
		seconds: true,
		timeZone
	})} ${gmtOffsetLabel(at, timeZone)}`;
}
/** The instant (epoch ms) a wall-clock reading in the zone names; the later one when a DST change repeats it. */
function zonedInstant(w, timeZone = SITE_TIME_ZONE) {
	const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
	let guess = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 6e4;
	guess = asUtc - zoneOffsetMinutes(guess, timeZone) * 6e4;
	return guess;
}
/** End of the zone's calendar day holding the instant: 23:59:59 local, as epoch milliseconds. */
function endOfDay(at, timeZone = SITE_TIME_ZONE) {
	return zonedInstant({
		...wallClock(at, timeZone),
		hour: 23,
		minute: 59,
		second: 59
	}, timeZone);
}
/** End of the zone's day in epoch seconds, the unit of the API's to_time. */
function endOfDaySeconds(at, timeZone = SITE_TIME_ZONE) {
	return Math.floor(endOfDay(at, timeZone) / 1e3);
}
// src/lib/money/index.ts
var MINOR_PER_MAJOR = 100n;
10n ** BigInt(15) - 1n;
var AMOUNT = new RegExp(`^(-)?(\\d{1,13})(?:\\.(\\d{1,2}))?$`);
/**
* Reads a major-unit decimal string ("100", "100.5", "100.50", "-25.00") as minor units.
* Returns undefined for anything else: "1.234", "-", "1e3", "1,000", " 1", "abc", "".
*/
function parseMajor(text, options = {}) {
	const match = AMOUNT.exec(text);
	if (!match) return void 0;
	const [, minus, whole = "0", fraction = ""] = match;
	if (minus && !options.allowNegative) return void 0;
	const minor = BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(2, "0"));
	return minus ? -minor : minor;
}
var toBigInt = (minor) => {
	if (typeof minor === "bigint") return minor;
	if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}.`);
	return BigInt(minor);
};
/** Minor units as the API's plain decimal string: 100000n -> "1000.00", -5n -> "-0.05". */
function formatMajor(minor) {
	const value = toBigInt(minor);
	const negative = value < 0n;
	const abs = negative ? -value : value;
	const whole = abs / MINOR_PER_MAJOR;
	const cents = (abs % MINOR_PER_MAJOR).toString().padStart(2, "0");
	return `${negative ? "-" : ""}${whole}.${cents}`;
}
var MARKS = {
	en: {
		group: ",",
		decimal: "."
	},
	de: {
		group: ".",
		decimal: ","
	},
	sr: {
		group: ".",
		decimal: ","
	}
};
/**
* Minor units for display: two decimals, grouped thousands, then the currency code.
* formatMoney(100000n, 'EUR') is "1,000.00 EUR"; with locale 'sr' it is "1.000,00 EUR".
*/
function formatMoney(minor, currency, locale = "en") {
	return `${formatAmount(minor, locale)} ${currency}`;
}
/** Like formatMoney without the currency code, for columns that name it once. */
function formatAmount(minor, locale = "en") {
	const marks = MARKS[locale] ?? MARKS.en;
	const plain = formatMajor(minor);
	const negative = plain.startsWith("-");
	const [whole = "0", cents = "00"] = (negative ? plain.slice(1) : plain).split(".");
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
	return `${negative ? "-" : ""}${grouped}${marks.decimal}${cents}`;
}
// src/lib/format/odds.ts
/** 185 -> "1.85", 200 -> "2.00", 1234 -> "12.34". Non-integers are rounded to the hundredth first. */
function formatOdds(hundredths) {
	const value = Math.round(hundredths);
	const whole = Math.trunc(value / 100);
	const cents = String(Math.abs(value % 100)).padStart(2, "0");
	return `${value < 0 && whole === 0 ? "-" : ""}${whole}.${cents}`;
}
export { parseMajor as a, endOfDaySeconds as c, formatDateTime as d, formatTime as f, formatMoney as i, formatClock as l, zonedInstant as m, formatAmount as n, SITE_TIME_ZONE as o, wallClock as p, formatMajor as r, endOfDay as s, formatOdds as t, formatDate as u };
