import { describe, expect, it } from 'vitest';
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { renderRow, renderRows, type RowTexts } from './row-html.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { wireEvent, wireGroup, wireOdd } from '../../lib/offer/wire.fixtures.ts';
import { oddButtonData } from '../../lib/offer/odd-button.ts';
import { pickOfButton } from '../../lib/offer/odd-button-pick.ts';

const odd = (name: string, value: number, extra: Partial<WireOdd> = {}): WireOdd => wireOdd(name, value, { custom_id: `main.${name}`, ...extra });
const group = (custom_id: string, odds: WireOdd[], suspended = false): WireBetGroup => wireGroup(custom_id, odds, { suspended });
const event = (home: string, bets: WireBetGroup[]): WireEvent => wireEvent(bets, { fi: 7, home: { name: home }, time: 1_795_397_400 });
const texts = (lang = 'en'): RowTexts => ({
  lang,
  draw: lang === 'de' ? 'Unentschieden' : 'Draw',
  fmt: formatsFor(lang === 'de' ? 'de' : 'en'),
  selection: (name) => (lang === 'de' && name === 'Over' ? 'Über' : name),
  suspended: 'Suspended',
  noOffer: 'There is no offer for selected bet type',
  favorite: 'Favourite',
  more: (n) => `+${n}`,
  moreLabel: (n) => `${n} more bet types`,
  market: (name) => name,
  win: (team) => (lang === 'de' ? `${team} gewinnt` : `${team} to win`),
});

describe('a match row as HTML', () => {
  const main = group('main', [odd('1', 185), odd('X', 340, { header: 'Tie' }), odd('2', 410)]);

  it('gives each odds button a spoken name: the team to win or the draw, then the price, escaped', () => {
    const html = renderRow(event('Home "&" <FC>', [main]), undefined, texts('de'));
    const spoken = [...html.matchAll(/<button type="button" class="odd"[^>]*><span class="visually-hidden">([^<]*)<\/span><span class="odd-label" aria-hidden="true">/g)].map(
      (m) => m[1],
    );
    expect(spoken).toEqual(['Home &quot;&amp;&quot; &lt;FC&gt; gewinnt, ', 'Unentschieden, ', 'B gewinnt, ']);
    // A word of the page language above U+00FF comes as a reference, so the page stays one-byte text.
    const sr = renderRow(event('A', [main]), undefined, { ...texts(), win: (team) => `${team} pobeđuje` });
    expect(sr).toContain('A pobe&#273;uje, ');
    expect(/[\u0100-\u{10ffff}]/u.test(sr)).toBe(false);
  });

  it('shows odds to two decimals with the slip data and a +N for the other groups', () => {
    const html = renderRow(event('A', [main, group('btts', [])]), undefined, texts());
    expect(html).toContain('data-odd-name="Draw"');
    expect(html).toContain('data-odd-value="340"');
    expect(html).toContain('>3.40<');
    expect(html).toContain('class="more"');
    expect(html).toContain('>+1<');
  });

  it('shows a match in play as live with its score instead of its start, with live odds', () => {
    const live: WireEvent = { ...event('A', [main]), status: 'live', homeGoals: 2, awayGoals: 1 };
    const html = renderRow(live, undefined, { ...texts(), live: 'Uživo' });
    expect(html).toContain('<span class="live-badge">Uživo</span><span class="time">2:1</span>');
    expect(html).not.toContain('<time');
    expect(html).toContain('data-live="true"');
    expect(renderRow(event('A', [main]), undefined, texts())).toContain('<time class="when"');
  });

  /** An element's data attributes as a browser's dataset (data-odd-custom-id read as oddCustomId), entities decoded. */
  const dataset = (tag: string): Record<string, string> => {
    const decode = (v: string) =>
      v
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    return Object.fromEntries([...tag.matchAll(/ data-([a-z0-9-]+)(?:="([^"]*)")?/g)].map((m) => [camel(m[1]!), decode(m[2] ?? '')]));
  };

  it('carries the match once on the row and the market once on its odds, and a button reads back the pick it stands for', () => {
    const e: WireEvent = { ...event('Home "&" <FC>', [main]), league: { ...event('A', []).league, name: "League 'One'" } };
    const html = renderRow(e, undefined, texts());
    const row = dataset(/^<li [^>]*>/.exec(html)![0]);
    const odds = dataset(/<div class="odds[^>]*>/.exec(html)![0]);
    const buttons = [...html.matchAll(/<button type="button" class="odd"[^>]*>/g)].map((m) => dataset(m[0]));
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).not.toHaveProperty('home');
    expect(buttons[0]).not.toHaveProperty('betName');
    main.odds.forEach((odd, i) => {
      const expected = pickOfButton(
        dataset(
          `<button${Object.entries(oddButtonData(e, main, odd))
            .map(([k, v]) => ` ${k}="${String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
            .join('')}>`,
        ),
      );
      expect(expected?.match.home).toBe('Home "&" <FC>');
      expect(pickOfButton({ ...row, ...odds, ...buttons[i] })).toEqual(expected);
    });
  });

  it('escapes team names', () => {
    expect(renderRow(event('<b>"A"</b>', [main]), undefined, texts())).toContain('&lt;b&gt;&quot;A&quot;&lt;/b&gt;');
  });

  it('disables suspended odds and says when the chosen bet type is missing', () => {
    expect(renderRow(event('A', [group('main', main.odds, true)]), undefined, texts())).toMatch(/<button type="button" class="odd" aria-pressed="false" disabled/);
    expect(renderRow(event('A', [main]), 'over_under', texts())).toContain('There is no offer for selected bet type');
  });

  it('reuses a row while its event object is unchanged, per language', () => {
    const e = event('A', [main]);
    const en = renderRows([e], undefined, texts('en'));
    expect(renderRows([e], undefined, texts('en'))).toBe(en);
    expect(renderRows([e], undefined, texts('de'))).toContain('Unentschieden');
  });
});
