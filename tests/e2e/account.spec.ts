import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, balance, toast, createPlayer, creditPlayer, isDesktop, lockPlayer, logIn, logOut, loginForm, submitLogin } from './account.helpers.ts';

test.describe('login and logout', () => {
  test('a player logs in with the layout’s form and sees name and balance in the header', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '250.00', firstName: 'Mila' });
    await page.goto(isDesktop(info) ? '/' : '/login?from=%2Fresults');
    await submitLogin(page, player);
    await expect(balance(page, info)).toContainText('250.00', AFTER_PASSWORD);
    if (isDesktop(info)) {
      await expect(page.locator('.isl-account__name')).toHaveText('Mila Test');
      await expect(page.locator('[data-session-info]')).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/results$/);
    }
  });

  test('wrong credentials show the toast and reset the form', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await page.goto(isDesktop(info) ? '/' : '/login');
    await submitLogin(page, { username: player.username, password: 'wrong-pass1' });
    await expect(toast(page, 'Wrong Credentials')).toBeVisible(AFTER_PASSWORD);
    await expect(loginForm(page).getByLabel('Username')).toHaveValue('');
    await expect(loginForm(page).getByLabel('Password')).toHaveValue('');
    // Missing fields never reach the server and read the same.
    await toast(page, 'Wrong Credentials').getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page, 'Wrong Credentials')).toHaveCount(0);
    await loginForm(page).getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Wrong Credentials')).toBeVisible();
  });

  test('a first login is forced through change password, then goes home', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { hasLoggedInBefore: false });
    await page.goto(isDesktop(info) ? '/' : '/login?from=%2Fresults');
    await submitLogin(page, player);
    await expect(page).toHaveURL(/\/change-password$/, AFTER_PASSWORD);
    const form = page.getByRole('form', { name: 'Change password' });
    if (isDesktop(info)) await expect(page.locator('.mainmenu')).toBeHidden();
    // The spec's checks, in order.
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('All three fields are required');
    await form.getByLabel(/^Current password/).fill(player.password);
    await form.getByLabel(/^New password/).fill('short1');
    await form.getByLabel(/^Repeat new password/).fill('short1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your password must contain at least 8 characters');
    await form.getByLabel(/^New password/).fill('longenough1');
    await form.getByLabel(/^Repeat new password/).fill('longenough2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('The passwords entered do not match');
    await form.getByLabel(/^New password/).fill('lettersonly');
    await form.getByLabel(/^Repeat new password/).fill('lettersonly');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Password must contain both numbers and letters');
    await form.getByLabel(/^Current password/).fill('not-my-password1');
    await form.getByLabel(/^New password/).fill('newpass123');
    await form.getByLabel(/^Repeat new password/).fill('newpass123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong password', AFTER_PASSWORD);
    await form.getByLabel(/^Current password/).fill(player.password);
    await form.getByLabel(/^New password/).fill('newpass123');
    await form.getByLabel(/^Repeat new password/).fill('newpass123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
    await expect(balance(page, info)).toBeVisible();
    if (isDesktop(info)) await expect(page.locator('.mainmenu')).toBeVisible();
  });

  test('logout returns the header to the visitor state', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await logIn(page, info, player);
    await logOut(page, info);
    if (isDesktop(info)) await expect(loginForm(page)).toBeVisible();
    else await expect(page.locator('.bb-account').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(balance(page, info)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  });

  test('a locked account is refused at login with a clear message', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await lockPlayer(request, player.username);
    await page.goto(isDesktop(info) ? '/' : '/login');
    await submitLogin(page, player);
    await expect(toast(page, 'This account is locked. Please contact support.')).toBeVisible(AFTER_PASSWORD);
    await expect(balance(page, info)).toHaveCount(0);
  });
});

