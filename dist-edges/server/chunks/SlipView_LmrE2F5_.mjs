import { C as withLiveOdds, D as stakeProblem, E as ODDS_CHANGE_POLICIES, S as toggleSystemSize, T as MAX_TOTAL_STAKE_MINOR, _ as setFixed, a as openLoginModal, b as setType, c as GAIN_REFERENCE_STAKE, d as clearSlip, f as hasLivePick, g as setEnabled, h as removeEvent, l as acceptOddsChanges, m as removeBet, o as $slip, s as $slipFigures, u as applyOddsChanges, v as setOddsChange, w as MAX_COMBINATIONS, x as ticketRequest, y as setTotalStake } from "./Base_3V3zp8oW.mjs";
import { i as $liveOddsReady, r as $liveOdds, t as $oddFlags } from "./odd-flags_x-xvSUch.mjs";
import { t as $session, u as updateBalance } from "./session_Co9MzN1G.mjs";
import { i as showToast, r as dismissToast } from "./toasts_CQDAmuPS.mjs";
import { r as useT } from "./useHydrated_BwIPaeO1.mjs";
import { t as Loader } from "./Loader_DYyLiTqr.mjs";
import { t as Modal } from "./Modal_DKT_rl_O.mjs";
import { a as parseMajor, f as formatTime, n as formatAmount, t as formatOdds, u as formatDate } from "./odds_DluFzNdV.mjs";
import { n as Empty, r as Frame } from "./slip_B8dvV0kP.mjs";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/stores/slip-live.ts
function syncLiveOdds() {
	const current = $slip.get();
	const next = withLiveOdds(current, $liveOdds.get(), $liveOddsReady.get());
	if (next !== current) $slip.set(next);
}
/** Keeps the slip's live bets following $liveOdds; returns the stop function. */
function followLiveOdds() {
	const stopOdds = $liveOdds.listen(syncLiveOdds);
	const stopReady = $liveOddsReady.listen(syncLiveOdds);
	syncLiveOdds();
	return () => {
		stopOdds();
		stopReady();
	};
}
// src/islands/slip/SlipEntries.tsx
var eventName = (e) => e.match.home || e.match.away ? `${e.match.home} - ${e.match.away}` : `#${e.match.id}`;
var betLabel = (b) => {
	const header = b.odd.header && b.odd.header !== b.odd.name ? b.odd.header : "";
	return [b.bet.name, [
		header,
		b.odd.name,
		b.odd.handicap
	].filter(Boolean).join(" ")].filter(Boolean).join(": ");
};
/** The slip's matches and their bets: check icon, odds (flagged when they moved), remove. */
function SlipEntries({ slip, t, lang, confirmMatchRemoval, locked }) {
	const [asking, setAsking] = useState(null);
	const liveFlags = useStore($oddFlags);
	const now = Date.now();
	const system = slip.type === "system";
	const remove = (entry) => {
		if (confirmMatchRemoval && entry.bets.length > 1) setAsking(entry);
		else removeEvent(entry.match.id);
	};
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("ul", {
		className: "slip-entries",
		children: slip.entries.map((entry) => /* @__PURE__ */ jsxs("li", {
			className: "slip-entry",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "slip-entry__head",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "slip-entry__event",
						children: [/* @__PURE__ */ jsx("span", {
							className: "slip-entry__teams",
							children: eventName(entry)
						}), /* @__PURE__ */ jsxs("span", {
							className: "slip-entry__meta",
							children: [entry.isLive ? /* @__PURE__ */ jsx("span", {
								className: "slip-live",
								children: t("slip.live")
							}) : entry.match.time > 0 ? `${formatDate(entry.match.time * 1e3)} ${formatTime(entry.match.time * 1e3)}` : null, entry.match.league ? ` · ${entry.match.league}` : null]
						})]
					}),
					system ? /* @__PURE__ */ jsxs("label", {
						className: "slip-fixed",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							checked: entry.fixed,
							disabled: locked,
							onChange: (e) => setFixed(entry.match.id, e.currentTarget.checked),
							"aria-label": t("slip.fixedLabel", { event: eventName(entry) })
						}), /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: t("slip.fixed")
						})]
					}) : null,
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "slip-icon-btn",
						disabled: locked,
						"aria-label": t("slip.removeEvent", { event: eventName(entry) }),
						onClick: () => remove(entry),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "×"
						})
					})
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "slip-bets",
				children: entry.bets.map((bet) => {
					const label = betLabel(bet);
					const startedBet = !bet.isLive && bet.timeout !== void 0 && bet.timeout <= now;
					const change = bet.change ?? (bet.isLive ? liveFlags[`${entry.match.id}:${bet.odd.custom_id}`] : void 0);
					return /* @__PURE__ */ jsxs("li", {
						className: `slip-bet${bet.disabled ? " slip-bet--off" : ""}`,
						children: [
							/* @__PURE__ */ jsx("button", {
								type: "button",
								role: "checkbox",
								"aria-checked": !bet.disabled,
								className: "slip-check",
								disabled: locked || bet.disabled && (startedBet || bet.unavailable === true),
								"aria-label": t(bet.disabled ? "slip.enable" : "slip.disable", { bet: `${eventName(entry)}, ${label}` }),
								onClick: () => setEnabled(entry.match.id, bet.odd.custom_id, bet.disabled),
								children: /* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: bet.disabled ? "" : "✓"
								})
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "slip-bet__label",
								children: [
									label,
									startedBet ? /* @__PURE__ */ jsxs(Fragment$1, { children: [" · ", /* @__PURE__ */ jsx("span", {
										className: "slip-bet__started",
										children: t("slip.started")
									})] }) : null,
									bet.unavailable ? /* @__PURE__ */ jsxs(Fragment$1, { children: [" · ", /* @__PURE__ */ jsx("span", {
										className: "slip-bet__started",
										children: t("slip.unavailable")
									})] }) : null
								]
							}),
							/* @__PURE__ */ jsxs("span", {
								className: `slip-bet__odd${change ? ` slip-bet__odd--${change}` : ""}`,
								"data-change": change,
								children: [
									change ? /* @__PURE__ */ jsxs("span", {
										className: "isl-visually-hidden",
										children: [t(change === "higher" ? "slip.oddsHigher" : "slip.oddsLower"), " "]
									}) : null,
									change ? /* @__PURE__ */ jsxs("span", {
										"aria-hidden": "true",
										children: [change === "higher" ? "▲" : "▼", " "]
									}) : null,
									formatOdds(bet.odd.value)
								]
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "slip-icon-btn",
								disabled: locked,
								"aria-label": t("slip.remove", { bet: `${eventName(entry)}, ${label}` }),
								onClick: () => removeBet(entry.match.id, bet.odd.custom_id),
								children: /* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "×"
								})
							})
						]
					}, bet.odd.custom_id);
				})
			})]
		}, entry.match.id))
	}), /* @__PURE__ */ jsxs(Modal, {
		open: asking !== null,
		onClose: () => setAsking(null),
		lang,
		title: t("slip.removeEventTitle"),
		actions: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "isl-button isl-button--ghost",
			onClick: () => setAsking(null),
			children: t("slip.no")
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "isl-button",
			onClick: () => {
				if (asking) removeEvent(asking.match.id);
				setAsking(null);
			},
			children: t("slip.yes")
		})] }),
		children: [
			/* @__PURE__ */ jsx("p", { children: t("slip.removeEventText") }),
			/* @__PURE__ */ jsx("p", {
				className: "slip-modal-event",
				children: asking ? eventName(asking) : ""
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "slip-modal-list",
				children: asking?.bets.map((b) => /* @__PURE__ */ jsxs("li", { children: [
					betLabel(b),
					" ",
					/* @__PURE__ */ jsx("strong", { children: formatOdds(b.odd.value) })
				] }, b.odd.custom_id))
			})
		]
	})] });
}
// src/islands/slip/SlipOptions.tsx
/** Combination or system; for a system, the sizes k of the n free events. */
function SlipTypeToggle({ slip, t, locked }) {
	const free = slip.entries.filter((e) => !e.fixed && e.bets.some((b) => !b.disabled)).length;
	const fixed = slip.entries.filter((e) => e.fixed && e.bets.some((b) => !b.disabled)).length;
	const sizes = Array.from({ length: Math.max(0, free - 1) }, (_, i) => i + 1);
	return /* @__PURE__ */ jsxs("div", {
		className: "slip-type",
		children: [/* @__PURE__ */ jsx("div", {
			className: "slip-segment",
			role: "radiogroup",
			"aria-label": t("slip.type"),
			children: ["combination", "system"].map((type) => /* @__PURE__ */ jsx("button", {
				type: "button",
				role: "radio",
				"aria-checked": slip.type === type,
				disabled: locked || type === "system" && slip.entries.length < 2,
				onClick: () => setType(type),
				children: t(`slip.${type}`)
			}, type))
		}), slip.type === "system" ? /* @__PURE__ */ jsxs("fieldset", {
			className: "slip-sizes",
			children: [
				/* @__PURE__ */ jsx("legend", { children: t("slip.systemSizes") }),
				sizes.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "slip-hint",
					children: t("slip.error.no_system_size")
				}) : null,
				sizes.map((k) => /* @__PURE__ */ jsxs("label", {
					className: "slip-size",
					children: [/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						checked: slip.systemSizes.includes(k),
						disabled: locked,
						onChange: () => toggleSystemSize(k)
					}), /* @__PURE__ */ jsxs("span", { children: [
						fixed > 0 ? `${fixed}F + ` : "",
						k,
						"/",
						free
					] })]
				}, k))
			]
		}) : null]
	});
}
/** What the server may do when an odd moved since the player saw it. */
function OddsChangeOption({ value, t, locked }) {
	return /* @__PURE__ */ jsxs("label", {
		className: "slip-odds-change",
		children: [/* @__PURE__ */ jsx("span", { children: t("slip.oddsChange") }), /* @__PURE__ */ jsx("select", {
			value,
			disabled: locked,
			onChange: (e) => setOddsChange(e.currentTarget.value),
			children: ODDS_CHANGE_POLICIES.map((p) => /* @__PURE__ */ jsx("option", {
				value: p,
				children: t(`slip.oddsChange.${p}`)
			}, p))
		})]
	});
}
// src/lib/slip/stake-input.ts
/** Keys a stake field refuses when typed: a sign or an exponent would make the number unreadable. */
var BLOCKED_STAKE_KEYS = [
	"-",
	"+",
	"e",
	"E"
];
function isBlockedStakeKey(key) {
	return BLOCKED_STAKE_KEYS.includes(key);
}
var PLAIN_AMOUNT = /^\d*(?:[.,]\d*)?$/;
/** Whether pasted text may enter a stake field: digits with at most one separator, no sign, within the field length. */
function isAcceptableStakePaste(text) {
	const trimmed = text.trim();
	return trimmed.length > 0 && trimmed.length <= 16 && PLAIN_AMOUNT.test(trimmed) && /\d/.test(trimmed);
}
/**
* What a stake field holds, in minor units rounded half up to the cent; null when it is
* empty, negative or not a plain amount.
*/
function parseStakeInput(text) {
	const trimmed = text.trim().replace(",", ".");
	if (trimmed.length === 0 || trimmed.length > 16 || !PLAIN_AMOUNT.test(trimmed) || !/\d/.test(trimmed)) return null;
	const [whole = "", fraction = ""] = trimmed.split(".");
	const minor = BigInt(whole || "0") * 100n + BigInt((fraction + "00").slice(0, 2)) + ((fraction[2] ?? "0") >= "5" ? 1n : 0n);
	return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}
