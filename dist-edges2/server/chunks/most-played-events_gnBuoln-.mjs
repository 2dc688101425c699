import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { D as Fragment, E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { k as $$Icon, t as $$Base } from "./Base_3V3zp8oW.mjs";
import { t as $$SportsbookColumns } from "./SportsbookColumns_Z-nMGZ7D.mjs";
import { t as $$EventsByLeague } from "./EventsByLeague_c3IdlxBG.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { t as runtime } from "./current_DIBg78p7.mjs";
import { a as ticketEvents, o as tickets } from "./schema_COFDMaxO.mjs";
import { count, desc, eq, gte } from "drizzle-orm";
// src/server/most-played.ts
var WINDOW_MS = 864e5;
var CACHE_MS = 3e4;
var LIMIT = 30;
var cache = /* @__PURE__ */ new WeakMap();
async function tally(rt, now) {
	return (await rt.db.select({
		eventId: ticketEvents.eventId,
		selections: count()
	}).from(ticketEvents).innerJoin(tickets, eq(tickets.id, ticketEvents.ticketId)).where(gte(tickets.createdAt, /* @__PURE__ */ new Date(now - WINDOW_MS))).groupBy(ticketEvents.eventId).orderBy(desc(count()), ticketEvents.eventId).limit(120)).map((r) => ({
		eventId: Number(r.eventId),
		selections: Number(r.selections)
	}));
}
/** The most played events of the last 24 hours that the offer still holds (not finished). */
async function mostPlayedEvents(rt) {
	const now = rt.clock.now();
	let hit = cache.get(rt);
	if (!hit || now - hit.at >= CACHE_MS || now < hit.at) {
		hit = {
			at: now,
			rows: await tally(rt, now)
		};
		cache.set(rt, hit);
	}
	const events = [];
	for (const row of hit.rows) {
		const event = rt.offer.event(row.eventId);
		if (event && (event.status === "scheduled" || event.status === "live")) events.push({
			event,
			selections: row.selections
		});
		if (events.length >= LIMIT) break;
	}
	return {
		events,
		anyTickets: hit.rows.length > 0
	};
}
// src/pages/sports-betting/most-played-events.astro
var most_played_events_exports = /* @__PURE__ */ __exportAll({
	default: () => $$MostPlayedEvents,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$MostPlayedEvents = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MostPlayedEvents;
	const { t } = Astro.locals;
	const { events, anyTickets } = await mostPlayedEvents(runtime());
	return renderTemplate`${renderComponent($$result, "Base", $$Base, {
		"title": t("menu.mostPlayed"),
		"data-astro-cid-nsflkg33": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SportsbookColumns", $$SportsbookColumns, { "data-astro-cid-nsflkg33": true }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1 class="list-title" data-astro-cid-nsflkg33>${renderComponent($$result, "Icon", $$Icon, {
		"name": "chart",
		"data-astro-cid-nsflkg33": true
	})}${t("menu.mostPlayed")}</h1>${!anyTickets ? renderTemplate`<div class="panel" data-astro-cid-nsflkg33>${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": "chart",
		"title": t("mostPlayed.none"),
		"text": t("mostPlayed.noneText"),
		"headingLevel": 2,
		"data-astro-cid-nsflkg33": true
	}, { "default": ($$result) => renderTemplate`<a class="btn btn-primary" href="/sports-betting" data-astro-cid-nsflkg33>${t("menu.sportsBetting")}</a>` })}</div>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`<p class="intro" data-astro-cid-nsflkg33>${t("mostPlayed.intro")}</p>${renderComponent($$result, "EventsByLeague", $$EventsByLeague, {
		"level": 2,
		"events": events.map((e) => e.event),
		"emptyText": t("mostPlayed.text"),
		"emptyIcon": "chart",
		"data-astro-cid-nsflkg33": true
	})}` })}`}` })}` })}`;
}, "/work/wt/edges/src/pages/sports-betting/most-played-events.astro", void 0);
var $$file = "/work/wt/edges/src/pages/sports-betting/most-played-events.astro";
var $$url = "/sports-betting/most-played-events";
// \0virtual:astro:page:src/pages/sports-betting/most-played-events@_@astro
var page = () => most_played_events_exports;
export { page };
