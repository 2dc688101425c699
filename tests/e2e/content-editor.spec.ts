// Issue 29: an editor signs in, edits the German responsible-gaming page, previews it (a link to
// a page that does not exist is flagged), publishes it, and the public page shows the new text
// and its "last updated" date at once, with no build or restart.
import { expect, test } from '@playwright/test';
import { EDITOR_PASSWORD, openEditor } from './content-support.ts';

test('an editor edits, previews and publishes the German responsible-gaming page, which the public page then shows', async ({ page, request }, info) => {
  const username = await openEditor(request);
  const mark = `Neue Hilfe rund um die Uhr ${info.project.name} ${Date.now().toString(36)}`;
  await page.goto('/editor');
  const signIn = page.locator('form.ed-signin');
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password').fill(EDITOR_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  const german = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Responsible gaming' }) })
    .locator('[data-lang="de"]');
  await expect(german).toContainText('Version');
  await german.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Responsible gaming · Deutsch' })).toBeVisible();

  const body = page.getByLabel('Text (Markdown)');
  await expect(body).toHaveValue(/Verantwortungsvolles Spielen|Nur ab 18/);
  await body.fill(`${await body.inputValue()}\n\n## ${mark}\n\nSchreiben Sie uns über [Kontakt](/contact) oder [Aktionen](/aktionen).\n`);
  await page.getByLabel('Last updated (shown on the page)').fill('2026-12-01');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: mark })).toBeVisible();
  await expect(preview).toContainText('the link /aktionen goes to a page that does not exist');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Version \d+ is live on the site/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Versions' })).toContainText(username);

  await page.context().addCookies([{ name: 'lang', value: 'de', url: page.url() }]);
  await page.goto('/responsible-gaming');
  await expect(page.getByRole('heading', { name: mark })).toBeVisible();
  await expect(page.getByText('Zuletzt aktualisiert:')).toContainText('01.12.2026');
});

test('an editor who publishes over a page changed meanwhile is told so and shown the change', async ({ page, request }) => {
  const username = await openEditor(request);
  await page.goto('/editor');
  const signIn = page.locator('form.ed-signin');
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password').fill(EDITOR_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'About us' }) })
    .locator('[data-lang="sr"]')
    .getByRole('button', { name: /Edit/ })
    .click();
  const body = page.getByLabel('Text (Markdown)');
  await expect(body).not.toHaveValue('');

  // Another editor publishes the same page through the API while this one types.
  const other = await openEditor(request);
  const token = ((await (await request.post('/api/editor/login', { data: { username: other, password: EDITOR_PASSWORD } })).json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const { live } = (await (await request.get('/api/editor/pages/about-us/sr', { headers })).json()) as {
    live: { version: number; title: string; description: string; body: string };
  };
  const theirs = `Izmena drugog urednika ${Date.now().toString(36)}`;
  const published = await request.post('/api/editor/publish', {
    headers,
    data: {
      page: 'about-us',
      lang: 'sr',
      base_version: live.version,
      title: live.title,
      description: live.description,
      updated: '2026-12-01',
      body: `${live.body}\n\n${theirs}\n`,
    },
  });
  expect(published.status()).toBe(201);

  await body.fill(`${await body.inputValue()}\n\nMoja izmena.\n`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This page changed while you were editing it' });
  await expect(conflict).toContainText(other);
  await expect(conflict.locator('.ed-diff__line--added').filter({ hasText: theirs })).toBeVisible();
  await conflict.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(body).toHaveValue(new RegExp(theirs));
});
