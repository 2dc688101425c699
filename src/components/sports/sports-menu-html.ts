// The desktop sports menu's list (every sport with its leagues as checkboxes) as an HTML
// string, cached for a few seconds per language, time filter and checked leagues: it sits
// on every sportsbook page and holds a few hundred items, while its counts move slowly.
import type { WireLeague, WireSport } from '../../server/feed/types.ts';
import { escapeHtml } from './row-html.ts';
import { sportIconPaths } from './sport-icons.ts';

export const LEAGUES_SHOWN = 10;
const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

export interface MenuTexts {
  lang: string;
  /** The sport's name in the language of `lang`, which keys the cache. */
  sportName: (sport: WireSport) => string;
  /** A league's name in the language of `lang`. */
  leagueName: (league: WireLeague) => string;
  eventCount: string;
  showAll: (count: number) => string;
  showLess: string;
}

export interface MenuData {
  sports: WireSport[];
  leagues: (sportId: number) => WireLeague[];
}

function render(data: MenuData, picked: ReadonlySet<number>, tx: MenuTexts): string {
  if (data.sports.length === 0) return '';
  let html = '<ul class="sm-sports">';
  for (const sport of data.sports) {
    const leagues = data.leagues(sport.id).filter((l) => l.count > 0);
    const open = leagues.some((l) => picked.has(l.id));
    const pickedExtra = leagues.some((l, i) => i >= LEAGUES_SHOWN && picked.has(l.id));
    html += `<li><details${open ? ' open' : ''}><summary>`;
    html += `<span class="sport-icon-wrap"><svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${sportIconPaths(sport.id)}</svg></span>`;
    html += `<span class="sm-name">${escapeHtml(tx.sportName(sport))}</span>`;
    html += `<span class="count-badge"><span class="visually-hidden">${escapeHtml(tx.eventCount)}: </span>${sport.count}</span></summary>`;
    html += `<ul class="sm-leagues${pickedExtra ? ' all' : ''}" data-leagues>`;
    leagues.forEach((l, i) => {
      html += `<li${i >= LEAGUES_SHOWN ? ' class="extra"' : ''}><label><input type="checkbox" name="league" value="${l.id}"${picked.has(l.id) ? ' checked' : ''}>`;
      html += `<span class="sm-league">${escapeHtml(tx.leagueName(l))}</span><span class="sm-count">${l.count}</span></label></li>`;
    });
    html += '</ul>';
    if (leagues.length > LEAGUES_SHOWN) {
      const all = tx.showAll(leagues.length);
      html += `<button type="button" class="sm-toggle" aria-expanded="${pickedExtra}" data-show-all data-label-all="${escapeHtml(all)}" data-label-less="${escapeHtml(tx.showLess)}">${escapeHtml(pickedExtra ? tx.showLess : all)}</button>`;
    }
    html += '</details></li>';
  }
  return `${html}</ul>`;
}

const cache = new Map<string, { at: number; html: string }>();

/** The list's HTML ('' when no sport is listed), from the cache when it is younger than five seconds. */
export function sportsMenuHtml(key: string, now: number, data: () => MenuData, picked: ReadonlySet<number>, tx: MenuTexts): string {
  const full = `${tx.lang}|${key}|${[...picked].sort((a, b) => a - b).join(',')}`;
  const hit = cache.get(full);
  if (hit && now - hit.at < TTL_MS && now >= hit.at) return hit.html;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const html = render(data(), picked, tx);
  cache.set(full, { at: now, html });
  return html;
}
