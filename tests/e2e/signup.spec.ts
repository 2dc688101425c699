// Opening an account (issue 16): a visitor follows the open-account prompt, is refused while
// under 18, opens the account and lands logged in with a zero balance and the play-money
// deposit prompt; an affiliate applies from /become-affiliate.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isDesktop } from './account.helpers.ts';
import { holdScripts, islandsHydrated, navigationsOf } from './support/hydration.ts';

let counter = 0;
const username = (info: TestInfo) => `new-${info.project.name.slice(0, 1)}${info.workerIndex}-${Date.now().toString(36)}-${++counter}`;

/** The date `years` years before the machine's today (YYYY-MM-DD). */
function yearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/**
 * The day after the latest date of birth the form allows. The site's today is Belgrade's, which
 * is already tomorrow in UTC around midnight, so the test asks the form instead of the machine.
 */
async function oneDayUnder18(page: Page): Promise<string> {
  const latest = await page.locator('form.signup-form').getByLabel('Date of birth').getAttribute('max');
  if (!latest) throw new Error('the date of birth field has no max');
  const day = new Date(`${latest}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function fillForm(page: Page, name: string, dateOfBirth: string): Promise<void> {
  const form = page.locator('form.signup-form');
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('E-mail address').fill(`${name}@example.com`);
  await form.getByLabel(/^Password/).fill('opensesame7');
  await form.getByLabel('Repeat password').fill('opensesame7');
  await form.getByLabel('First name').fill('Mila');
  await form.getByLabel('Last name').fill('Petrović');
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByLabel('Country').selectOption('RS');
  await form.getByLabel('I accept the terms and conditions.').check();
  await form.getByLabel(/responsible-gaming information/).check();
}

test('a visitor follows the open-account prompt, is refused under 18, then opens an account and lands logged in with the deposit prompt', async ({ page }, info) => {
  if (isDesktop(info)) {
    await page.goto('/');
    await islandsHydrated(page);
    await page.locator('.desk-header').getByRole('link', { name: 'Open an account' }).click();
  } else {
    await page.goto('/login');
    await islandsHydrated(page);
    await page.getByRole('link', { name: 'Open an account' }).click();
  }
  await expect(page).toHaveURL(/\/open-account$/);
  await expect(page.getByRole('heading', { name: 'Open an account' }).first()).toBeVisible();
  await islandsHydrated(page);
  await expect(page.getByText('EUR', { exact: true })).toBeVisible();

  const name = username(info);
  // One day short of 18: refused with a clear message, nothing opened.
  await fillForm(page, name, await oneDayUnder18(page));
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByText('You must be at least 18 years old to open an account.')).toBeVisible();

  await page.getByLabel('Date of birth').fill(yearsAgo(30));
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Mila!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Your balance is 0[.,]00/)).toBeVisible();
  const deposit = page.getByRole('link', { name: 'Make a play-money deposit' });
  await expect(deposit).toBeVisible();
  // The header follows the new session: the player's name instead of the login form.
  if (isDesktop(info)) await expect(page.locator('.desk-header').getByText('Mila Petrović')).toBeVisible();
  else await expect(page.locator('.isl-bar-item').filter({ hasText: '0' }).first()).toBeVisible();

  await deposit.click();
  await expect(page).toHaveURL(/\/deposit$/);
  await islandsHydrated(page);
  await expect(page.getByRole('link', { name: 'Open an account' })).toHaveCount(0);
  await expect(page.getByText('Log in to see this page.')).toHaveCount(0);
});

test('the date of birth and country typed at sign-up are the account’s: personal data shows them, the date kept as recorded', async ({ page }, info) => {
  await page.goto('/open-account');
  await islandsHydrated(page);
  const name = username(info);
  await fillForm(page, name, '1991-04-23');
  await page.locator('form.signup-form').getByLabel('Country').selectOption('HR');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Mila!' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/account-settings');
  await islandsHydrated(page);
  const personal = page.locator('#personal');
  // Shown month-day-year (spec section 2), as recorded: not a field to retype.
  const born = personal.getByLabel('Date of birth');
  await expect(born).toHaveValue('04-23-1991');
  await expect(born).not.toBeEditable();
  await expect(personal.getByText('Recorded with your account.')).toBeVisible();
  const country = personal.getByLabel('Country');
  await expect(country).toHaveValue('HR');
  await expect(country.locator('option:checked')).toHaveText('Croatia');

  // Saving other details keeps them; the country may change to another of the list.
  await personal.getByLabel('Town/City').fill('Split');
  await country.selectOption('SI');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await islandsHydrated(page);
  await expect(page.locator('#personal').getByLabel('Date of birth')).toHaveValue('04-23-1991');
  await expect(page.locator('#personal').getByLabel('Country')).toHaveValue('SI');
  await expect(page.locator('#personal').getByLabel('Town/City')).toHaveValue('Split');
});

test('the open-account prompt shows to visitors on my bets', async ({ page }) => {
  await page.goto('/my-bets');
  await islandsHydrated(page);
  await expect(page.locator('main').getByRole('link', { name: 'Open an account' })).toBeVisible();
});

test('an affiliate applies from /become-affiliate and is thanked', async ({ page }, info) => {
  await page.goto('/become-affiliate');
  const form = page.locator('form.affiliate-form');
  await form.scrollIntoViewIfNeeded();
  await islandsHydrated(page);
  await form.getByLabel('Name or company').fill(`Tips Media ${info.project.name}`);
  await form.getByLabel('E-mail address').fill('partners@tips.example.com');
  await form.getByLabel('Website or channel').fill('not a site');
  await form.getByLabel('Main market (country)').selectOption('DE');
  await form.getByLabel(/How would you bring players/).fill('A football tips blog with 20,000 readers a month.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Enter the address of your site, starting with http:// or https://.')).toBeVisible();
  await form.getByLabel('Website or channel').fill('https://tips.example.com');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText(/Thank you! We have received your application/)).toBeVisible();
});

test("an application sent before the page's script has run is kept in the form, never written into the address, and sent once sent again", async ({ page }, info) => {
  // /become-affiliate's form is on screen before its island runs (it hydrates when the page is
  // idle); the browser then submits it itself.
  const release = await holdScripts(page);
  const addresses = navigationsOf(page);
  await page.goto('/become-affiliate', { waitUntil: 'commit' });
  const form = page.locator('form.affiliate-form');
  const name = `Early Media ${info.project.name}`;
  await form.getByLabel('Name or company').fill(name);
  await form.getByLabel('E-mail address').fill('early@tips.example.com');
  await form.getByLabel('Website or channel').fill('https://early.example.com');
  await form.getByLabel('Main market (country)').selectOption('AT');
  await form.getByLabel(/How would you bring players/).fill('Typed before the page was ready.');
  const resent = page.waitForRequest((r) => r.isNavigationRequest());
  await form.getByLabel('Website or channel').press('Enter');
  await resent;
  release();
  await expect(form.getByLabel('Name or company'), 'the page comes back at the form').toBeInViewport();
  await islandsHydrated(page);
  expect(
    addresses.filter((a) => a.includes('early')),
    'an address with the application in it',
  ).toEqual([]);
  await expect(form.getByLabel('Name or company')).toHaveValue(name);
  await expect(form.getByLabel('E-mail address')).toHaveValue('early@tips.example.com');
  await expect(form.getByLabel('Website or channel')).toHaveValue('https://early.example.com');
  await expect(form.getByLabel('Main market (country)')).toHaveValue('AT');
  await expect(form.getByLabel(/How would you bring players/)).toHaveValue('Typed before the page was ready.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText(/Thank you! We have received your application/)).toBeVisible();
});
