// What a page's first paint waits for (issue 30): on Lighthouse's phone (slow 4G: 150 ms round
// trips, a new connection costs two more) the home, league and company pages paint from their
// own answer alone. Their stylesheets are inline, no image above the fold is a request of its
// own, and the page's first answer (brotli at the server's fast level, plus ~1.2 kB of headers)
// fits in the 43.8 kB a new connection delivers in its first two round trips (10 then 20
// segments of 1,460 bytes): one byte more costs a third round trip, 150 ms. The pages render
// the same HTML on every screen size, so one project checks them. Nor do they fetch or run a
// script of their own before it: the server holds their module scripts for after the paint
// (src/lib/app/after-paint.ts).
import { expect, test } from '@playwright/test';
import { compress } from '../../src/server/http/compression.ts';
import { AFTER_PAINT_SCRIPT_TYPE } from '../../src/lib/app/after-paint.ts';
import { bigSoccerLeague, mobileLeaguePath } from './sports.helpers.ts';

const TWO_ROUND_TRIPS_BYTES = (10 + 20) * 1460;
const HEADER_BYTES = 1200;

test('the home, league and company pages paint from their own answer, which fits in two round trips', async ({ request }) => {
  const league = await bigSoccerLeague(request);
  for (const path of ['/', mobileLeaguePath(league), '/about-us']) {
    const res = await request.get(path);
    expect(res.status(), `${path} answers`).toBe(200);
    const html = await res.text();
    expect(html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [], `${path} links no stylesheet`).toEqual([]);
    // Every image is inline (a data: URL) or waits until it is near the screen.
    const requested = (html.match(/<img\b[^>]*>/g) ?? []).filter((img) => !/\bsrc="data:/.test(img) && !/\bloading="lazy"/.test(img));
    expect(requested, `${path} requests no image before its first paint`).toEqual([]);
    expect(
      html.match(/<script\b[^>]*\bsrc=[^>]*>/g)?.filter((tag) => !tag.includes(`type="${AFTER_PAINT_SCRIPT_TYPE}"`)) ?? [],
      `${path} loads no script before its first paint`,
    ).toEqual([]);
    expect(html, `${path} has the layout's script, held for after the paint`).toContain(`<script type="${AFTER_PAINT_SCRIPT_TYPE}" src="/_astro/Base.astro`);
    const firstAnswer = (await compress(Buffer.from(html), 'br', 'fast')).length + HEADER_BYTES;
    expect(firstAnswer, `${path}: its first answer, ${html.length} bytes as brotli`).toBeLessThanOrEqual(TWO_ROUND_TRIPS_BYTES);
  }
});

test('a page sent without compression, as rendered, is sent whole: its length counts the held scripts', async ({ request }) => {
  // A path no page has is rendered for every request (the layout's not-found page, with its
  // scripts held); the page cache keeps no 404, and would answer a known path from a kept
  // copy. Without compression a rendered page is sent as it is made: its length must count the
  // bytes the held scripts' longer type adds, or a client reads it short.
  for (const path of [`/no-such-page-${Date.now()}`, `/sports-betting/no-such-page-${Date.now()}`]) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status()).toBe(404);
    expect(res.headers()['x-page-cache']).toBe('miss');
    const html = (await res.body()).toString('utf8');
    expect(html).toContain(`type="${AFTER_PAINT_SCRIPT_TYPE}"`);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  }
});
