// The highlights page's paging: highlights grouped by sport (in the offer's order, soonest
// first), and how many of one sport a "show more" address asks for.

/** How many more matches of a sport each "show more" adds. */
export const SPORT_PAGE = 30;
/** The most one sport's page lists, however the address is edited. */
export const MAX_SHOWN = 300;

export function bySport<E extends { sportId: number }>(events: readonly E[]): Array<{ sportId: number; events: E[] }> {
  const groups = new Map<number, E[]>();
  for (const e of events) {
    const list = groups.get(e.sportId);
    if (list) list.push(e);
    else groups.set(e.sportId, [e]);
  }
  return [...groups].map(([sportId, list]) => ({ sportId, events: list }));
}

/** `show` from the address: a page by default, clamped to one page .. MAX_SHOWN. */
export function shownCount(raw: string | null): number {
  const n = Number(raw);
  if (raw === null || !Number.isInteger(n)) return SPORT_PAGE;
  return Math.min(MAX_SHOWN, Math.max(SPORT_PAGE, n));
}
