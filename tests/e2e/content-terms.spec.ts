// Issue 29: a material change to the English terms makes a logged-in player accept the new
// version before the next stake: the next page load shows the new terms; a stake before they
// are accepted is refused with a clear message and opens them again; once accepted the same
// slip is placed. A player who logs in later is asked at once.
import { expect, test, type TestInfo } from '@playwright/test';
import { createPlayer, isMobile, leaguePath, login, openSlip, PASSWORD, pickHomeWin, submitAndConfirm } from './slip-support.ts';
import { acceptPendingTerms, publishMaterialTerms } from './content-support.ts';

const row = (base: number, info: TestInfo) => base + (isMobile(info) ? 1 : 0);

// Each test publishes a material change that every player must accept: one at a time.
test.describe.configure({ mode: 'serial' });

test('a logged-in player accepts the changed terms before the next stake', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const username = await createPlayer(request, '100.00');
  await acceptPendingTerms(request, username, PASSWORD);
  await login(page, info, username, await leaguePath(request, info));
  await pickHomeWin(page, row(8, info));
  const paragraph = `**Changed:** the new rules of ${info.project.name} ${Date.now().toString(36)}.`;
  await publishMaterialTerms(request, paragraph);

  // The next page load shows the new terms; this player closes them unread and tries to bet.
  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Updated rules' });
  await expect(prompt).toContainText(paragraph.replace(/\*\*/g, ''));
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  const slip = await openSlip(page, info);
  if (isMobile(info)) {
    // /bet-slip is another page load: the terms show again and are closed again.
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await submitAndConfirm(page, slip);
  await expect(slip.getByRole('alert')).toHaveText('Our terms have changed. Please read and accept the new version before you bet.', { timeout: 15_000 });
  // The refused stake opens them again.
  await expect(prompt).toContainText(paragraph.replace(/\*\*/g, ''));
  const accept = prompt.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await prompt.getByLabel('I have read the new version and accept it.').check();
  await accept.click();
  await expect(prompt).toBeHidden();

  await submitAndConfirm(page, slip);
  if (isMobile(info)) await expect(page.getByRole('status').filter({ hasText: 'Your bet slip has been successfully submitted' })).toBeVisible({ timeout: 15_000 });
  else await expect(page.getByRole('dialog', { name: 'Bet slip submitted' })).toContainText('Your bet slip has been successfully submitted', { timeout: 15_000 });
});

test('a player who logs in after a material change is asked to accept it at once', async ({ page, request }, info) => {
  await publishMaterialTerms(request, `**Changed again** for ${info.project.name} ${Date.now().toString(36)}.`);
  const username = await createPlayer(request, '20.00');
  await login(page, info, username, '/');
  const prompt = page.getByRole('dialog', { name: 'Updated rules' });
  await expect(prompt).toContainText('Changed again');
  await expect(prompt.getByRole('button', { name: 'Logout' })).toBeVisible();
});
