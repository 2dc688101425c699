import { describe, expect, it } from 'vitest';
import type { WireEvent } from './wire.ts';
import { FULL_TIME_RESULT, wireEvent } from './wire.fixtures.ts';
import { oddButtonData } from './odd-button.ts';
import { pickOfButton } from './odd-button-pick.ts';

const main = FULL_TIME_RESULT;
const event = (status: WireEvent['status']): WireEvent =>
  wireEvent([main], {
    fi: 77,
    home: { name: 'Home FC' },
    away: { name: 'Away FC' },
    time: 1_800_000_000,
    league: { id: 5, name: 'League "One"', sport: 'Soccer', sport_id: 1, custom_id: 'l' },
    status,
  });

/** The dataset a browser gives a button with these attributes: data-odd-custom-id read as oddCustomId. */
const datasetOf = (attrs: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.slice(5).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()), String(v)]));

describe('the odds buttons contract', () => {
  it('reads back from a pre-match button the pick it was written for', () => {
    const pick = pickOfButton(datasetOf(oddButtonData(event('scheduled'), main, main.odds[0]!)));
    expect(pick).toEqual({
      match: { id: 77, home: 'Home FC', away: 'Away FC', time: 1_800_000_000, sportId: 1, league: 'League "One"' },
      isLive: false,
      bet: { name: 'Full Time Result', realName: 'Fulltime Result' },
      odd: { name: '1', header: '1', handicap: '', custom_id: 'o-1', value: 185 },
    });
  });

  it('names the team a live odd backs, and a draw as Draw with its Tie header renamed', () => {
    const live = event('live');
    expect(pickOfButton(datasetOf(oddButtonData(live, main, main.odds[2]!)))?.odd).toEqual({
      name: '2',
      header: '2',
      handicap: '',
      custom_id: 'o-2',
      value: 410,
      name2: 'Away FC',
    });
    expect(pickOfButton(datasetOf(oddButtonData(live, main, main.odds[1]!)))).toMatchObject({ isLive: true, odd: { name: 'Draw', header: 'Draw' } });
  });

  it('reads no pick from a button with incomplete data', () => {
    const data = datasetOf(oddButtonData(event('scheduled'), main, main.odds[0]!));
    expect(pickOfButton({ ...data, oddValue: '0' })).toBeNull();
    expect(pickOfButton({ ...data, eventId: 'x' })).toBeNull();
    expect(pickOfButton({ ...data, oddCustomId: '' })).toBeNull();
  });
});
