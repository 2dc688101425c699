// The desktop slip's result by keyboard (issue 31, part 3): closing it gives the focus back to
// the slip, whose submit button is gone. The phone's result is part of its slip screen
// (a11y-keyboard.spec.ts).
import { expect, test } from '@playwright/test';
import { leaguePath, openSlip, pickHomeWin, setTotal } from './slip-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { islandsHydrated } from './support/hydration.ts';

test("closing the desktop's result gives the focus back to the slip, its submit button being gone", async ({ page, request }, info) => {
  const player = await openPlayer(request, { balance: '100.00', prefix: 'kbr' });
  await signIn(page, player);
  await page.goto(await leaguePath(request, info));
  await islandsHydrated(page);
  await pickHomeWin(page, 18);
  const slip = await openSlip(page, info);
  await setTotal(slip, '5');
  await slip.locator('.slip-submit').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Submit?' }).getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: 'Bet slip submitted' });
  await expect(success).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  const panel = page.locator('.slip--panel');
  await expect(panel).toContainText('Your bet slip is empty');
  await expect(panel).toBeFocused();
});
