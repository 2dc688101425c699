// Time on site and the self-assessment (issue 18 items 4 and 7): the header's session clock
// for a logged-in player, the reality check's figures since login (from the server's ledger)
// with a link to the limits, and the PGSI self-assessment on the responsible-gaming page.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { createPlayer, isDesktop, logIn, type TestPlayer } from './account.helpers.ts';

const clock = (page: Page, info: TestInfo) => page.locator(isDesktop(info) ? '.desk-header [data-session-clock]' : '.mheader [data-session-clock]').getByRole('timer');

/** One casino round of 10.00 through the API; answers what it paid back, in minor units. */
async function playRound(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const login = await (await request.post('/api/login', { data: { username: player.username, password: player.password } })).json();
  const launch = await (
    await request.post('/api/init-demo', { headers: { authorization: `Bearer ${login.access_token}` }, data: { game_uuid: gameUuid('rocket-rush'), player_id: login.id } })
  ).json();
  const session = new URL(launch.url as string, 'http://x').searchParams.get('session');
  const round = await request.post('/api/casino/rounds', {
    headers: { authorization: `Bearer ${session}` },
    data: { idempotency_key: `watch-${Date.now()}-${login.id}`, bet: '10.00', target: '1.50' },
  });
  expect(round.ok(), await round.text()).toBe(true);
  return Math.round(Number((await round.json()).win) * 100);
}

test.describe('time on site', () => {
  test('the header shows a logged-in player the time since login, ticking', async ({ page, request }, info) => {
    await page.goto('/');
    await expect(page.locator('[data-session-clock] [role=timer]')).toHaveCount(0);
    const player = await createPlayer(request, info);
    await page.clock.install();
    await logIn(page, info, player);
    await expect(clock(page, info)).toHaveText(/^0:0\d:\d\d$/);
    await page.clock.fastForward('12:00');
    await expect(clock(page, info)).toHaveText(/^0:1[23]:\d\d$/);
    await expect(clock(page, info)).toHaveAttribute('aria-label', /^Time since login 0:1/);
  });

  test('the reality check shows time, stakes, returns and net since login, and links to the limits', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { balance: '60.00' });
    await page.clock.install();
    await logIn(page, info, player, '/account-settings');
    const panel = page.locator('#session');
    await panel.getByLabel('Reality check reminder').selectOption('30');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved.');
    const won = await playRound(request, player);
    await page.clock.fastForward('31:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('31 min');
    await expect(dialog.locator('[data-reality=stakes]')).toContainText('10.00');
    await expect(dialog.locator('[data-reality=returns]')).toContainText((won / 100).toFixed(2));
    const net = won - 1000;
    await expect(dialog.locator('[data-reality=net]')).toContainText(`${net > 0 ? '+' : net < 0 ? '-' : ''}${(Math.abs(net) / 100).toFixed(2)}`);
    await dialog.getByRole('link', { name: 'Set your limits' }).click();
    await expect(page).toHaveURL(/\/account-settings#betting-limits$/);
  });
});

test.describe('self-assessment', () => {
  test('scores the nine PGSI questions into the standard band and links to the limit tools', async ({ page }) => {
    await page.goto('/responsible-gaming');
    const section = page.locator('#self-assessment');
    await expect(section.getByRole('heading', { name: 'Self-assessment: how is your gambling?' })).toBeVisible();
    const questions = section.getByRole('group');
    await expect(questions).toHaveCount(9);
    // 1 + 1 + 2 + 0 ... = 4: moderate risk (3-7).
    const answers = ['Sometimes', 'Sometimes', 'Most of the time', 'Never', 'Never', 'Never', 'Never', 'Never', 'Never'];
    for (const [i, answer] of answers.entries()) await questions.nth(i).getByLabel(answer, { exact: true }).check();
    await section.getByRole('button', { name: 'See my score' }).click();
    const result = page.locator('#self-assessment').getByRole('status');
    await expect(result).toContainText('Your score: 4 of 27');
    await expect(result).toContainText('Moderate risk (score 3-7)');
    await expect(page.locator('#self-assessment').getByRole('link', { name: 'Deposit limits' })).toHaveAttribute('href', '/account-settings#deposit-limits');
    await expect(page.locator('#self-assessment').getByRole('link', { name: 'Loss limits' })).toHaveAttribute('href', '/account-settings#loss-limits');
  });

  test('answers in German and Serbian', async ({ page }) => {
    for (const [lang, heading, score] of [
      ['de', 'Selbsttest', 'Ihr Ergebnis: 0 von 27'],
      ['sr', 'Samoprocena', 'Vaš rezultat: 0 od 27'],
    ] as const) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
      await page.goto(`/responsible-gaming?pgsi=1&${Array.from({ length: 9 }, (_, i) => `q${i + 1}=0`).join('&')}`);
      const section = page.locator('#self-assessment');
      await expect(section.getByRole('heading', { level: 2 })).toContainText(heading);
      await expect(section.getByRole('status')).toContainText(score);
    }
  });
});