test.describe('live balance', () => {
  test('the header balance follows an operator credit within a second, without a reload', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '100.00' });
    await logIn(page, info, player);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await creditPlayer(request, player.username, '25.50');
    await expect(balance(page, info)).toContainText('125.50', { timeout: 1_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

test.describe('automatic logout', () => {
  test('logs the player out after the chosen inactivity', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await page.clock.install();
    await logIn(page, info, player, '/account-settings');
    const panel = page.locator('#session');
    await panel.getByLabel('Automatic logout after inactivity').selectOption('15');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved.');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    await page.clock.fastForward('14:00');
    await expect(balance(page, info)).toBeVisible();
    await page.clock.fastForward('01:30');
    await expect(toast(page, 'You were logged out after a period of inactivity.')).toBeVisible();
    // Polled: the logout may still be taking the player from the account page to the login page.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session')).catch(() => 'navigating')).toBeNull();
  });
});

test.describe('deposit and statement', () => {
  test('a play-money deposit raises the balance and shows in the statement', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '10.00' });
    await logIn(page, info, player, '/deposit');
    await expect(page.getByText('Demo funds.')).toBeVisible();
    await expect(page.getByText(/Play money is limited to 5,000\.00\sEUR a day\. You can deposit 5,000\.00\sEUR more today\./)).toBeVisible();
    await page.getByRole('button', { name: /^50\.00/ }).click();
    await expect(page.getByLabel(/^Amount/)).toHaveValue('50.00');
    await page.getByLabel(/^Amount/).fill('2');
    await page.getByRole('button', { name: 'Deposit demo funds' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter an amount from');
    await page.getByLabel(/^Amount/).fill('75');
    await page.getByRole('button', { name: 'Deposit demo funds' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deposited' })).toContainText('85.00');
    await expect(balance(page, info)).toContainText('85.00');
    await expect(page.getByText(/You can deposit 4,925\.00\sEUR more today\./)).toBeVisible();

    await page.goto('/account-statement');
    const rows = page.locator('main table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Deposit (demo)');
    await expect(rows.first()).toContainText('+75.00');
    await expect(rows.first()).toContainText('85.00');
    await expect(rows.nth(1)).toContainText('Opening balance');
  });

  test('visitors are sent to log in first', async ({ page }, info) => {
    await page.goto('/account-statement');
    if (isDesktop(info)) await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    else await expect(page).toHaveURL(/\/login\?from=%2Faccount-statement$/);
  });
});

test.describe('session upkeep', () => {
  test('tokens are refreshed every 4 minutes and the socket follows the new token', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '20.00' });
    await page.clock.install();
    await logIn(page, info, player);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    const before = await page.evaluate(() => sessionStorage.getItem('session'));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/token/refresh') && r.request().method() === 'POST');
    await page.clock.fastForward('04:05');
    expect((await refreshed).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session'))).not.toBe(before);
    // The old socket closes and one with the new token opens.
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    await creditPlayer(request, player.username, '5.00');
    await expect(balance(page, info)).toContainText('25.00', { timeout: 2_000 });
  });

  test('a refused refresh logs the player out', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await page.clock.install();
    await logIn(page, info, player);
    // The session keeper (loaded after login) is running once the live socket is open.
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    await lockPlayer(request, player.username);
    await page.clock.fastForward('04:05');
    await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
    await expect(balance(page, info)).toHaveCount(0);
  });

  test('the reality check shows the session time and net result, then lets the player go on', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '60.00' });
    await page.clock.install();
    await logIn(page, info, player, '/account-settings');
    const panel = page.locator('#session');
    await panel.getByLabel('Reality check reminder').selectOption('30');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved.');
    await creditPlayer(request, player.username, '-10.00');
    await expect(balance(page, info)).toContainText('50.00');
    await page.clock.fastForward('31:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('31 min');
    // The net result is the play's (stakes and returns since login, issue 18): an operator's debit is not play.
    await expect(dialog.locator('[data-reality=net]')).toHaveText(/^0\.00/);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(balance(page, info)).toBeVisible();
  });
});

test.describe('account settings', () => {
  test('personal data keeps the date month-day-year, and a higher limit waits 24 hours', async ({ page, request }, info) => {
    const player = await createPlayer(request, info);
    await logIn(page, info, player, '/account-settings');
    const personal = page.locator('#personal');
    await personal.getByLabel('Title').selectOption('mrs');
    await personal.getByLabel('Date of birth').fill('31-07-1990');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('Enter the date as month-day-year, e.g. 07-31-1990.')).toBeVisible();
    await personal.getByLabel('Date of birth').fill('07-31-1990');
    await personal.getByLabel('Town/City').fill('Novi Sad');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('status')).toHaveText('Saved.');

    const limits = page.locator('#betting-limits');
    await limits.getByLabel(/^Daily limit/).fill('50');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByText(/^Now: 50\.00/)).toBeVisible();
    await limits.getByLabel(/^Daily limit/).fill('80');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByText(/^Changes to 80\.00 .* on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
    await expect(limits.getByText(/^Now: 50\.00/)).toBeVisible();

    await page.reload();
    await expect(page.locator('#personal').getByLabel('Date of birth')).toHaveValue('07-31-1990');
    await expect(page.locator('#personal').getByLabel('Town/City')).toHaveValue('Novi Sad');
    await expect(page.locator('#personal').getByLabel('Title')).toHaveValue('mrs');
  });
});
