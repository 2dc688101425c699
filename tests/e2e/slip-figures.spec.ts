import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { amount, balance, createPlayer, isMobile, leaguePath, login, openSlip, setTotal, submitAndConfirm } from './slip-support.ts';

// The slip's numbers as a player meets them: max gain over picks that win together, the
// default stake, the limits with their values, the ticket's words. Each test bets on its own
// events (rows far down the league, a different one per layout).

interface Offer {
  fi: number;
  bets: Array<{ custom_id: string; odds: Array<{ custom_id: string; value: number }> }>;
}

/** A soccer event from the league the slip tests use, well after the test (row `row`), with its odds. */
async function eventAt(request: APIRequestContext, info: TestInfo, row: number): Promise<{ id: number; odd: (customId: string) => number }> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number }> };
  const league = leagues.filter((l) => l.count >= 20).sort((a, b) => b.count - a.count)[0]!;
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Offer[] };
  const event = events[row + (isMobile(info) ? 1 : 0)]!;
  return {
    id: event.fi,
    odd: (customId) => {
      for (const g of event.bets) for (const o of g.odds) if (o.custom_id === customId) return o.value;
      throw new Error(`no ${customId} on ${event.fi}`);
    },
  };
}

async function press(page: Page, eventId: number, customId: string): Promise<void> {
  const button = page.locator(`button[data-odd][data-event-id="${eventId}"][data-odd-custom-id="${customId}"]`).filter({ visible: true }).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const figure = (slip: Locator, name: string) => slip.locator(`[data-figure="${name}"] dd`);

test.describe("the slip's numbers", () => {
  test('"1" and "Over 2.5" of one match add up in max gain, and the ticket shows the same figure', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const event = await eventAt(request, info, 40);
    const home = event.odd('main.1');
    const over = event.odd('over_under.o2.5');
    const username = await createPlayer(request, '100.00');
    await login(page, info, username, `/sports-betting/match/${event.id}`);
    await press(page, event.id, 'main.1');
    await press(page, event.id, 'over_under.o2.5');
    const slip = await openSlip(page, info);
    // Two bets: the default stake is the 5.00 minimum (2 x 2.00 is less), 2.50 on each.
    await expect(figure(slip, 'bets')).toHaveText('2');
    await expect(slip.getByLabel('Total stake')).toHaveValue('5.00');
    // Both picks win on 2:1: the gain is the sum of both bets, not the better one alone, per unit
    // of stake the coefficient shown to a hundredth, and the gain total x coefficient.
    const coefficient = Math.floor((home + over) / 2);
    const gain = Math.floor((500 * coefficient) / 100);
    await expect(figure(slip, 'gain')).toHaveText(`${amount(gain)} EUR`);
    await expect(figure(slip, 'coefficient')).toHaveText(amount(coefficient));
    await expect(figure(slip, 'type')).toHaveText('Combination');
    await page.screenshot({ path: info.outputPath(`slip-${info.project.name}.png`) });

    await submitAndConfirm(page, slip);
    await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });
    await expect(balance(page, info)).toContainText('95.00');
    await page.goto('/my-bets');
    const ticket = page.getByRole('article').first();
    await expect(ticket).toContainText(`${amount(gain)} EUR`);
    await expect(ticket).toContainText('Combination');
    await expect(ticket).not.toContainText('Multi');
    // The status is a word as written, not an upper-cased filter value.
    expect(await ticket.locator('.ticket__head .ticket__status').evaluate((e) => (e as HTMLElement).innerText)).toBe('Open');

    // Settled on 2:1, both bets win and the ticket pays the max gain it showed.
    const finished = await request.post(`/api/test/events/${event.id}/finish`, { data: { home_goals: 2, away_goals: 1 } });
    expect(finished.ok(), await finished.text()).toBe(true);
    await expect(balance(page, info)).toContainText(amount(9500 + gain), { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Closed bets' }).click();
    const closed = page.getByRole('article').first();
    await expect(closed).toBeVisible();
    expect(await closed.locator('.ticket__head .ticket__status').evaluate((e) => (e as HTMLElement).innerText)).toBe('Won');
  });

  test('the per-bet minimum names 0.10 and system slips show their limits with value and currency', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await page.goto(await leaguePath(request, info));
    // 1, X and 2 on four matches: 81 bets.
    const rows = [44, 46, 48, 50].map((r) => r + (isMobile(info) ? 1 : 0));
    for (const r of rows) {
      for (const id of ['main.1', 'main.X', 'main.2']) {
        const button = page.locator('[data-event-row]').nth(r).locator(`button[data-odd][data-odd-custom-id="${id}"]`);
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
    }
    const slip = await openSlip(page, info);
    await expect(figure(slip, 'bets')).toHaveText('81');
    await expect(slip.getByLabel('Total stake')).toHaveValue('162.00');
    await setTotal(slip, '5');
    await expect(page.getByText('The minimum stake is 0.10 EUR')).toBeVisible();
    await expect(slip.getByLabel('Total stake')).toHaveValue('162.00');

    await slip.getByRole('radio', { name: 'System' }).click();
    await expect(slip.getByTestId('system-limits')).toHaveText('System bet slip: stake 5.00 to 500.00 EUR, at least 0.50 EUR per combination');
    await setTotal(slip, '600');
    await expect(page.getByText('The maximum stake per system bet slip is 500.00 EUR')).toBeVisible();
    await slip.getByTestId('system-limits').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`slip-system-${info.project.name}.png`) });
  });

  test("offer reads are cached in session storage, the player's own calls are not", async ({ page, request }, info) => {
    const username = await createPlayer(request, '10.00');
    await login(page, info, username, '/my-bets');
    await expect(page.getByText('Currently you have no open bets')).toBeVisible();
    await page.goto('/casino-games');
    const cached = () => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('http-cache:')));
    await expect.poll(async () => (await cached()).some((k) => k.includes('/api/get_all_games_and_providers'))).toBe(true);
    expect((await cached()).filter((k) => /get_tickets|\/api\/account|gaming-history/.test(k))).toEqual([]);
  });
});
