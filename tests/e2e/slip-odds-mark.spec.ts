// The mark of a moved odd in the slip (issue 27 reported it cutting "Full Time Result: Draw")
// leaves the pick's name whole beside it on both layouts, with a price as long as they get. On
// e124544 this did not reproduce at 1440, 1050 or 390 px in en, de or sr (screenshots looked at):
// the test keeps it so.
import { expect, test } from '@playwright/test';
import { createPlayer, leaguePath, login, openSlip, submitAndConfirm } from './slip-support.ts';

test('a moved odd’s mark leaves the pick’s name whole', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const username = await createPlayer(request, '100.00');
  await login(page, info, username, await leaguePath(request, info));
  const draw = page
    .locator('[data-event-row]')
    .nth(info.project.name.startsWith('mobile') ? 17 : 16)
    .locator('button[data-odd][data-odd-custom-id="main.X"]');
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  const eventId = Number(await draw.getAttribute('data-event-id'));
  const value = Number(await draw.getAttribute('data-odd-value'));
  const slip = await openSlip(page, info);
  await slip.getByLabel('When odds change').selectOption({ label: 'Accept no change' });
  // A long price, so the mark takes as much room as it ever does.
  const moved = await request.post('/api/test/odds', { data: { event_id: eventId, odd_custom_id: 'main.X', value: Math.max(value + 25, 10_001) } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await submitAndConfirm(page, slip);
  const mark = slip.locator('[data-change="higher"]');
  await expect(mark).toBeVisible({ timeout: 15_000 });
  const fit = await slip
    .locator('.slip-bet')
    .first()
    .evaluate((row) => {
      const label = row.querySelector<HTMLElement>('.slip-bet__label')!;
      const odd = row.querySelector<HTMLElement>('.slip-bet__odd')!;
      const [l, o] = [label.getBoundingClientRect(), odd.getBoundingClientRect()];
      // Every word on one line: the label's lines break between words only.
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      const words = label.textContent!.trim().split(/\s+/).length;
      return {
        text: label.textContent,
        overlaps: l.right > o.left + 0.5,
        cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        lines,
        words,
        markWraps: odd.getClientRects().length > 1 || odd.scrollWidth > odd.clientWidth + 1,
      };
    });
  expect(fit.text).toContain('Full Time Result: Draw');
  expect(fit).toMatchObject({ overlaps: false, cut: false, markWraps: false });
  expect(fit.lines).toBeLessThanOrEqual(fit.words);
});
