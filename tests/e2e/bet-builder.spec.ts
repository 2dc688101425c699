// The bet builder on a match page (issue 19): the player ticks picks of one upcoming match,
// sees their combined price from the server, an impossible combination refused with its
// reason, adds the builder to the slip as one line listing the picks and places it.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { balance, createPlayer, isMobile, login, openSlip, submitAndConfirm } from './slip-support.ts';

interface Event {
  fi: number;
  home: { name: string };
  away: { name: string };
}

/** An upcoming match of a small soccer league no other spec drives, one per layout. */
async function upcomingMatch(request: APIRequestContext, info: TestInfo): Promise<Event> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number }> };
  const free = leagues.filter((l) => l.id > 108 && l.count >= 4).sort((a, b) => b.id - a.id);
  const league = free[isMobile(info) ? 1 : 0];
  if (!league) throw new Error('no free soccer league in the offer');
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Event[] };
  const event = events[3] ?? events[0];
  if (!event) throw new Error(`league ${league.id} has no events`);
  return event;
}

test('a bet builder is priced, refused when impossible, added to the slip as one line and placed', async ({ page, request }, info) => {
  // A whole journey (login, build, slip, placement) on a machine shared with the other layout.
  test.setTimeout(90_000);
  const event = await upcomingMatch(request, info);
  const username = await createPlayer(request, '100.00');
  const path = `/sports-betting/match/${event.fi}`;
  await login(page, info, username, path);

  const builder = page.locator('[data-bet-builder]');
  await builder.scrollIntoViewIfNeeded();
  await expect(builder.getByRole('heading', { name: 'Bet builder' })).toBeVisible();
  await expect(builder.getByText('Pick at least two selections.')).toBeVisible();
  const add = builder.getByRole('button', { name: 'Add to slip' });
  await expect(add).toBeDisabled();

  // Hydrated when in view (client:visible): astro-island drops its ssr attribute then. A tick
  // before that would be the browser's own, which hydration undoes.
  await expect(page.locator('astro-island').filter({ has: builder })).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
  await builder.locator('[data-builder-pick="main.1"]').check();
  await builder.locator('[data-builder-pick="btts.no"]').check();
  const price = builder.locator('[data-builder-price]');
  await expect(price).toHaveText(/^\d+\.\d\d$/);
  const combined = await price.textContent();

  // Home and away both winning: refused with its reason, nothing to add.
  await builder.locator('[data-builder-pick="main.2"]').check();
  await expect(builder.locator('[data-builder-refused="impossible"]')).toHaveText('These picks cannot all happen together.');
  await expect(add).toBeDisabled();
  await builder.locator('[data-builder-pick="main.2"]').uncheck();
  await expect(price).toHaveText(combined!);
  await page.screenshot({ path: `test-results/bet-builder-${info.project.name}.png` });

  await add.click();
  await expect(builder.getByRole('button', { name: 'Added to slip' })).toBeDisabled();
  const slip = await openSlip(page, info);
  const line = slip.getByRole('checkbox', { name: new RegExp(`${event.home.name} - ${event.away.name}`) });
  await expect(line).toHaveAttribute('aria-checked', 'true');
  await expect(slip).toContainText('Bet builder');
  await expect(slip).toContainText('Both Teams To Score: No');
  await expect(slip).toContainText(combined!);
  await page.screenshot({ path: `test-results/bet-builder-slip-${info.project.name}.png` });

  await submitAndConfirm(page, slip);
  const done = isMobile(info)
    ? page.getByRole('status').filter({ hasText: 'Your bet slip has been successfully submitted' })
    : page.getByRole('dialog', { name: 'Bet slip submitted' });
  await expect(done).toContainText('Your bet slip has been successfully submitted', { timeout: 15_000 });
  await done.getByRole('button', { name: 'Close' }).last().click();
  await expect(balance(page, info)).toContainText('95.00');
});
