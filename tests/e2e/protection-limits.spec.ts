// Player protection in the browser on both layouts (issue 18): the player sets a deposit, a
// betting (stake) and a loss limit in the account settings, then meets each refusal where the
// money moves: the deposit page and the bet slip, in the page language, with the room left.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { AFTER_PASSWORD, balance, createPlayer, logIn, type TestPlayer } from './account.helpers.ts';
import { leaguePath, openSlip, pickHomeWin, setTotal, submitAndConfirm } from './slip-support.ts';

/** A picture of the refusal, for a person to look at (test-results/ is not kept in the tree). */
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: `test-results/protection-${name}-${info.project.name}.png` });

/** Sets the daily limit of one limits panel (#betting-limits, #deposit-limits, #loss-limits) and waits until it is in force. */
async function setDailyLimit(page: Page, section: string, amount: string): Promise<void> {
  await page.goto('/account-settings');
  const panel = page.locator(section);
  await panel.getByLabel(/^Daily limit/).fill(amount);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText(new RegExp(`^Now: ${amount.replace('.', '\\.')}`))).toBeVisible(AFTER_PASSWORD);
}

// Refused tickets move nothing, but each layout still bets on its own rows (past those the slip specs settle).
const row = (base: number, info: TestInfo) => base + (info.project.name === 'mobile' ? 1 : 0);

test('a daily deposit limit refuses the deposit that would pass it, naming what is left', async ({ page, request }, info) => {
  const player = await createPlayer(request, info, { balance: '0.00' });
  await logIn(page, info, player);
  await setDailyLimit(page, '#deposit-limits', '20.00');

  await page.goto('/deposit');
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('15');
  await page.getByRole('button', { name: 'Deposit demo funds' }).click();
  await expect(page.getByRole('status')).toHaveText('15.00 EUR deposited. Your balance is now 15.00 EUR.', AFTER_PASSWORD);
  // 5.00 left is less than the smallest deposit: nothing is offered, and the page says why.
  await expect(page.getByText('You can deposit up to 5.00 EUR now, less than the smallest deposit of 10.00 EUR.')).toBeVisible();
  await expect(amount).toHaveCount(0);
  await shot(page, info, 'deposit-limit');
  await expect(balance(page, info)).toContainText('15.00');
});

/** Sets the player's daily deposit limit and deposits through the API, as another device would have. */
async function depositedUnderLimit(request: APIRequestContext, player: TestPlayer, limit: string, deposited: string): Promise<void> {
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  expect((await request.put('/api/account/limits', { headers, data: { deposit: { daily: limit } } })).status()).toBe(200);
  expect((await request.post('/api/deposit', { headers, data: { amount: deposited } })).status()).toBe(200);
}

test('the deposit page offers what the player’s own limit still allows today, and says so', async ({ page, request }, info) => {
  const player = await createPlayer(request, info, { balance: '0.00' });
  await depositedUnderLimit(request, player, '150.00', '50.00');
  await logIn(page, info, player);
  await page.goto('/deposit');
  await expect(page.getByText(/Your deposit limit allows 100\.00\sEUR more now\./)).toBeVisible();
  await expect(page.getByText(/You can deposit 4,950\.00/)).toHaveCount(0);
  const presets = page.getByRole('group', { name: 'Choose an amount' }).getByRole('button');
  await expect(presets).toHaveText([/^20\.00/, /^50\.00/, /^100\.00/]);
  // More than the room is refused before it is sent, naming the room.
  await page.getByLabel(/^Amount/).fill('120');
  await page.getByRole('button', { name: 'Deposit demo funds' }).click();
  await expect(page.getByRole('alert')).toHaveText('This deposit would pass your deposit limit. You can deposit up to 100.00 EUR now.');
  await presets.last().click();
  await page.getByRole('button', { name: 'Deposit demo funds' }).click();
  await expect(page.getByRole('status')).toHaveText('100.00 EUR deposited. Your balance is now 150.00 EUR.', AFTER_PASSWORD);
  // Nothing left: no amounts, no field to type one, and why.
  await expect(page.getByText('Your deposit limit allows no more deposits now. It applies to every deposit until its period ends.')).toBeVisible();
  await expect(presets).toHaveCount(0);
  await expect(page.getByLabel(/^Amount/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deposit demo funds' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Set deposit limits' })).toBeVisible();
});

test('a daily betting limit refuses a ticket above it in the slip', async ({ page, request }, info) => {
  const player = await createPlayer(request, info, { balance: '50.00' });
  await logIn(page, info, player);
  await setDailyLimit(page, '#betting-limits', '5.00');

  await page.goto(await leaguePath(request, info));
  await pickHomeWin(page, row(24, info));
  const slip = await openSlip(page, info);
  await setTotal(slip, '10');
  await submitAndConfirm(page, slip);
  await expect(slip.getByRole('alert')).toHaveText('This stake would exceed your betting limit.', { timeout: 15_000 });
  await shot(page, info, 'stake-limit');
  await expect(balance(page, info)).toContainText('50.00');
});

test('a daily loss limit refuses a stake that could pass it, naming the room left and when the day resets', async ({ page, request }, info) => {
  const player = await createPlayer(request, info, { balance: '50.00' });
  await logIn(page, info, player);
  await setDailyLimit(page, '#loss-limits', '5.00');

  await page.goto(await leaguePath(request, info));
  await pickHomeWin(page, row(26, info));
  const slip = await openSlip(page, info);
  await setTotal(slip, '8');
  await submitAndConfirm(page, slip);
  const alert = slip.getByRole('alert');
  await expect(alert).toContainText('This stake could pass your loss limit.', { timeout: 15_000 });
  // The day resets at the site's midnight: the time shown is a whole hour, in the page's date format.
  await expect(alert).toContainText(/You can stake up to 5\.00 EUR until \d{2}\/\d{2}\/\d{4} \d{2}:00\./);
  await shot(page, info, 'loss-limit');
  await expect(balance(page, info)).toContainText('50.00');
});
