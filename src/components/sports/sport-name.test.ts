import { describe, expect, it } from 'vitest';
import { getT, LANGS, PAGE_RESOURCES } from '../../i18n/index.ts';
import { SPORTS } from '../../lib/offer/sports.ts';
import { leagueSportName, sportName, sportNames } from './sport-name.ts';

describe('sportName', () => {
  it('translates the feed names by slug', () => {
    expect(sportName(getT('de'), { id: 1, name: 'Soccer' })).toBe('Fußball');
    expect(sportName(getT('sr'), { id: 17, name: 'Ice Hockey' })).toBe('Hokej na ledu');
    expect(sportName(getT('en'), { id: 17, name: 'Ice Hockey' })).toBe('Ice Hockey');
    expect(leagueSportName(getT('de'), { sport_id: 92, sport: 'Table Tennis' })).toBe('Tischtennis');
  });

  it("keeps the feed's name for a sport it does not know", () => {
    expect(sportName(getT('de'), { id: 99999, name: 'Sepak Takraw' })).toBe('Sepak Takraw');
    expect(sportName(() => 'sport.soccer', { id: 1, name: 'Soccer' })).toBe('Soccer');
  });

  it('has a name for every sport in every language, the English one being the feed name', () => {
    for (const lang of LANGS) {
      for (const s of SPORTS) expect(PAGE_RESOURCES[lang][`sport.${s.slug}`], `${lang} ${s.slug}`).toBeTruthy();
    }
    for (const s of SPORTS) expect(PAGE_RESOURCES.en[`sport.${s.slug}`]).toBe(s.name);
    expect(Object.keys(sportNames(getT('sr')))).toHaveLength(SPORTS.length);
    expect(sportNames(getT('sr'))[1]).toBe('Fudbal');
  });
});
