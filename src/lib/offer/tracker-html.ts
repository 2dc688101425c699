// The match tracker's markup: score and minute, statistics bars and the timeline, newest
// first. One renderer for the server (the match page renders it without React) and the
// browser (the live part re-renders it as pushes arrive), so both show the same.
import type { TrackerEvent, TrackerStats, TrackerView } from './tracker.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface TrackerFrame {
  t: Translate;
  home: string;
  away: string;
  /** The running clock as the scoreboard shows it ("2H 67'", "Set 2"). */
  clock: string;
  score: [number, number];
  /** Soccer shows corners and cards among the statistics. */
  soccer: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bar under a statistic: the home side's share from the left, the away side's after it. An
 * SVG whose rectangles carry the split as geometry, not a style attribute, so the page's
 * policy allows no inline style at all (issue 26); stretched to the row by the stylesheet.
 * Nothing yet on either side: a plain bar, not an even split.
 */
function shareBar(home: number, away: number): string {
  const open = '<svg class="trk-stat__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">';
  if (home + away <= 0) return `${open}<rect class="trk-stat__none" width="100" height="1"/></svg>`;
  const share = Math.round((home / (home + away)) * 100);
  return `${open}<rect class="trk-stat__home" width="${share}" height="1"/><rect class="trk-stat__away" x="${share}" width="${100 - share}" height="1"/></svg>`;
}

function statRows(s: TrackerStats, f: TrackerFrame): string {
  const rows: Array<[string, number, number, string?]> = [
    ['tracker.pressure', s.pressure, 100 - s.pressure, '%'],
    ['tracker.shots', ...s.shots],
    ['tracker.onTarget', ...s.onTarget],
  ];
  if (f.soccer) rows.push(['tracker.corners', ...s.corners], ['tracker.yellowCards', ...s.yellow], ['tracker.redCards', ...s.red]);
  return rows
    .map(([key, h, a, unit = '']) => {
      return `<li class="trk-stat"><span class="trk-stat__v">${h}${unit}</span><span class="trk-stat__k">${escape(f.t(key))}</span><span class="trk-stat__v">${a}${unit}</span>${shareBar(h, a)}</li>`;
    })
    .join('');
}

function eventText(e: TrackerEvent, f: TrackerFrame): string {
  const team = e.side === 1 ? f.home : e.side === 2 ? f.away : '';
  const what = e.kind === 'period' ? f.t('tracker.periodEnd', { n: e.period }) : e.kind === 'set' ? f.t('tracker.setWon', { n: e.period }) : f.t(`tracker.${e.kind}`);
  return team ? `${what} · ${team}` : what;
}

function eventRow(e: TrackerEvent, f: TrackerFrame): string {
  const side = e.side === 1 ? ' is-home' : e.side === 2 ? ' is-away' : '';
  const showScore = e.kind === 'goal' || e.kind === 'period' || e.kind === 'game' || e.kind === 'set' || e.kind === 'end';
  return `<li class="trk-ev trk-ev--${e.kind}${side}" data-kind="${e.kind}"><span class="trk-ev__min">${e.minute}'</span><span class="trk-ev__icon" aria-hidden="true"></span><span class="trk-ev__text">${escape(eventText(e, f))}</span>${showScore ? `<span class="trk-ev__score">${e.score[0]}-${e.score[1]}</span>` : ''}</li>`;
}

/** The tracker's inner HTML; the view may be missing while the feed has not yet played the match. */
export function trackerHtml(view: TrackerView | undefined, f: TrackerFrame): string {
  const events = view?.events ?? [];
  const head = `<p class="trk-head"><span class="trk-clock" data-testid="tracker-clock">${escape(f.clock)}</span><span class="trk-score" data-testid="tracker-score">${f.score[0]} : ${f.score[1]}</span></p>`;
  const stats = view?.stats ? `<ul class="trk-stats" aria-label="${escape(f.t('tracker.stats'))}">${statRows(view.stats, f)}</ul>` : '';
  const line = events.length
    ? `<ol class="trk-line" aria-label="${escape(f.t('tracker.timeline'))}" data-testid="tracker-timeline">${events
        .slice()
        .reverse()
        .map((e) => eventRow(e, f))
        .join('')}</ol>`
    : `<p class="trk-empty">${escape(f.t('tracker.empty'))}</p>`;
  return head + stats + line;
}
