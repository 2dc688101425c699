// Amounts of five and more digits (900.00 on a four-pick combination) fit the slip's
// fields and figures on both layouts: the desktop column's three stake fields share one row,
// where "Max. gain" clipped such values.
import { expect, test } from '@playwright/test';
import { leaguePath, openSlip, pickHomeWin, setTotal } from './slip-support.ts';

test('a five-digit max gain fits its field and its figure', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  await page.goto(await leaguePath(request, info));
  for (const row of [3, 4, 5, 6]) await pickHomeWin(page, row);
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
  const figures = await slip.locator('.slip-summary__row').evaluateAll((rows) =>
    rows.map((row) => {
      const value = row.querySelector('dd')!;
      const box = row.getBoundingClientRect();
      const own = value.getBoundingClientRect();
      return { text: value.textContent, fits: own.left >= box.left - 0.5 && own.right <= box.right + 0.5 && value.scrollWidth <= value.clientWidth };
    }),
  );
  expect(figures.filter((f) => !f.fits)).toEqual([]);
  expect(figures.map((f) => f.text).filter((text) => /^\d{2,3},\d{3}\.\d\d /.test(text ?? ''))).not.toEqual([]);
});