/** A minor-unit amount as the field shows it: "12.50". */
function stakeFieldText(minor) {
	const sign = minor < 0 ? "-" : "";
	const abs = Math.abs(Math.trunc(minor));
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
/** Editing the stake per bet: total = per bet x bet count. */
function totalFromPerBet(perBetMinor, betCount) {
	return perBetMinor * Math.max(0, betCount);
}
/**
* Editing the max gain: the total that would win it, rounded to the cent. `gainAtReference`
* is the max gain of `referenceStake` (for a one-pick-per-event combination, the max
* coefficient times the stake), so multi-pick and system slips invert the same way.
*/
function totalFromGain(gainMinor, gainAtReference, referenceStake) {
	if (gainAtReference <= 0n || gainMinor <= 0) return 0;
	const numerator = BigInt(gainMinor) * referenceStake;
	return Number((numerator * 2n + gainAtReference) / (gainAtReference * 2n));
}
// src/islands/slip/stake-check.ts
var STAKE_TOAST_ID = "slip-stake-error";
var MESSAGE = {
	max_stake: "slip.max_stake_error_message",
	min_stake: "slip.min_stake_error_message",
	min_stake_per_bet: "slip.min_stake_per_bet_error_message",
	too_many_combinations: "slip.error.too_many_combinations",
	no_bets: "slip.error.no_bets"
};
var LIMIT = {
	max_stake: MAX_TOTAL_STAKE_MINOR,
	min_stake: 500,
	min_stake_per_bet: 10
};
/** Shows the stake error toast for a refusal code; true when the code is a stake rule. */
function showStakeError(code, currency, lang) {
	const messageKey = MESSAGE[code];
	if (!messageKey) return false;
	const limit = LIMIT[code];
	const value = limit !== void 0 ? formatAmount(limit, lang) : String(MAX_COMBINATIONS);
	showToast({
		id: STAKE_TOAST_ID,
		kind: "error",
		persistent: true,
		messageKey,
		params: {
			value,
			currency
		}
	});
	return true;
}
/**
* Checks a total stake against the rules. On a failure: the toast, and the stake back to
* the default (total = default x bet count). Returns whether the stake passed.
*/
function checkStake(totalMinor, betCount, currency, lang) {
	const problem = stakeProblem(totalMinor, betCount);
	if (problem === null) {
		dismissToast(STAKE_TOAST_ID);
		return true;
	}
	showStakeError(problem, currency, lang);
	if (problem === "max_stake" || problem === "min_stake" || problem === "min_stake_per_bet") setTotalStake(null);
	return false;
}
// src/islands/slip/StakeInputs.tsx
/** The total a field's value stands for (spec section 5's linking rules). */
function totalFor(kind, minor, figures) {
	if (kind === "perBet") return totalFromPerBet(minor, figures.betCount);
	if (kind === "gain") return totalFromGain(minor, figures.gainAtReference, GAIN_REFERENCE_STAKE);
	return minor;
}
/** The three linked stake fields: stake per bet, total stake and max gain. */
function StakeInputs({ figures, currency, lang, t, disabled }) {
	const [draft, setDraft] = useState(null);
	const id = useId();
	const shown = {
		perBet: figures.stakePerBet,
		total: figures.totalStake,
		gain: figures.maxGain
	};
	const onKeyDown = (event) => {
		if (isBlockedStakeKey(event.key)) event.preventDefault();
		if (event.key === "Enter") event.currentTarget.blur();
	};
	const onPaste = (event) => {
		if (!isAcceptableStakePaste(event.clipboardData.getData("text"))) event.preventDefault();
	};
	const onChange = (kind, text) => {
		setDraft({
			kind,
			text
		});
		const minor = parseStakeInput(text);
		if (minor !== null) setTotalStake(totalFor(kind, minor, figures));
	};
	const onBlur = (kind, text) => {
		setDraft(null);
		const minor = parseStakeInput(text);
		if (minor === null || minor <= 0) {
			setTotalStake(null);
			return;
		}
		const total = totalFor(kind, minor, figures);
		setTotalStake(total);
		checkStake(total, figures.betCount, currency, lang);
	};
	const field = (kind, label) => /* @__PURE__ */ jsxs("div", {
		className: "slip-stake",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: `${id}-${kind}`,
			children: label
		}), /* @__PURE__ */ jsxs("div", {
			className: "slip-stake__box",
			children: [/* @__PURE__ */ jsx("input", {
				id: `${id}-${kind}`,
				type: "number",
				inputMode: "decimal",
				min: "0.01",
				step: "0.01",
				maxLength: 16,
				disabled,
				value: draft?.kind === kind ? draft.text : stakeFieldText(shown[kind]),
				onKeyDown,
				onPaste,
				onChange: (event) => onChange(kind, event.currentTarget.value.slice(0, 16)),
				onBlur: (event) => onBlur(kind, event.currentTarget.value)
			}), /* @__PURE__ */ jsx("span", {
				className: "slip-stake__currency",
				"aria-hidden": "true",
				children: currency
			})]
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "slip-stakes",
		children: [
			field("perBet", t("slip.stakePerBet")),
			field("total", t("slip.totalStake")),
			field("gain", t("slip.maxGain"))
		]
	});
}
// src/islands/slip/SlipSummary.tsx
/** Every figure of the spec's bet slip screen. */
function SlipSummary({ figures, type, t, lang, currency, slipNumber }) {
	const money = (minor) => `${formatAmount(minor, lang)} ${currency}`;
	const rows = [
		[
			"type",
			t("slip.type"),
			t(`slip.${type}`)
		],
		[
			"events",
			t("slip.eventCount"),
			String(figures.eventCount)
		],
		[
			"bets",
			t("slip.betCount"),
			String(figures.betCount)
		],
		[
			"slips",
			t("slip.slipCount"),
			"1"
		],
		[
			"per-bet",
			t("slip.stakePerBet"),
			money(figures.stakePerBet)
		],
		[
			"total",
			t("slip.totalStake"),
			money(figures.totalStake)
		],
		[
			"coefficient",
			t("slip.maxCoefficient"),
			formatOdds(figures.maxCoefficient)
		],
		[
			"gain",
			t("slip.maxGain"),
			money(figures.maxGain)
		],
		[
			"payment",
			t("slip.payment"),
			money(figures.totalStake)
		],
		[
			"number",
			t("slip.slipNumber"),
			slipNumber === null ? "–" : String(slipNumber)
		],
		[
			"cash-out",
			t("slip.cashOut"),
			money(0)
		]
	];
	return /* @__PURE__ */ jsx("dl", {
		className: "slip-summary",
		children: rows.map(([key, label, value]) => /* @__PURE__ */ jsxs("div", {
			className: `slip-summary__row slip-summary__row--${key}`,
			"data-figure": key,
			children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value })]
		}, key))
	});
}
// src/islands/slip/submit.ts
function readChanges(raw) {
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((c) => {
		const value = typeof c.value === "number" ? c.value : typeof c.odds === "string" ? Number(parseMajor(c.odds) ?? NaN) : NaN;
		const eventId = Number(c.event_id);
		return Number.isFinite(value) && Number.isFinite(eventId) && typeof c.odd_custom_id === "string" ? [{
			event_id: eventId,
			odd_custom_id: c.odd_custom_id,
			value
		}] : [];
	});
}
/** POST /api/create_ticket; on success the response's balance goes into the session at once. */
async function submitTicket(body, idempotencyKey) {
	const token = $session.get()?.access_token;
	let response;
	try {
		response = await fetch("/api/create_ticket", {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				"Idempotency-Key": idempotencyKey,
				...token ? { Authorization: `Bearer ${token}` } : {}
			},
			body: JSON.stringify(body)
		});
	} catch {
		return {
			ok: false,
			code: "network_error",
			changes: []
		};
	}
	const data = await response.json().catch(() => ({}));
	if (response.ok && data.ticket) {
		const balance = typeof data.balance === "string" ? parseMajor(data.balance) : void 0;
		if (balance !== void 0) updateBalance(Number(balance));
		return {
			ok: true,
			ticket: data.ticket
		};
	}
	const details = data.error?.details;
	return {
		ok: false,
		code: typeof data.error?.code === "string" ? data.error.code : "http_error",
		changes: readChanges(details?.changes),
		...typeof details?.value === "string" || typeof details?.value === "number" ? { value: String(details.value) } : {},
		...typeof details?.currency === "string" ? { currency: details.currency } : {}
	};
}
/** A fresh key per submit attempt (crypto.randomUUID where the browser has it). */
function newIdempotencyKey() {
	return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
// src/islands/slip/SlipView.tsx
/** The slip with picks: entries, stake, figures, options and the submit flow. */
function SlipView({ lang, currency, layout }) {
	const t = useT(lang);
	const slip = useStore($slip);
	const figures = useStore($slipFigures);
	const user = useStore($session);
	const [phase, setPhase] = useState({ name: "editing" });
	const attempt = useRef(null);
	const money = user?.currency ?? currency;
	useEffect(() => {
		setPhase((p) => p.name === "refused" && p.code !== "odds_changed" ? { name: "editing" } : p);
		attempt.current = null;
	}, [slip]);
	const live = hasLivePick(slip);
	useEffect(() => {
		if (!live) return;
		let release;
		let done = false;
		import("./live-feed_C3Qgl-rq.mjs").then((n) => n.n).then(({ startLiveFeed }) => {
			if (!done) release = startLiveFeed();
		});
		const stop = followLiveOdds();
		return () => {
			done = true;
			stop();
			release?.();
		};
	}, [live]);
	if (phase.name === "submitted" && layout === "page") return /* @__PURE__ */ jsx(Frame, {
		t,
		layout,
		children: /* @__PURE__ */ jsxs("div", {
			className: "slip-done",
			role: "status",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "slip-done__title",
					children: t("slip.slip_creation_success_message")
				}),
				/* @__PURE__ */ jsx(SlipSummary, {
					figures: phase.figures,
					type: slip.type,
					t,
					lang,
					currency: money,
					slipNumber: phase.ticket.id
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "slip-actions",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-button isl-button--ghost",
						onClick: () => setPhase({ name: "editing" }),
						children: t("slip.reuse")
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "isl-button isl-button--primary",
						onClick: () => {
							clearSlip();
							setPhase({ name: "editing" });
						},
						children: t("slip.close")
					})]
				})
			]
		})
	});
	if (slip.entries.length === 0 && phase.name !== "submitted") return /* @__PURE__ */ jsx(Frame, {
		t,
		layout,
		children: /* @__PURE__ */ jsx(Empty, { t })
	});
	const locked = phase.name === "submitting" || phase.name === "confirming";
	const changed = slip.entries.some((e) => e.bets.some((b) => b.change));
	const startSubmit = () => {
		if (!user) {
			if (layout === "panel") openLoginModal();
			else showToast({
				id: "slip-login",
				kind: "error",
				messageKey: "must_be_logged_in"
			});
			return;
		}
		if (slip.type === "system" && slip.systemSizes.length === 0) {
			showToast({
				id: STAKE_TOAST_ID,
				kind: "error",
				persistent: true,
				messageKey: "slip.error.no_system_size"
			});
			return;
		}
		if (!checkStake(figures.totalStake, figures.betCount, money, lang)) return;
		setPhase({ name: "confirming" });
	};
	const confirm = async () => {
		if (!user) return;
		setPhase({ name: "submitting" });
		attempt.current ??= newIdempotencyKey();
		const shown = figures;
		const result = await submitTicket(ticketRequest(slip, user.id, figures.totalStake), attempt.current);
		attempt.current = null;
		if (result.ok) {
			dismissToast(STAKE_TOAST_ID);
			setPhase({
				name: "submitted",
				ticket: result.ticket,
				figures: shown
			});
			return;
		}
		if (result.code === "odds_changed") applyOddsChanges(result.changes);
		if (showStakeError(result.code, result.currency ?? money, lang)) {
			setPhase({ name: "editing" });
			return;
		}
		setPhase({
			name: "refused",
			code: result.code
		});
	};
	const refusal = phase.name === "refused" ? phase.code : null;
	return /* @__PURE__ */ jsxs(Frame, {
		t,
		layout,
		children: [
			/* @__PURE__ */ jsx(SlipTypeToggle, {
				slip,
				t,
				locked
			}),
			/* @__PURE__ */ jsx(SlipEntries, {
				slip,
				t,
				lang,
				confirmMatchRemoval: layout === "page",
				locked
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "slip-clear",
				disabled: locked,
				onClick: () => clearSlip(),
				children: t("slip.removeAll")
			}),
			/* @__PURE__ */ jsx(StakeInputs, {
				figures,
				currency: money,
				lang,
				t,
				disabled: locked
			}),
			/* @__PURE__ */ jsx(SlipSummary, {
				figures,
				type: slip.type,
				t,
				lang,
				currency: money,
				slipNumber: null
			}),
			/* @__PURE__ */ jsx(OddsChangeOption, {
				value: slip.oddsChange,
				t,
				locked
			}),
			refusal ? /* @__PURE__ */ jsx("div", {
				className: `slip-alert${refusal === "insufficient_funds" ? " slip-alert--funds" : ""}`,
				role: "alert",
				children: /* @__PURE__ */ jsx("p", { children: t(refusalKey(refusal)) })
			}) : null,
			changed ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "isl-button isl-button--primary slip-submit",
				onClick: () => {
					acceptOddsChanges();
					setPhase({ name: "editing" });
				},
				children: t("slip.acceptChanges")
			}) : !user && layout === "page" ? /* @__PURE__ */ jsxs("div", {
				className: "slip-login",
				children: [/* @__PURE__ */ jsx("p", { children: t("slip.loginToBet") }), /* @__PURE__ */ jsx("a", {
					className: "isl-button isl-button--primary slip-submit",
					href: "/login?from=/bet-slip",
					children: t("slip.login")
				})]
			}) : /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "isl-button isl-button--primary slip-submit",
				disabled: locked || figures.betCount === 0,
				onClick: startSubmit,
				children: phase.name === "submitting" ? /* @__PURE__ */ jsx(Loader, { lang }) : t("slip.submit")
			}),
			/* @__PURE__ */ jsx(Modal, {
				open: phase.name === "confirming",
				onClose: () => setPhase({ name: "editing" }),
				lang,
				title: t("slip.submitTitle"),
				actions: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "isl-button isl-button--ghost",
					onClick: () => setPhase({ name: "editing" }),
					children: t("slip.no")
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "isl-button isl-button--primary",
					onClick: () => void confirm(),
					children: t("slip.yes")
				})] }),
				children: /* @__PURE__ */ jsx("p", { children: t("slip.submit_bet_slip_message") })
			}),
			/* @__PURE__ */ jsxs(Modal, {
				open: phase.name === "submitted",
				onClose: () => {
					clearSlip();
					setPhase({ name: "editing" });
				},
				lang,
				title: t("slip.successTitle"),
				actions: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "isl-button isl-button--primary",
					onClick: () => {
						clearSlip();
						setPhase({ name: "editing" });
					},
					children: t("slip.close")
				}),
				children: [/* @__PURE__ */ jsx("p", { children: t("slip.slip_creation_success_message") }), phase.name === "submitted" ? /* @__PURE__ */ jsx(SlipSummary, {
					figures: phase.figures,
					type: slip.type,
					t,
					lang,
					currency: money,
					slipNumber: phase.ticket.id
				}) : null]
			})
		]
	});
}
var KNOWN_REFUSALS = /* @__PURE__ */ new Set([
	"event_started",
	"event_unavailable",
	"selection_unavailable",
	"selection_suspended",
	"stake_limit_reached",
	"invalid_system",
	"account_locked",
	"duplicate_selection",
	"odds_changed"
]);
function refusalKey(code) {
	if (code === "insufficient_funds") return "slip.insufficient_funds_error_message";
	if (code === "unauthorized" || code === "invalid_token" || code === "token_revoked") return "must_be_logged_in";
	return KNOWN_REFUSALS.has(code) ? `slip.error.${code}` : "slip.error.generic";
}
export { SlipView as default };
