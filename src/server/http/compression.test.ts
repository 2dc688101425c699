import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { CompressedBody, compress } from './compression.ts';

// A league page's shape: many rows of repeated markup with varying teams, times and odds
// (varied enough that the page level beats the fast one, as on a real page).
const teams = [
  'Arsenal',
  'Chelsea',
  'Everton',
  'Fulham',
  'Brentford',
  'Burnley',
  'Liverpool',
  'Wolves',
  'Leeds',
  'Newcastle United',
  'Aston Villa',
  'Brighton',
  'Crystal Palace',
  'Tottenham Hotspur',
  'West Ham',
  'Bournemouth',
  'Nottingham Forest',
  'Sunderland',
  'Manchester City',
  'Manchester United',
];
const odd = (i: number, k: number) => (1 + ((i * 37 + k * 91) % 500) / 100).toFixed(2);
const page = Buffer.from(
  `<main>${Array.from(
    { length: 400 },
    (_, i) =>
      `<div class="event-row" data-event="${100000 + i * 7919}"><a href="/sports-betting/match/${100000 + i * 7919}">${teams[i % 20]} ${teams[(i * 7 + 3) % 20]}</a><time>${1 + (i % 28)}/11 ${String((i * 5) % 24).padStart(2, '0')}:${String((i * 15) % 60).padStart(2, '0')}</time>${[0, 1, 2].map((k) => `<button class="odd" data-odd-value="${odd(i, k)}">${odd(i, k)}</button>`).join('')}</div>`,
  ).join('')}</main>`,
);

describe('compressed page bodies', () => {
  it('answers a page first with the fast form, then, from the second request on, with the page-level form once made', async () => {
    const body = new CompressedBody(page, 'page');
    const fast = await compress(page, 'br', 'fast');
    const full = await compress(page, 'br', 'page');
    expect(full.length).toBeLessThan(fast.length);

    const first = await body.get('br');
    expect(first.body.equals(fast)).toBe(true);
    expect(body.bytes()).toBe(page.length + fast.length);

    // The second request is answered at once with what is kept, and sets the upgrade going.
    const second = await body.get('br');
    expect(second.body.equals(fast)).toBe(true);
    await vi.waitFor(async () => expect((await body.get('br')).body.equals(full)).toBe(true));
    // The fast form no longer counts: one form per encoding is kept.
    expect(body.bytes()).toBe(page.length + full.length);
    expect(brotliDecompressSync((await body.get('br')).body).equals(page)).toBe(true);
    // Kept from then on: later requests neither compress it again nor get another copy.
    const kept = (await body.get('br')).body;
    for (let i = 0; i < 5; i++) await body.get('br');
    await new Promise((r) => setTimeout(r, 50));
    expect((await body.get('br')).body).toBe(kept);
    expect(body.bytes()).toBe(page.length + full.length);
  });

  it('keeps each encoding apart and compresses a file once, at its own level', async () => {
    const body = new CompressedBody(page, 'page');
    expect(gunzipSync((await body.get('gzip')).body).equals(page)).toBe(true);
    expect(brotliDecompressSync((await body.get('br')).body).equals(page)).toBe(true);
    const file = new CompressedBody(page, 'static');
    const once = await file.get('br');
    expect(once.body.equals(await compress(page, 'br', 'static'))).toBe(true);
    await file.get('br');
    await new Promise((r) => setTimeout(r, 50));
    expect(file.bytes()).toBe(page.length + once.body.length);
  });
});
