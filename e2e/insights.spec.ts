import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { advanceDemoClock } from './support/demo-backend.ts';
import { signInToDemo } from './support/session.ts';

// Each test signs in to the in-browser demo (fresh data per browser context).
test.describe.configure({ timeout: 90_000 });

async function openInsights(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
}

const topics = (page: Page) => page.getByRole('list', { name: 'Topics' });

test('topics sort by issues; one shows its linked change requests and task counts', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openInsights(page);
  await expect(topics(page).getByRole('heading', { level: 2 })).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'topics');

  await page.getByLabel('Sort by').selectOption({ label: 'Issues' });
  await expect(page).toHaveURL(/orderBy=issues/);
  await expect
    .poll(async () => {
      const counts = (
        await topics(page)
          .getByText(/^\d+ issues?$/)
          .allTextContents()
      ).map((text) => Number.parseInt(text, 10));
      return counts.join(',') === [...counts].sort((a, b) => b - a).join(',') && counts.length;
    })
    .toBe(5);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('issues');

  await topics(page).getByRole('link', { name: 'Token expiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Token expiry' })).toBeVisible();
  const linked = page.getByRole('list', { name: 'Linked change requests' });
  await expect(
    linked.getByRole('link', { name: /#4 Authentication: rotate tokens/ }),
  ).toBeVisible();
  await expect(linked).toContainText('Archived (cancelled)');
  await expect(page.getByText('2 tasks: 1 started, 1 cancelled.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Issues per week' })).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'topic');

  await page.getByRole('button', { name: 'Create change request' }).click();
  const dialog = page.getByRole('dialog', { name: /Create a change request/ });
  await dialog.getByLabel('Space').selectOption({ label: 'API Reference' });
  await dialog.getByLabel('Subject').fill('Warn before tokens expire');
  await expectNoSeriousA11yViolations(page, 'create a linked change request');
  await dialog.getByRole('button', { name: 'Create change request' }).click();
  await expect(dialog).toBeHidden();
  await expect(linked.getByRole('link', { name: /Warn before tokens expire/ })).toBeVisible();
  await expect(page.getByText('3 tasks: 1 backlog, 1 started, 1 cancelled.')).toBeVisible();
});

test('an ingested conversation is processed 30 s later and its issue shows under its topic', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openInsights(page);
  await page
    .getByRole('navigation', { name: 'Insights sections' })
    .getByRole('link', { name: 'Conversations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conversations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'conversations');

  await page.getByRole('button', { name: 'Ingest conversations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingest conversations' });
  const json = dialog.getByLabel('Conversations (JSON)');
  await json.fill('{"id": "x", "parts": [{"type": "message", "role": "robot", "body": "Hi"}]}');
  await dialog.getByRole('button', { name: 'Ingest' }).click();
  await expect(
    dialog.getByText('Part 1 › role: must be one of: user, assistant, team-member.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ingest dialog with an error');
  await dialog.getByRole('button', { name: 'Insert an example' }).click();
  await dialog.getByRole('button', { name: 'Ingest' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Conversations' })
    .getByRole('row')
    .filter({ hasText: 'Okta sign-in loops back to the login page' });
  await expect(row).toContainText('Processing…');
  await expect(page.getByText(/Analysing 1 new conversation/)).toBeVisible();

  await advanceDemoClock(page, 30_000);
  await expect(row).toContainText('Processed');
  await expect(page.getByText(/Analysing 1 new conversation/)).toBeHidden();

  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Okta sign-in loops back to the login page' }),
  ).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('Customer');
  await expect(messages).toContainText('Assistant');
  await expect(messages).toContainText('Team member');
  await expect(page.getByRole('region', { name: 'Attributes' })).toContainText('Enterprise');
  await expect(
    page.getByRole('link', { name: 'https://support.example.com/tickets/1001' }),
  ).toBeVisible();
  const found = page.getByRole('list', { name: 'Issues found' });
  await expect(found.getByRole('link', { name: 'Topic: SSO setup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'transcript');

  await found.getByRole('link', { name: 'Topic: SSO setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSO setup' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Issues' })
      .getByRole('link', { name: 'Okta sign-in loops back to the login page' }),
  ).toBeVisible();
});

test('someone who is not an admin is told insights are for admins', async ({ page }) => {
  await signInToDemo(page, 'editor');
  await openInsights(page);
  await expect(page.getByText(/Only admins of this organization can read insights/)).toBeVisible();
  await expect(topics(page)).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'insights for admins only');
});
