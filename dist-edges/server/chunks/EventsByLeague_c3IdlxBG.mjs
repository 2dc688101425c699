import { E as renderComponent, M as renderTemplate, N as maybeRenderHead } from "./sequence_CiFyQ-Vt.mjs";
import { n as createComponent, t as createAstro } from "./compiler_C-i1gHC9.mjs";
import { t as $$LeagueBlock } from "./LeagueBlock_CGobiAAW.mjs";
import { t as $$EmptyState } from "./EmptyState_C2wxJIsf.mjs";
import { a as slugify, n as leagueHref, t as deskLeaguesHref } from "./links_DtMVl73c.mjs";
import { t as leagueSportName } from "./sport-name_DTQKvFhy.mjs";
// src/components/sports/EventsByLeague.astro
createAstro("https://astro.build");
var $$EventsByLeague = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$EventsByLeague;
	const { events, emptyText, emptyIcon = "calendar", limit, level = 3 } = Astro.props;
	const { t } = Astro.locals;
	const groups = /* @__PURE__ */ new Map();
	for (const e of limit ? events.slice(0, limit) : events) {
		const list = groups.get(e.league.id);
		if (list) list.push(e);
		else groups.set(e.league.id, [e]);
	}
	return renderTemplate`${groups.size === 0 ? renderTemplate`${maybeRenderHead($$result)}<div class="panel">${renderComponent($$result, "EmptyState", $$EmptyState, {
		"icon": emptyIcon,
		"title": emptyText,
		"headingLevel": level
	})}</div>` : [...groups.values()].map((list) => {
		const league = list[0].league;
		return renderTemplate`${renderComponent($$result, "LeagueBlock", $$LeagueBlock, {
			"level": level,
			"title": league.name,
			"subtitle": leagueSportName(t, league),
			"sportId": league.sport_id,
			"href": leagueHref(slugify(league.sport), {
				id: league.id,
				name: league.name,
				sport_id: league.sport_id
			}),
			"deskHref": deskLeaguesHref([league.id]),
			"events": list
		})}`;
	})}`;
}, "/work/wt/edges/src/components/sports/EventsByLeague.astro", void 0);
export { $$EventsByLeague as t };
