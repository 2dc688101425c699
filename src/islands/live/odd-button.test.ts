import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WireBetGroup, WireEvent, WireOdd } from '../../lib/offer/wire.ts';
import { oddButtonData } from '../../lib/offer/odd-button.ts';
import { OddButton } from './OddButton.tsx';

const odd = (name: string, value: number, extra: Partial<WireOdd>): WireOdd => ({
  name,
  name2: null,
  name3: null,
  header: null,
  handicap: null,
  odds: value / 100,
  value,
  custom_id: `o-${name}`,
  suspended: false,
  ...extra,
});
const main: WireBetGroup = {
  name: 'Full Time Result',
  realName: 'Fulltime Result',
  custom_id: 'main',
  priority: 1,
  suspended: false,
  odds: [odd('1', 185, { header: '1', name2: 'Home FC' }), odd('Draw', 340, { header: 'Tie' }), odd('2', 410, { header: '2', name2: 'Away FC' })],
};
const live: WireEvent = {
  fi: 77,
  home: { name: 'Home FC' },
  away: { name: 'Away FC' },
  homeGoals: 1,
  awayGoals: 0,
  time: 1_800_000_000,
  league: { id: 5, name: 'League One', sport: 'Soccer', sport_id: 1, custom_id: 'l' },
  sportId: 1,
  status: 'live',
  highlight: false,
  bets: [main],
  fullTimeBet: main,
};

/** The data-* attributes of the one element in the markup. */
function dataAttributes(html: string): Record<string, string> {
  const tag = /^<button\b([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe("the live board's odds buttons", () => {
  it('carry the same data as every other odds button, for each odd of a live market', () => {
    for (const o of main.odds) {
      const html = renderToStaticMarkup(createElement(OddButton, { event: live, group: main, odd: o, label: o.name, lang: 'en', live: true, pressed: false }));
      const expected = Object.fromEntries(Object.entries(oddButtonData(live, main, o, true)).map(([k, v]) => [k, String(v)]));
      expect(dataAttributes(html)).toEqual(expected);
    }
  });
});
