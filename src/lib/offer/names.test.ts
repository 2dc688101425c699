import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n/index.ts';
import { ISLAND_RESOURCES, LANGS, PAGE_RESOURCES } from '../../i18n/index.ts';
import { LEAGUES } from './leagues.ts';
import { buildMarkets } from './markets.ts';
import { SPORTS } from './sports.ts';
import { countryName, leagueName, marketName, marketNameKey, selectionName, type Translate } from './names.ts';
import { pickName } from './pick-name.ts';
import { statementReference } from './references.ts';

const de = getT('de') as unknown as Translate;
const sr = getT('sr') as unknown as Translate;
const en = getT('en') as unknown as Translate;

describe('generated names in the page language', () => {
  it('translates market names, numbered and unit ones included', () => {
    expect(marketName(sr, 'Full Time Result')).toBe('Konačan ishod');
    expect(marketName(de, '2nd Goal')).toBe('2. Tor');
    expect(marketName(sr, '3rd Quarter Result')).toBe('Ishod 3. četvrtine');
    expect(marketName(de, 'Set 2 Winner')).toBe('Sieger Satz 2');
    expect(marketName(sr, 'Total Legs')).toBe('Ukupno legova');
    expect(marketName(en, 'Both Teams To Score')).toBe('Both Teams To Score');
  });

  it('has a key for every market name the offer generates, in every language', () => {
    for (const sport of SPORTS) {
      for (const market of buildMarkets(sport, 'A', 'B', 0.2)) {
        for (const name of [market.name, market.realName]) {
          const key = marketNameKey(name);
          for (const resources of [PAGE_RESOURCES, ISLAND_RESOURCES]) {
            for (const lang of LANGS) expect(resources[lang][key], `${sport.name}: ${name} (${lang} ${key})`).toBeTruthy();
          }
          // English reads exactly as the feed names it.
          expect(PAGE_RESOURCES.en[key]).toBe(name);
        }
      }
    }
  });

  it('translates the word selections and leaves codes alone', () => {
    expect(selectionName(de, 'Over')).toBe('Über');
    expect(selectionName(sr, 'No Goal')).toBe('Bez gola');
    expect(selectionName(sr, 'Tie')).toBe('Nerešeno');
    expect(selectionName(sr, '1X')).toBe('1X');
    expect(selectionName(de, '2-1')).toBe('2-1');
  });

  it('names a pick as the slip and the quick bet sheet show it: market, header where it says more, selection, handicap', () => {
    expect(pickName(sr, { bet: { name: 'Full Time Result' }, odd: { name: '1', header: '1' } })).toBe('Konačan ishod: 1');
    expect(pickName(sr, { bet: { name: 'Full Time Result' }, odd: { name: 'X', header: 'Draw' } })).toBe('Konačan ishod: Nerešeno');
    expect(pickName(de, { bet: { name: 'Goals Over/Under' }, odd: { name: '2.5', header: 'Over' } })).toBe(`${marketName(de, 'Goals Over/Under')}: Über 2.5`);
    expect(pickName(en, { bet: { name: 'Asian Handicap' }, odd: { name: '1', header: null, handicap: '-0.5' } })).toBe('Asian Handicap: 1 -0.5');
    expect(pickName(en, { bet: { name: '' }, odd: { name: 'Yes' } })).toBe('Yes');
  });

  it('translates every country and league prefix of the offer', () => {
    for (const league of LEAGUES) {
      if (league.country)
        expect(
          countryName(de, league.country) === league.country && PAGE_RESOURCES.de[`country.${league.country.toLowerCase().replace(/[^a-z0-9]+/g, '')}`] === undefined,
          league.country,
        ).toBe(false);
    }
    expect(leagueName(sr, { id: 111, name: 'Serbia SuperLiga', country: 'Serbia' })).toBe('Superliga Srbije');
    expect(leagueName(de, { id: 109, name: 'Netherlands Eredivisie' })).toBe('Niederlande Eredivisie');
    expect(leagueName(sr, { id: 1801, name: 'NBA', country: 'USA' })).toBe('NBA');
  });

  it('translates the ledger references the server writes, and keeps an operator note', () => {
    // The statement is an island: its words come from the island resources.
    const island =
      (lang: 'de' | 'sr'): Translate =>
      (key, params = {}) =>
        Object.entries(params).reduce((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), ISLAND_RESOURCES[lang][key] ?? key);
    const sr = island('sr');
    const de = island('de');
    expect(statementReference(sr, 'ticket 42')).toBe('Tiket 42');
    expect(statementReference(de, 'demo deposit')).toBe('Demo-Einzahlung');
    expect(statementReference(sr, 'account opened')).toBe('Nalog otvoren');
    expect(statementReference(de, 'Lucky Sevens round r-9')).toBe('Lucky Sevens, Runde r-9');
    expect(statementReference(sr, 'goodwill credit')).toBe('goodwill credit');
  });
});

describe('plural forms through i18next', () => {
  it('uses the Serbian one, few and other forms', () => {
    const label = (n: number) => (getT('sr') as unknown as Translate)('events.moreBetsLabel', { count: n });
    expect([1, 2, 5, 21, 22, 25, 11, 12].map(label)).toEqual([
      'Još 1 tip opklade',
      'Još 2 tipa opklada',
      'Još 5 tipova opklada',
      'Još 21 tip opklade',
      'Još 22 tipa opklada',
      'Još 25 tipova opklada',
      'Još 11 tipova opklada',
      'Još 12 tipova opklada',
    ]);
  });

  it('uses the English singular for one', () => {
    expect(en('events.moreBetsLabel', { count: 1 })).toBe('1 more bet type');
    expect(de('events.moreBetsLabel', { count: 3 })).toBe('3 weitere Wettarten');
  });
});
