import { expect, test } from '@playwright/test';
import { amount, balance, createPlayer, isMobile, leaguePath, login, openSlip, pickHomeWin, setTotal, submitAndConfirm } from './slip-support.ts';

// Each test bets on its own event (a row of the league page), so the two layouts running
// side by side never finish an event the other one is betting on.
const row = (base: number, info: { project: { name: string } }) => base + (info.project.name === 'mobile' ? 1 : 0);

test.describe('bet slip', () => {
  test('the whole loop: pick, stake errors, submit, open bets, settlement as won with the balance credited live', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const username = await createPlayer(request, '100.00');
    const league = await leaguePath(request, info);
    await login(page, info, username, league);
    const picked = await pickHomeWin(page, row(6, info));
    const slip = await openSlip(page, info);
    await expect(slip).toContainText('1 ');
    await expect(slip.locator('[data-figure="events"] dd')).toHaveText('1');
    await expect(slip.locator('[data-figure="bets"] dd')).toHaveText('1');

    // Typing a minus or an exponent changes nothing.
    const total = slip.getByLabel('Total stake');
    await total.click();
    await total.press('-');
    await total.press('e');
    await expect(total).toHaveValue('5.00');

    // Above the maximum: the persistent toast, and the stake back to the default.
    await setTotal(slip, '5000');
    await expect(page.getByText('The maximum stake is 1,000.00 EUR')).toBeVisible();
    await expect(total).toHaveValue('5.00');
    // Below the minimum: the new toast replaces the previous one.
    await setTotal(slip, '3');
    await expect(page.getByText('The minimum stake is 5.00 EUR')).toBeVisible();
    await expect(page.getByText('The maximum stake is 1,000.00 EUR')).toHaveCount(0);
    await expect(total).toHaveValue('5.00');

    // The linked inputs: per bet sets the total, the max gain follows the coefficient.
    await slip.getByLabel('Stake per bet').fill('10');
    await slip.getByLabel('Stake per bet').press('Tab');
    await expect(total).toHaveValue('10.00');
    const win = Math.floor((1000 * picked.value) / 100);
    await expect(slip.getByLabel('Max. gain')).toHaveValue(amount(win).replace(/,/g, ''));
    await expect(page.getByText('The minimum stake is 5.00 EUR')).toHaveCount(0);

    await submitAndConfirm(page, slip);
    let ticketId: string;
    if (isMobile(info)) {
      const done = page.getByRole('status').filter({ hasText: 'Your bet slip has been successfully submitted' });
      await expect(done).toBeVisible({ timeout: 15_000 });
      ticketId = (await done.locator('[data-figure="number"] dd').textContent()) ?? '';
      await done.getByRole('button', { name: 'Close' }).last().click();
    } else {
      const dialog = page.getByRole('dialog', { name: 'Bet slip submitted' });
      await expect(dialog).toContainText('Your bet slip has been successfully submitted', { timeout: 15_000 });
      ticketId = (await dialog.locator('[data-figure="number"] dd').textContent()) ?? '';
      await dialog.getByRole('button', { name: 'Close' }).last().click();
    }
    expect(ticketId).toMatch(/^\d+$/);
    await expect(page.getByText(/Your bet slip is empty/).first()).toBeVisible();
    await expect(balance(page, info)).toContainText('90.00');

    await page.goto('/my-bets');
    const ticket = page.getByRole('article', { name: `Bet slip ${ticketId}` });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText('Open');
    await expect(ticket).toContainText('10.00 EUR');
    await expect(balance(page, info)).toContainText('90.00');

    await page.getByRole('tab', { name: 'Closed bets' }).click();
    const finished = await request.post(`/api/test/events/${picked.eventId}/finish`, { data: { home_goals: 2, away_goals: 0 } });
    expect(finished.ok(), await finished.text()).toBe(true);
    // The socket credits the winnings without a reload, and the closed list follows.
    await expect(balance(page, info)).toContainText(amount(9000 + win), { timeout: 20_000 });
    const closed = page.getByRole('article', { name: `Bet slip ${ticketId}` });
    await expect(closed).toContainText('Won');
    await expect(closed).toContainText('2:0');
  });

  test('a ticket the balance cannot pay is refused with the insufficient-funds message', async ({ page, request }, info) => {
    const username = await createPlayer(request, '6.00');
    await login(page, info, username, await leaguePath(request, info));
    await pickHomeWin(page, row(10, info));
    const slip = await openSlip(page, info);
    await setTotal(slip, '10');
    await submitAndConfirm(page, slip);
    await expect(slip.getByRole('alert')).toHaveText('Your account balance is not sufficient to pay the web bet slip', { timeout: 15_000 });
    await expect(balance(page, info)).toContainText('6.00');
  });

  test('a changed odd is refused, shown as higher, and placed once accepted', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const username = await createPlayer(request, '100.00');
    await login(page, info, username, await leaguePath(request, info));
    const picked = await pickHomeWin(page, row(14, info));
    const slip = await openSlip(page, info);
    await slip.getByLabel('When odds change').selectOption({ label: 'Accept no change' });
    await setTotal(slip, '5');
    const raised = picked.value + 25;
    const moved = await request.post('/api/test/odds', { data: { event_id: picked.eventId, odd_custom_id: picked.customId, value: raised } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await submitAndConfirm(page, slip);
    await expect(slip.getByRole('alert')).toContainText('Odds have changed', { timeout: 15_000 });
    await expect(slip.locator('[data-change="higher"]')).toContainText(amount(raised));
    await slip.getByRole('button', { name: 'Accept changes' }).click();
    await submitAndConfirm(page, slip);
    await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });
    await expect(balance(page, info)).toContainText('95.00');
  });

  test('a visitor is asked to log in before submitting', async ({ page, request }, info) => {
    await page.goto(await leaguePath(request, info));
    await pickHomeWin(page, row(18, info));
    const slip = await openSlip(page, info);
    if (isMobile(info)) {
      await expect(slip.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?from=/bet-slip');
    } else {
      await slip.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
    }
  });

  test('a selection survives a reload and shows on the odds button and the slip', async ({ page, request }, info) => {
    const path = await leaguePath(request, info);
    await page.goto(path);
    const picked = await pickHomeWin(page, row(22, info));
    await page.reload();
    await expect(page.locator(`button[data-odd][data-event-id="${picked.eventId}"][data-odd-custom-id="main.1"]`).first()).toHaveAttribute('aria-pressed', 'true');
    if (isMobile(info)) await expect(page.locator('[data-slip-count]')).toHaveText('1');
    const slip = await openSlip(page, info);
    await expect(slip.locator('[data-figure="events"] dd')).toHaveText('1');
    // The check icon disables the bet: no bets left to count.
    await slip.getByRole('checkbox', { name: /^Disable/ }).click();
    await expect(slip.locator('[data-figure="bets"] dd')).toHaveText('0');
    await slip.getByRole('checkbox', { name: /^Enable/ }).click();
    await expect(slip.locator('[data-figure="bets"] dd')).toHaveText('1');
    await slip
      .getByRole('button', { name: /^Remove .* - / })
      .first()
      .click();
    await expect(page.getByText(/Your bet slip is empty/).first()).toBeVisible();
  });

  test('a system 2/3 ticket counts three bets and is placed', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const username = await createPlayer(request, '100.00');
    await login(page, info, username, await leaguePath(request, info));
    for (const r of [30, 32, 34]) await pickHomeWin(page, row(r, info));
    const slip = await openSlip(page, info);
    await slip.getByRole('radio', { name: 'System' }).click();
    await expect(slip.getByRole('checkbox', { name: '2/3' })).toBeChecked();
    await expect(slip.locator('[data-figure="bets"] dd')).toHaveText('3');
    await expect(slip.getByLabel('Total stake')).toHaveValue('6.00');
    await submitAndConfirm(page, slip);
    await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });
    await expect(balance(page, info)).toContainText('94.00');
  });
});
