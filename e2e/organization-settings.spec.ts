import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('an admin edits settings, and a reload keeps them', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openSettings(page);
  await expectNoSeriousA11yViolations(page, 'settings');

  await page.getByLabel('Title', { exact: true }).fill('Acme Documentation');
  await page.getByLabel('Add an email domain').fill('docs.acme.test');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('list', { name: 'Email domains' })).toContainText('docs.acme.test');
  await page.getByLabel('Hostname').fill('help.acme.example');
  await page.getByLabel('Default role of new members').selectOption({ label: 'Guest (no role)' });
  await page.getByLabel('Logo URL').fill('https://cdn.acme.test/logo.png');
  const ai = page.getByRole('switch', { name: 'AI features' });
  const aiWasOn = (await ai.getAttribute('aria-checked')) === 'true';
  await ai.click();
  await page.getByLabel('Merge rule type').selectOption('rules');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const ruleCount = await page.getByLabel(/^Rule \d+$/).count();
  await page
    .getByLabel(`Rule ${ruleCount}`, { exact: true })
    .selectOption({ label: 'Require a review from each of these people' });
  await page
    .getByRole('combobox', { name: `Add to reviewers for rule ${ruleCount}` })
    .fill('Priya');
  await page.getByRole('option', { name: /Priya Natarajan/ }).click();
  await expect(page.getByRole('list', { name: `Reviewers for rule ${ruleCount}` })).toContainText(
    'Priya Natarajan',
  );

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Acme Documentation',
  );

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Acme Documentation');
  await expect(page.getByRole('list', { name: 'Email domains' })).toContainText('docs.acme.test');
  await expect(page.getByLabel('Hostname')).toHaveValue('help.acme.example');
  await expect(page.getByLabel('Default role of new members')).toHaveValue('guest');
  await expect(page.getByLabel('Logo URL')).toHaveValue('https://cdn.acme.test/logo.png');
  await expect(page.getByRole('switch', { name: 'AI features' })).toHaveAttribute(
    'aria-checked',
    aiWasOn ? 'false' : 'true',
  );
  await expect(page.getByRole('list', { name: `Reviewers for rule ${ruleCount}` })).toContainText(
    'Priya Natarajan',
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Documentation' })).toBeVisible();
  await expect(page.getByText('Guest (no role)')).toBeVisible();
});

test('bad input is reported next to its field and the typed text stays', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openSettings(page);

  await page.getByLabel('Add an email domain').fill('Not A Domain!');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByLabel('Add an email domain')).toHaveAccessibleDescription(
    /is not a valid email domain/,
  );
  await expect(page.getByLabel('Add an email domain')).toHaveValue('Not A Domain!');

  const title = page.getByLabel('Title', { exact: true });
  await title.fill('');
  await page.getByLabel('Hostname').fill('not a hostname');
  await page.getByLabel('Logo URL').fill('ftp://files.acme.test/logo.png');
  await page.getByRole('button', { name: 'Save settings' }).click();

  await expect(title).toHaveAccessibleDescription(/Enter a title/);
  await expect(title).toBeFocused();
  await expect(page.getByLabel('Hostname')).toHaveAccessibleDescription(/at least three labels/);
  await expect(page.getByLabel('Hostname')).toHaveValue('not a hostname');
  await expect(page.getByLabel('Logo URL')).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
  await expect(page.getByLabel('Logo URL')).toHaveValue('ftp://files.acme.test/logo.png');
  await expectNoSeriousA11yViolations(page, 'settings with errors');
});

test('a default content id the backend rejects is shown next to the field', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openSettings(page);
  await page.getByLabel('Default content type').selectOption('site');
  const id = page.getByLabel(/^Default content id/);
  await id.fill('site_does_not_exist');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(id).toHaveAccessibleDescription(
    /site_does_not_exist' is not a site of this organization/,
  );
  await expect(id).toHaveValue('site_does_not_exist');
  await expect(page.getByLabel('Default content type')).toHaveValue('site');
});

test('a reader sees the settings read-only and why', async ({ page }) => {
  await signInToDemo(page, 'reader');
  await openSettings(page);
  await expect(
    page.getByText('Only organization admins can change settings. Your role: read.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await expect(page.getByLabel('Title', { exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'AI features' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Revoke invite link' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'read-only settings');
});

test('revoking an invite link asks first, then confirms', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openSettings(page);
  await page.getByLabel('Invite link id').fill('invite_acme_readers');
  await page.getByRole('button', { name: 'Revoke invite link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this invite link?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'invite_acme_readers was revoked, or it did not exist' }),
  ).toBeVisible();
});
