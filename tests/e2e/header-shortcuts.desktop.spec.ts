// The desktop header's account shortcuts (issue 27): my bets, deposit, account statement,
// account settings and gaming history read as words beside their icons, not five bare icons,
// and fit the header whole at 1050 and 1440 px in the three languages.
import { expect, test } from '@playwright/test';
import { openPlayer, signIn } from './support/session.ts';
import { inLanguage, words } from './ticket-support.ts';

const SHORTCUTS = ['account.myBets', 'account.deposit', 'account.accountStatement', 'account.accountSettings', 'account.gamingHistory'];
const SHOTS = '/work/helpers/shots/h27b';

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`the account shortcuts are words that fit the header (${lang})`, async ({ page, request }) => {
    const t = words(lang);
    const player = await openPlayer(request, { balance: '1234.50', prefix: 'hdr' });
    await inLanguage(page, lang);
    await signIn(page, player);
    for (const [width, height] of [
      [1050, 800],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: t('account.shortcuts') });
      for (const key of SHORTCUTS) {
        const link = nav.getByRole('link', { name: t(key), exact: true });
        await expect(link).toBeVisible();
        // The word is on screen, not only in an aria-label or a tooltip.
        await expect(link).toHaveText(t(key));
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${t(key)} within the window`).toBe(true);
        const cut = await link.evaluate((el) => [...el.querySelectorAll('*'), el].some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible'));
        expect(cut, `${t(key)} is not cut off`).toBe(false);
        // No word breaks across lines ("Kontoeinstellunge / n"): each word is one box on screen.
        const broken = await link.evaluate((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const m of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index);
              range.setEnd(node, m.index + m[0].length);
              if (range.getClientRects().length > 1) return m[0];
            }
          }
          return null;
        });
        expect(broken, `a word of ${t(key)} is broken across lines`).toBeNull();
      }
      // The shortcuts, the player's name and balance, and logout do not run into each other.
      const boxes = await page.locator('.isl-account').evaluate((bar) =>
        [...bar.querySelectorAll('a, .isl-account__who, button')].map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, name: el.textContent ?? '' };
        }),
      );
      for (const a of boxes)
        for (const b of boxes) {
          if (a === b) continue;
          const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
        }
      await page
        .locator('header')
        .first()
        .screenshot({ path: `${SHOTS}/header-${lang}-${width}.png` });
    }
  });
}
