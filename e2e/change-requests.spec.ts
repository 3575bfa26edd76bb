import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInToDemo, type DemoPerson } from './support/session.ts';

const handbook = '/orgs/org_acme/spaces/space_handbook/change-requests';

// Journeys of several screens, each with an axe pass, on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

async function openInbox(page: Page, person: DemoPerson = 'admin') {
  await signInToDemo(page, person);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Change requests' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
}

async function openRequest(page: Page, path: string, subject: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

/** The demo backend answers in the page's service worker; this asks it directly. */
async function fetchRequest(page: Page, spaceId: string, number: number) {
  return page.evaluate(
    async ({ spaceId, number }) => {
      const response = await fetch(`/v1/spaces/${spaceId}/change-requests/${number}`, {
        headers: { Authorization: 'Bearer demo-admin' },
      });
      return (await response.json()) as {
        description: { nodes: { type: string; nodes: unknown[] }[] };
      };
    },
    { spaceId, number },
  );
}

test('the inbox filters by status and person, and the filters live in the URL', async ({
  page,
}) => {
  await openInbox(page);
  const tabs = page.getByRole('navigation', { name: 'Change request status' });
  await expect(tabs.getByRole('link', { name: 'In review 6' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Draft 5' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Merged 9' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Archived 5' })).toBeVisible();
  const list = page.getByRole('list', { name: 'In review change requests' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'change request inbox');

  await page.getByLabel('Created by').selectOption({ label: 'Carl Creator' });
  await expect(page).toHaveURL(/creator=user_carl/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  for (const item of await list.getByRole('listitem').all())
    await expect(item).toContainText('by Carl Creator');
  await expect(tabs.getByRole('link', { name: 'Draft 3' })).toBeVisible();

  await tabs.getByRole('link', { name: /^Draft/ }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).toHaveURL(/creator=user_carl/);
  const drafts = page.getByRole('list', { name: 'Draft change requests' });
  await expect(drafts.getByRole('listitem')).toHaveCount(3);
  await expect(drafts).toContainText('Document webhook retries');

  await page.reload();
  await expect(page.getByLabel('Created by')).toHaveValue('user_carl');
  await expect(drafts.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Contributor').selectOption({ label: 'Eddie Editor' });
  await expect(page).toHaveURL(/contributor=user_eddie/);
  await expect(drafts.getByRole('listitem')).toHaveCount(1);
  await expect(drafts).toContainText('Document webhook retries');
  await tabs.getByRole('link', { name: /^Merged/ }).click();
  await expect(page.getByText('No merged change requests here.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/status=merged$/);
  await expect(
    page.getByRole('list', { name: 'Merged change requests' }).getByRole('listitem'),
  ).toHaveCount(9);
});

test('an editor creates a change request, writes a description, and it survives a reload', async ({
  page,
}) => {
  await openInbox(page, 'editor');
  await page.getByRole('button', { name: 'New change request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New change request' });
  await expectNoSeriousA11yViolations(page, 'new change request dialog');
  await dialog.getByLabel('Space').selectOption({ label: 'Engineering Handbook' });
  await dialog.getByRole('button', { name: 'Create change request' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription(/Give the change request/);
  await dialog.getByLabel('Subject').fill('x'.repeat(101));
  await dialog.getByRole('button', { name: 'Create change request' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveAccessibleDescription(/at most 100 characters/);
  await dialog.getByLabel('Subject').fill('Explain the deploy freeze');
  await dialog.getByRole('button', { name: 'Create change request' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Explain the deploy freeze' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/spaces\/space_handbook\/change-requests\/13$/);
  await expect(page.getByText(/Draft\s*#13 in/)).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('## Why we freeze');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- No deploys on Fridays');
  await page.keyboard.press('Enter');
  await page.keyboard.type('No deploys during incidents');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ask the release captain first.');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Hint' }).click();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('```');
  await page.keyboard.type('make freeze');
  await toolbar.getByLabel('Code language').fill('bash');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('See ');
  await page.keyboard.press('Control+K');
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('https://docs.acme.test/freeze');
  await linkDialog.getByLabel('Link text').fill('the freeze calendar');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'change request page');

  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Description saved' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('textbox', { name: 'Description' });
  await expect(saved.getByRole('heading', { name: 'Why we freeze' })).toBeVisible();
  await expect(
    saved.getByRole('listitem').filter({ hasText: 'No deploys during incidents' }),
  ).toBeVisible();
  await expect(saved.getByRole('note', { name: /hint/i })).toContainText(
    'Ask the release captain first.',
  );
  await expect(saved.locator('pre')).toContainText('make freeze');
  await expect(saved.getByRole('link', { name: 'the freeze calendar' })).toHaveAttribute(
    'href',
    'https://docs.acme.test/freeze',
  );
});

test('unknown nodes come back unchanged after editing around them', async ({ page }) => {
  await signInToDemo(page, 'editor');
  const before = await fetchRequest(page, 'space_api', 5);
  const unknown = (doc: typeof before) =>
    doc.description.nodes.filter((node) => ['table', 'images', 'embed'].includes(node.type));
  expect(unknown(before).map((node) => node.type)).toEqual(['table', 'images', 'embed']);

  await openRequest(
    page,
    '/orgs/org_acme/spaces/space_api/change-requests/5',
    'Document webhook retries',
  );
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.getByText('After the fifth attempt').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Owners can re-enable it.');
  // Into the heading by a click, as above: Control+Home then End raced Slate's selection
  // update under load, and the typing landed at the start of the line.
  await editor.getByText('Webhook retries', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' (draft)');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const after = await fetchRequest(page, 'space_api', 5);
  expect(unknown(after)).toEqual(unknown(before));
  // The mention inline and the highlight mark inside the edited paragraph's neighbour too.
  expect(after.description.nodes[1]).toEqual(before.description.nodes[1]);
  expect(JSON.stringify(after.description)).toContain('Owners can re-enable it.');
  expect(JSON.stringify(after.description)).toContain('Webhook retries (draft)');
});

test('an outdated request is brought up to date from main', async ({ page }) => {
  await signInToDemo(page, 'editor');
  await openRequest(page, `${handbook}/9`, 'Rewrite the on-call escalation policy');
  const banner = page.getByRole('region', { name: 'Outdated' });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'outdated change request');
  await banner.getByRole('button', { name: 'Update from main' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated from main' })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByText(/last updated from rev_handbook_6/)).toBeVisible();
});

test('merging asks first, and the other open requests become outdated', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(page, `${handbook}/12`, 'Add the release checklist');
  await expect(page.getByRole('region', { name: 'Outdated' })).toBeHidden();

  // #10 meets Acme's merge rules: Rhea approved it.
  await openRequest(page, `${handbook}/10`, 'Architecture: describe the event bus');
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge change request #10?' });
  await expectNoSeriousA11yViolations(page, 'merge confirmation');
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Change request #10 merged' }),
  ).toBeVisible();
  await expect(page.getByText(/Merged\s*#10 in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeHidden();

  await page.getByRole('link', { name: 'Engineering Handbook', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change requests in Engineering Handbook' }),
  ).toBeVisible();
  const open = page.getByRole('list', { name: 'In review change requests' });
  await expect(open.getByRole('listitem')).toHaveCount(2);
  for (const item of await open.getByRole('listitem').all())
    await expect(item).toContainText('Outdated');
  await expectNoSeriousA11yViolations(page, 'space change requests');
  await open.getByRole('link', { name: /Add the release checklist/ }).click();
  await expect(page.getByRole('region', { name: 'Outdated' })).toBeVisible();
});

test('Export PDF opens the link of one page or the whole request', async ({ page }) => {
  await signInToDemo(page, 'admin');
  await openRequest(page, `${handbook}/12`, 'Add the release checklist');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export PDF' });
  await dialog.getByLabel('One page only').check();
  await dialog.getByLabel('Page', { exact: true }).selectOption({ label: 'Deployments' });
  await expectNoSeriousA11yViolations(page, 'export dialog');
  // The platform's PDF host does not exist here; stand in for it so the new tab loads.
  await page
    .context()
    .route('https://app.folio.example/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'PDF stand-in' }),
    );
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('/changes/12/pdf');
  expect(new URL(tab.url()).searchParams.get('page')).toBe('page_handbook_deployments');
  await expect(dialog.getByRole('link', { name: 'open the PDF' })).toHaveAttribute(
    'href',
    /only=true/,
  );
});

test('a reader reads change requests but cannot edit, merge or create', async ({ page }) => {
  await openInbox(page, 'reader');
  await expect(page.getByRole('button', { name: 'New change request' })).toBeHidden();
  await openRequest(page, `${handbook}/12`, 'Add the release checklist');
  await expect(page.getByRole('button', { name: 'Edit subject' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeHidden();
  const merge = page.getByRole('button', { name: 'Merge', exact: true });
  await expect(merge).toBeDisabled();
  await expect(merge).toHaveAccessibleDescription(/Only reviewers, creators and admins can merge/);
  // Read-only, the document is no textbox; its name is still "Description".
  const description = page.locator('[aria-label="Description"]');
  await expect(description).toHaveAttribute('contenteditable', 'false');
  await expect(description).toHaveAccessibleDescription(/Your role cannot edit/);
  await expect(description.getByRole('heading', { name: 'Release checklist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save description' })).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'read-only change request');
});
