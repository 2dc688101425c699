// Amounts of five and more digits (900.00 on a four-pick combination, up to the 100,000.00
// maximum payout) fit the slip's fields and figures on both layouts: three stake fields in one
// row (the desktop column, the phone's slip page) clipped such values.
import { expect, test, type Locator } from '@playwright/test';
import { createPlayer, leaguePath, login, openSlip, pickHomeWin, pickLongestOdd, setTotal, submitAndConfirm } from './slip-support.ts';

/** The figures of `rows` (each a name and its value) whose value leaves its row or is cut. */
async function cutFigures(rows: Locator): Promise<Array<{ text: string | null; fits: boolean }>> {
  return rows.evaluateAll((all) =>
    all.map((row) => {
      const value = row.querySelector('dd')!;
      const box = row.getBoundingClientRect();
      const own = value.getBoundingClientRect();
      return { text: value.textContent, fits: own.left >= box.left - 0.5 && own.right <= box.right + 0.5 && value.scrollWidth <= value.clientWidth };
    }),
  );
}

test('a five-digit max gain fits its field and its figure', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  await page.goto(await leaguePath(request, info));
  // The outsiders' odds: four of them multiply past 60, so 900.00 wins five digits or more
  // (the maximum payout, 100,000.00, at most) whatever the day's prices.
  for (const row of [3, 4, 5, 6]) await pickLongestOdd(page, row);
  const slip = await openSlip(page, info);
  await setTotal(slip, '900');
  const gainField = slip.getByLabel('Max. gain');
  await expect(gainField).toHaveValue(/^\d{5,}\.\d\d$/);
  // SHOTS_DIR=<folder> keeps a picture of the slip and the window for a person to look at.
  if (process.env.SHOTS_DIR) {
    await slip.screenshot({ path: `${process.env.SHOTS_DIR}/slip-${info.project.name}.png` });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/window-${info.project.name}.png` });
  }

  // Each stake field shows its whole value: nothing scrolled out of the input.
  for (const label of ['Stake per bet', 'Total stake', 'Max. gain']) {
    const field = slip.getByLabel(label, { exact: true });
    const { scroll, client } = await field.evaluate((input) => ({ scroll: input.scrollWidth, client: input.clientWidth }));
    expect(scroll, `${label} (${await field.inputValue()}) fits its field`).toBeLessThanOrEqual(client);
  }
  // Each figure stays inside its row (a long one wraps under its name).
  const figures = await cutFigures(slip.locator('.slip-summary__row'));
  expect(figures.filter((f) => !f.fits)).toEqual([]);
  expect(figures.map((f) => f.text).filter((text) => /^\d{2,3},\d{3}\.\d\d /.test(text ?? ''))).not.toEqual([]);
});

test("a ticket's long figures fit its card in my bets", async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const username = await createPlayer(request, '1000.00');
  const path = await leaguePath(request, info);
  await login(page, info, username, path);
  for (const row of [3, 4, 5, 6]) await pickHomeWin(page, row);
  const slip = await openSlip(page, info);
  await setTotal(slip, '1000');
  await submitAndConfirm(page, slip);
  await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/my-bets');
  const ticket = page.getByRole('article').first();
  // With the day's prices the stake may have been lowered so the gain stays within the
  // maximum payout (1,000.00 on odds of 143 gives 698.92): the gain has thousands either way.
  await expect(ticket).toContainText(/Stake\s*[\d,]+\.\d\d EUR/);
  await expect(ticket).toContainText(/Max\. gain\s*\d{1,3},\d{3}\.\d\d EUR/);
  if (process.env.SHOTS_DIR) await ticket.screenshot({ path: `${process.env.SHOTS_DIR}/ticket-${info.project.name}.png` });
  const figures = await cutFigures(ticket.locator('.ticket__figures > div'));
  expect(figures.filter((f) => !f.fits)).toEqual([]);
});
