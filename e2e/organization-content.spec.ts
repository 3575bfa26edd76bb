import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

test('search finds seeded content, keeps the query in the URL and highlights matches', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search content' }).fill('webhook');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]query=webhook/);
  const space = page.getByRole('region', { name: 'Space API Reference' });
  await expect(space.getByRole('link', { name: 'Webhooks' }).first()).toBeVisible();
  await expect(space.locator('mark').first()).toHaveText(/webhook/i);
  await expectNoSeriousA11yViolations(page, 'search results');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search content' })).toHaveValue('webhook');
  await expect(page.getByRole('region', { name: 'Space API Reference' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search content' }).fill('zzzz-nothing-matches');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No results for “zzzz-nothing-matches”.')).toBeVisible();
});

test('agent instructions open in the editor for an admin', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Agent instructions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent instructions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Instructions' })).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page, 'agent instructions');
});

test('joining an organization found by email domain', async ({ page }) => {
  await signInToDemo(page, 'editor');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Join an organization' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join an organization' })).toBeVisible();
  // The signed-in person's own domain is looked up first.
  await expect(page.getByLabel('Email domain')).toHaveValue('acme.test');
  const results = page.getByRole('list', { name: 'Organizations for acme.test' });
  await expect(results.getByRole('heading', { name: 'Globex Community' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'join');

  await results.getByRole('button', { name: 'Join Globex Community' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You joined Globex Community' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Switch organization/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Organizations' })
      .getByRole('link', { name: 'Globex Community' }),
  ).toBeVisible();
});

test('a join the backend refuses shows its sentence inline', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose who to be' }).click();
  await page.getByRole('button', { name: 'Sign in as Gus Guest' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/join?domain=umbrella.test');
  const results = page.getByRole('list', { name: 'Organizations for umbrella.test' });
  await results.getByRole('button', { name: 'Join Umbrella Labs' }).click();
  await expect(results.getByRole('alert')).toContainText(
    'is not allowed to join this organization',
  );

  await page.getByLabel('Email domain').fill('not a domain');
  await page.getByRole('button', { name: 'Find organizations' }).click();
  await expect(page.getByLabel('Email domain')).toHaveAccessibleDescription(
    /not a valid email domain/,
  );
});
