// The live part of the match tracker, loaded on demand: on the match page when the first push
// arrives, on the live board when a row's tracker is opened. It keeps the box showing the
// match's tracker from the live feed's pushes (the tracker snapshot each live patch carries,
// merged into a bounded timeline) until the box leaves the page.
//
// It imports nothing at run time but its own pure helpers: the caller hands over the live
// list, the translator and the clock text it already has, so the lazy import carries no list
// of shared files to preload (that list alone would cost the live board's page more bytes of
// its JS budget than it has left).
import type { ReadableAtom } from 'nanostores';
import type { WireEvent } from '../../server/feed/types.ts';
import { mergeTracker, type TrackerView } from '../../lib/offer/tracker.ts';
import { trackerHtml } from '../../lib/offer/tracker-html.ts';
import type { T } from '../i18n.ts';

type Clock = (e: WireEvent, t: T) => string;

const mounted = new WeakSet<Element>();

function render(box: Element, e: WireEvent, view: TrackerView | undefined, t: T, clock: Clock): void {
  box.innerHTML = trackerHtml(view, {
    t,
    home: e.home.name,
    away: e.away.name,
    clock: clock(e, t),
    score: [e.homeGoals ?? 0, e.awayGoals ?? 0],
    soccer: e.sportId === 1,
  });
}

/** Keeps `host` showing match `id`'s tracker, live; once per host. A board row's <details> gets the tracker below its summary. */
/** `events`, `t` and `clock` are what the page already holds: the live feed's list, the translator and the scoreboard's clock text. */
export function mountTracker(host: Element, id: number, events: ReadableAtom<WireEvent[]>, t: T, clock: Clock): void {
  if (mounted.has(host)) return;
  mounted.add(host);
  const box = host.tagName === 'DETAILS' ? host.appendChild(Object.assign(document.createElement('div'), { className: 'trk' })) : host;
  let view: TrackerView | undefined;
  let seen: unknown;
  const find = () => events.get().find((e) => e.fi === id);
  const update = () => {
    const e = find();
    if (!e) return;
    if (e.tracker && e.tracker !== seen) {
      seen = e.tracker;
      view = mergeTracker(view, e.tracker);
    }
    render(box, e, view, t, clock);
  };
  const stop = events.listen(() => {
    if (!box.isConnected) {
      stop();
      mounted.delete(host);
      return;
    }
    update();
  });
  // What happened before this box was opened: the node's own tracker, then the pushes on top.
  void fetch(`/api/match_tracker/${id}`, { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<TrackerView>) : undefined))
    .then((served) => {
      if (served && (!view || served.g !== view.g || served.n > view.n)) view = served;
      update();
    })
    .catch(() => undefined);
  update();
}
