// The desktop slip's result by keyboard (issue 31, part 3): closing it gives the focus back to
// the slip, whose submit button is gone. The phone's result is part of its slip screen
// (a11y-keyboard.spec.ts).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { leaguePath, openSlip, pickHomeWin, setTotal } from './slip-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { islandsHydrated } from './support/hydration.ts';

/** A signed-in player's desktop slip with one pick and a 5.00 stake, ready to submit. */
async function slipReadyToSubmit(page: Page, request: APIRequestContext, info: TestInfo, prefix: string) {
  const player = await openPlayer(request, { balance: '100.00', prefix });
  await signIn(page, player);
  await page.goto(await leaguePath(request, info));
  await islandsHydrated(page);
  await pickHomeWin(page, 18);
  const slip = await openSlip(page, info);
  await setTotal(slip, '5');
  return slip;
}

test("closing the desktop's result gives the focus back to the slip, its submit button being gone", async ({ page, request }, info) => {
  const slip = await slipReadyToSubmit(page, request, info, 'kbr');
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

test('Escape pressed the moment a dialog appears closes it: the focus is already inside', async ({ page, request }, info) => {
  const slip = await slipReadyToSubmit(page, request, info, 'kbe');
  await slip.locator('.slip-submit').click();
  // The key goes wherever the focus is as soon as the dialog is in the page (a busy phone can
  // take a key before the next frame): a MutationObserver's callback runs right after React's
  // commit, before anything React does after the paint.
  await page.evaluate(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((r) => [...r.addedNodes]);
      const dialog = added.find((n) => n instanceof Element && n.querySelector('[role="dialog"] h2')?.textContent === 'Bet slip submitted');
      if (!dialog) return;
      observer.disconnect();
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }).observe(document.body, { childList: true });
  });
  await page.getByRole('dialog', { name: 'Submit?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('.slip--panel')).toContainText('Your bet slip is empty');
  await expect(page.getByRole('dialog', { name: 'Bet slip submitted' })).toBeHidden();
});
