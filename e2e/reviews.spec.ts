import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo } from './support/session.ts';

/**
 * Reviewing and merging (decision 0019): Acme's rules need Rhea's review, no request for
 * changes and a subject; the API space lets Ada bypass its own rules.
 */
const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

test.describe.configure({ timeout: 120_000 });

async function openRequest(page: Page, path: string, subject: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

const rules = (page: Page) =>
  page.getByRole('region', { name: 'Merge' }).getByRole('list', { name: 'Merge rules' });

test('Rhea approves #12 and it merges, after the merge box listed what was missing', async ({
  page,
}) => {
  await signInToDemo(page, 'reviewer');
  await openRequest(page, `${handbook}/12`, 'Add the release checklist');
  await expect(rules(page)).toContainText('Needs a review from Rhea Reviewer');
  const merge = page.getByRole('button', { name: 'Merge', exact: true });
  await expect(merge).toBeDisabled();
  await expect(merge).toHaveAccessibleDescription(/merge rules above are not all met/);
  await expect(page.getByRole('list', { name: 'Changed pages' })).toContainText('Deployments');
  await expectNoSeriousA11yViolations(page, 'change request with merge box and review panel');

  const panel = page.getByRole('region', { name: 'Review' });
  await panel.getByLabel('Review comment (optional)').fill('The checklist reads well.');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You approved' })).toBeVisible();
  await expect(rules(page)).toContainText('Approved by Rhea Reviewer');

  await merge.click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge change request #12?' });
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(/Merged\s*#12 in/)).toBeVisible();
});

test('a request with changes requested cannot merge and says why', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(page, `${handbook}/9`, 'Rewrite the on-call escalation policy');
  await expect(rules(page)).toContainText('Rhea Reviewer requested changes');
  await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Reviewers' })).toContainText('Changes requested');
});

test('an admin allowed to bypass merges with a confirmation', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(
    page,
    '/orgs/org_acme/spaces/space_api/change-requests/4',
    'Authentication: rotate tokens every 90 days',
  );
  await expect(rules(page)).toContainText('Needs at least one approving review');
  await page.getByRole('button', { name: 'Bypass rules and merge' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Bypass the merge rules and merge #4?' });
  await expect(confirm).toContainText('Needs at least one approving review');
  await expectNoSeriousA11yViolations(page, 'bypass confirmation');
  await confirm.getByRole('button', { name: 'Bypass and merge' }).click();
  await expect(page.getByText(/Merged\s*#4 in/)).toBeVisible();
});

test('an admin asks Rhea for a review by name, then lists what waits for her own review', async ({
  page,
}) => {
  await signInToDemo(page, 'admin');
  await openRequest(page, `${handbook}/10`, 'Architecture: describe the event bus');
  const panel = page.getByRole('region', { name: 'Review' });
  await panel.getByRole('combobox', { name: 'Request a review from' }).fill('Rhea');
  await panel.getByRole('option', { name: /Rhea Reviewer/ }).click();
  await expect(panel.getByRole('list', { name: 'Reviewers' })).toContainText(
    'Review requested again',
  );
  await expectNoSeriousA11yViolations(page, 'review panel after a request');

  await page.goto('/orgs/org_acme/change-requests');
  await page.getByRole('button', { name: 'Waiting for my review' }).click();
  await expect(page).toHaveURL(/requestedReviewer=user_ada/);
  await expect(
    page.getByRole('list', { name: 'In review change requests' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'inbox waiting for my review');
});

test('a comment thread gets a reply, which its author edits', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(page, `${handbook}/12`, 'Add the release checklist');
  await page
    .getByRole('navigation', { name: 'Change request activity' })
    .getByRole('link', { name: /Comments/ })
    .click();
  await expect(page).toHaveURL(/tab=comments/);
  const comments = page.getByRole('region', { name: 'Comments' });
  const cora = comments.getByRole('article', { name: 'Comment by Cora Commenter' });
  await expect(cora).toContainText('Support would like a heads-up before each release.');
  await cora.getByLabel('Reply to Cora Commenter').fill('We will post in #support first.');
  await cora.getByRole('button', { name: 'Reply' }).click();
  const reply = cora.getByRole('article', { name: 'Reply by Ada Admin' });
  await expect(reply).toContainText('We will post in #support first.');
  await reply.getByRole('button', { name: 'Edit' }).click();
  await reply.getByLabel('Edit your reply').fill('We will post in #support a day before.');
  await reply.getByRole('button', { name: 'Save' }).click();
  await expect(reply).toContainText('We will post in #support a day before.');
  await expectNoSeriousA11yViolations(page, 'comment threads');
});

test('the caret leaves a block drawn as a whole, and typing goes on after it', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(
    page,
    '/orgs/org_acme/spaces/space_api/change-requests/5',
    'Document webhook retries',
  );
  const description = page
    .getByRole('region', { name: 'Description' })
    .getByRole('textbox', { name: 'Description' });
  // The embed is a void: a click beside its link selects it, and typing goes to the text after.
  await description.getByRole('group', { name: 'Embed' }).click({ position: { x: 4, y: 4 } });
  await page.keyboard.type('Then: ');
  await expect(description.getByRole('group', { name: 'Embed' })).toBeVisible();
  await expect(description).toContainText('Then: After the fifth attempt');
});

test('Heading 2 is an h2, and the instructions name who changed them', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Agent instructions' })
    .click();
  await expect(page.getByText(/Last updated .* by Ada Admin\./)).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Instructions' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Tone with customers');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByLabel('Block type').selectOption({
    label: 'Heading 2',
  });
  await expect(
    editor.getByRole('heading', { level: 2, name: 'Tone with customers' }),
  ).toBeVisible();
});
