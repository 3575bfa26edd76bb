import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoPeople, signInToDemo, type DemoPerson } from './support/session.ts';

/**
 * Reviewing what a change request changes (decision 0037): the reviewer reads the page's diff,
 * comments on a block, asks for changes; the author follows the comment's place from Comments
 * to the block and answers there; the reviewer approves, the admin merges, and the space's page
 * shows the merged content. What one screen does on its own (the diff after a merge, the
 * Comments tab's entries, conflicts) is in the component tests beside those screens.
 */
const handbook = '/orgs/org_acme/spaces/space_handbook';
const request = `${handbook}/change-requests/9`;

test.describe.configure({ timeout: 180_000 });

/** Signs out and in as someone else in the same page: the demo's data stays as it is. */
async function switchTo(page: Page, from: DemoPerson, to: DemoPerson) {
  await page.getByRole('button', { name: new RegExp(`^Account: ${demoPeople[from]}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Choose who to be' }).click();
  await page.getByRole('button', { name: `Sign in as ${demoPeople[to]}` }).click();
  await expect(page).toHaveURL(/\/orgs\/[^/]+$/);
}

/** Opens the request and its On-call page's diff. */
async function openDiff(page: Page) {
  await page.goto(request);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rewrite the on-call escalation policy' }),
  ).toBeVisible();
  const pages = page.getByRole('list', { name: 'Changed pages' });
  await pages.getByRole('button', { name: 'On-call' }).click();
  const diff = page.getByRole('region', { name: 'On-call' });
  await expect(diff.getByRole('insertion').first()).toBeVisible();
  return diff;
}

test('Rhea reviews the diff of #9 on a block, Eddie answers there, and the merge shows in the space', async ({
  page,
}) => {
  await signInToDemo(page, 'reviewer');
  let diff = await openDiff(page);
  await expect(diff.getByRole('insertion').filter({ hasText: /secondary/ })).toBeVisible();

  await diff
    .getByRole('button', { name: /^Comment on this block \(block \d+: Page for customer-facing/ })
    .click();
  await diff
    .getByRole('textbox', { name: 'Comment on this block', exact: true })
    .fill('Say when the manager is paged.');
  await diff.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = diff.getByRole('list', { name: 'Comments on this block' });
  await expect(thread.getByRole('article', { name: 'Comment by Rhea Reviewer' })).toContainText(
    'Say when the manager is paged.',
  );
  await expectNoSeriousA11yViolations(page, 'diff with a comment on a block');

  const panel = page.getByRole('region', { name: 'Review' });
  await panel.getByLabel('Review comment (optional)').fill('One question on the policy.');
  await panel.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByRole('list', { name: 'Reviewers' })).toContainText('Changes requested');

  // Eddie finds Rhea's comment in Comments and follows its place to the block in the diff.
  await switchTo(page, 'reviewer', 'editor');
  await page.goto(`${request}?tab=comments`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(
    comments.getByRole('article', { name: 'Review by Rhea Reviewer' }).first(),
  ).toContainText(/Rhea Reviewer requested changes:/);
  await comments
    .getByRole('listitem')
    .filter({ hasText: 'Say when the manager is paged.' })
    .getByRole('link', { name: /^On On-call › block “Page for customer-facing/ })
    .click();
  diff = page.getByRole('region', { name: 'On-call' });
  const rhea = diff
    .getByRole('list', { name: 'Comments on this block' })
    .getByRole('article', { name: 'Comment by Rhea Reviewer' });
  await expect(rhea).toBeInViewport();
  await rhea.getByLabel('Reply to Rhea Reviewer').fill('After 15 more minutes.');
  await rhea.getByRole('button', { name: 'Reply' }).click();
  await expect(rhea.getByRole('article', { name: 'Reply by Eddie Editor' })).toContainText(
    'After 15 more minutes.',
  );

  await switchTo(page, 'editor', 'reviewer');
  await page.goto(request);
  await page
    .getByRole('region', { name: 'Review' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('list', { name: 'Reviewers' })).toContainText('Approved');

  await switchTo(page, 'reviewer', 'admin');
  await page.goto(request);
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Merge change request #9?' })
    .getByRole('button', { name: 'Merge' })
    .click();
  await expect(page.getByText(/Merged\s*#9 in/)).toBeVisible();

  await page.goto(`${handbook}/pages/page_handbook_on_call`);
  const onCall = page.getByRole('article', { name: 'On-call' });
  await expect(onCall).toContainText('Escalate to the secondary after 15 minutes');
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'On-call' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'space page');
});
