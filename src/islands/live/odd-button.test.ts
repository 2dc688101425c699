import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WireEvent } from '../../lib/offer/wire.ts';
import { FULL_TIME_RESULT, wireEvent } from '../../lib/offer/wire.fixtures.ts';
import { oddButtonData } from '../../lib/offer/odd-button.ts';
import { OddButton } from './OddButton.tsx';

const main = FULL_TIME_RESULT;
const live: WireEvent = wireEvent([main], {
  fi: 77,
  home: { name: 'Home FC' },
  away: { name: 'Away FC' },
  homeGoals: 1,
  awayGoals: 0,
  time: 1_800_000_000,
  league: { id: 5, name: 'League One', sport: 'Soccer', sport_id: 1, custom_id: 'l' },
  status: 'live',
});

/** The data-* attributes of the one element in the markup. */
function dataAttributes(html: string): Record<string, string> {
  const tag = /^<button\b([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe("the live board's odds buttons", () => {
  it('carry the same data as every other odds button, for each odd of a live market', () => {
    for (const o of main.odds) {
      const html = renderToStaticMarkup(createElement(OddButton, { event: live, group: main, odd: o, label: o.name, spoken: o.name, lang: 'en', live: true, pressed: false }));
      const expected = Object.fromEntries(Object.entries(oddButtonData(live, main, o, true)).map(([k, v]) => [k, String(v)]));
      expect(dataAttributes(html)).toEqual(expected);
    }
  });
});
