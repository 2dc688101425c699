import { describe, expect, it } from 'vitest';
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { renderRow, renderRows, type RowTexts } from './row-html.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { wireEvent, wireGroup, wireOdd } from '../../lib/offer/wire.fixtures.ts';

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
});

describe('a match row as HTML', () => {
  const main = group('main', [odd('1', 185), odd('X', 340, { header: 'Tie' }), odd('2', 410)]);

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
